import type { ReactNode } from 'react';
import { PageWrapper } from '../../../components/layout/page-wrapper';

/** The card around the job form on the post and edit screens. */
export function JobFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageWrapper className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
    </PageWrapper>
  );
}
