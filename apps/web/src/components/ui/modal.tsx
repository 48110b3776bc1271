import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { t } from '../../lib/i18n';

/** A native modal dialog: the browser traps focus and closes it on Escape. */
export function Modal({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // before the first paint: the dialog never shows for a frame as a non-modal box
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onClose}
      className="m-auto w-[min(42rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 p-5">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label={t('web.common.close')}
          className="h-11 w-11 shrink-0 rounded-lg text-xl text-slate-500 hover:bg-slate-100"
        >
          ×
        </button>
      </div>
      <div className="max-h-[70vh] overflow-y-auto p-5">{children}</div>
    </dialog>
  );
}
