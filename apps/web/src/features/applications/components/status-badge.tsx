import { t } from '../../../lib/i18n';

// spec 001 §9: pending yellow, accepted green, rejected red, withdrawn gray, other blue
const COLOURS: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-800',
  accepted: 'bg-emerald-100 text-emerald-800',
  rejected: 'bg-red-100 text-red-800',
  withdrawn: 'bg-slate-200 text-slate-700',
  invited: 'bg-violet-100 text-violet-800',
  noShow: 'bg-red-100 text-red-800',
  completed: 'bg-emerald-700 text-white',
};

// the spec's statuses show as the API names them; issue 15's later states in Dutch
const LABELS: Record<string, () => string> = {
  invited: () => t('web.applications.statusBadge.invited'),
  noShow: () => t('web.applications.statusBadge.noShow'),
  completed: () => t('web.applications.statusBadge.completed'),
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${COLOURS[status] ?? 'bg-sky-100 text-sky-800'}`}
    >
      {LABELS[status]?.() ?? status}
    </span>
  );
}
