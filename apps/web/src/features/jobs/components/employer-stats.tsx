import { t } from '../../../lib/i18n';
import type { employerStats } from '../employer-filters';

/** The four stat cards; a dash in each while they are counted. */
export function EmployerStats({ stats }: { stats: ReturnType<typeof employerStats> | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {[
        [t('web.employer.employerStats.totalJobs'), stats?.totalJobs ?? '–'],
        [t('web.common.activeJobs'), stats?.activeJobs ?? '–'],
        [t('web.employer.employerStats.totalApplications'), stats?.totalApplications ?? '–'],
        [t('web.employer.employerStats.averageApplications'), stats?.averageApplications ?? '–'],
      ].map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="mt-1 text-3xl font-extrabold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
