import { t } from '../../../lib/i18n';
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold capitalize text-slate-700">
      {status}
    </span>
  );
}

export function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="font-semibold text-red-700 hover:underline">
      {t('web.common.delete')}
    </button>
  );
}
