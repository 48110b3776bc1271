import { Spinner } from '../../../components/ui/spinner';
import { useAdminOverview } from '../api/admin-queries';

export function AdminOverviewTab() {
  const overview = useAdminOverview(true);
  if (overview.isPending) return <Spinner label="Loading..." />;
  if (overview.isError) return <p className="text-red-700">Failed to load dashboard data</p>;
  const data = overview.data;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[
          ['Total Users', data.totalUsers],
          ['Active Jobs', data.activeJobs],
          ['Total Companies', data.totalCompanies],
          ['Monthly Revenue', '–'],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-5">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="mt-1 text-3xl font-extrabold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="mb-3 font-bold">Recent Users</h2>
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
          <h2 className="mb-3 font-bold">Recent Jobs</h2>
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
