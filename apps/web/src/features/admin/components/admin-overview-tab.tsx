import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useAdminOverview } from '../api/admin-queries';

export function AdminOverviewTab() {
  const overview = useAdminOverview(true);
  if (overview.isPending) return <Spinner label={t('web.common.loading')} />;
  if (overview.isError)
    return <p className="text-red-700">{t('web.admin.adminOverviewTab.failedToLoadDashboardData')}</p>;
  const data = overview.data;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[
          [t('web.admin.adminOverviewTab.totalUsers'), data.totalUsers],
          [t('web.common.activeJobs'), data.activeJobs],
          [t('web.admin.adminOverviewTab.totalCompanies'), data.totalCompanies],
          [t('web.admin.adminOverviewTab.monthlyRevenue'), '–'],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-5">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="mt-1 text-3xl font-extrabold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="mb-3 font-bold">{t('web.admin.adminOverviewTab.recentUsers')}</h2>
          <ul className="space-y-2 text-sm">
            {data.recentUsers.map((user) => (
              <li key={user.userID} className="flex justify-between gap-2">
                <span>{user.name}</span>
                <span className="text-slate-500">{user.email}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="mb-3 font-bold">{t('web.admin.adminOverviewTab.recentJobs')}</h2>
          <ul className="space-y-2 text-sm">
            {data.recentJobs.map((job) => (
              <li key={job.jobID} className="flex justify-between gap-2">
                <span>{job.jobTitle}</span>
                <span className="text-slate-500">{job.companyName}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
