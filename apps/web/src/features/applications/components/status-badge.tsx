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

// every status in Dutch, so that one screen never mixes 'pending' with 'Uitgenodigd'
const LABELS: Record<string, () => string> = {
  pending: () => t('web.applications.statusBadge.pending'),
  accepted: () => t('web.applications.statusBadge.accepted'),
  rejected: () => t('web.applications.statusBadge.rejected'),
  withdrawn: () => t('web.applications.statusBadge.withdrawn'),
  invited: () => t('web.applications.statusBadge.invited'),
  noShow: () => t('web.applications.statusBadge.noShow'),
  completed: () => t('web.applications.statusBadge.completed'),
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${COLOURS[status] ?? 'bg-sky-100 text-sky-800'}`}
    >
      {LABELS[status]?.() ?? status}
    </span>
  );
}
