import { t } from '../../lib/i18n';
import { dismissToast, type Toast, type ToastType, useToasts } from './toast-store';

const STYLES: Record<ToastType, { box: string; icon: string }> = {
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: '✓' },
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: '!' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: '⚠' },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: 'i' },
};

function ToastItem({ toast }: { toast: Toast }) {
  const style = STYLES[toast.type];
  return (
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      className={`pointer-events-auto flex w-full gap-3 sm:w-80 rounded-lg border p-4 shadow-lg transition-opacity duration-300 ${style.box} ${toast.leaving ? 'opacity-0' : 'animate-rise-in opacity-100'}`}
    >
      <span aria-hidden="true" className="font-bold">
        {style.icon}
      </span>
      <div className="min-w-0 flex-1 text-sm">
        {toast.title && <p className="font-semibold">{toast.title}</p>}
        <p className="break-words">{toast.message}</p>
        {toast.details && <p className="mt-1 break-words text-xs opacity-80">{toast.details}</p>}
      </div>
      <button
        type="button"
        aria-label={t('web.components.toaster.close')}
        onClick={() => dismissToast(toast.id)}
        className="h-6 w-6 rounded text-lg leading-none opacity-70 hover:opacity-100 focus-visible:outline-2"
      >
        ×
      </button>
    </div>
  );
}

/**
 * At the foot of the screen, on a laptop in its right corner: never over the top bar, its menu and
 * panel, a page's heading or its first actions (docs/decisions/spec-departures.md: toasts); newest last.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col gap-2 sm:inset-x-auto sm:right-4"
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
