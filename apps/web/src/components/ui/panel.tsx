import type { ReactNode } from 'react';

export const linkButton =
  'rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800';
export const secondaryLink =
  'rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100';

/** A centred card for empty, denied and error states, with its actions below. */
export function Panel({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {text && <p className="mx-auto mt-2 max-w-xl text-slate-600">{text}</p>}
      <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}
