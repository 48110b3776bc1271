import {
  ADMIN_JOB_STATUSES,
  ADMIN_USER_STATUSES,
  type AdminJob,
  type AdminUser,
} from '@jobbel/shared/admin/admin.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { showToast } from '../../components/toast/toast-store';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { AdminTable } from '../../features/admin/admin-table';
import {
  ADMIN_PAGE_SIZE,
  type AdminListQuery,
  useAdminDelete,
  useAdminJobs,
  useAdminOverview,
  useAdminUsers,
} from '../../features/admin/api/admin-queries';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const TABS = ['Overview', 'Users', 'Jobs', 'Companies', 'Settings'] as const;
type Tab = (typeof TABS)[number];

// spec 001 §8: admin confirms and toasts
const MESSAGES = {
  user: {
    confirm: 'Are you sure you want to delete this user?',
    done: 'User deleted successfully',
    failed: 'Failed to delete user',
  },
  job: {
    confirm: 'Are you sure you want to delete this job?',
    done: 'Job deleted successfully',
    failed: 'Failed to delete job',
  },
} as const;

function useDeleteWithConfirm() {
  const remove = useAdminDelete();
  return async (kind: 'user' | 'job', id: number) => {
    if (!window.confirm(MESSAGES[kind].confirm)) return;
    try {
      await remove.mutateAsync({ kind, id });
      showToast({ type: 'success', message: MESSAGES[kind].done });
    } catch {
      showToast({ type: 'error', message: MESSAGES[kind].failed });
    }
  };
}

function useListState() {
  const [query, setQuery] = useState<AdminListQuery>({ search: '', status: 'all', offset: 0 });
  const [search] = useDebouncedValue(query.search, 300);
  return { query, effective: { ...query, search }, setQuery };
}

const statusBadge = (status: string) => (
  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold capitalize text-slate-700">
    {status}
  </span>
);
const deleteButton = (onClick: () => void) => (
  <button type="button" onClick={onClick} className="font-semibold text-red-700 hover:underline">
    Delete
  </button>
);

function UsersTab() {
  const { query, effective, setQuery } = useListState();
  const users = useAdminUsers(effective);
  const remove = useDeleteWithConfirm();
  return (
    <AdminTable<AdminUser>
      label="gebruikers"
      rows={users.data?.data ?? []}
      total={users.data?.total ?? 0}
      offset={query.offset}
      pageSize={ADMIN_PAGE_SIZE}
      rowKey={(user) => user.userID}
      onPage={(offset) => setQuery({ ...query, offset })}
      search={query.search}
      onSearch={(search) => setQuery({ ...query, search, offset: 0 })}
      status={query.status}
      statuses={ADMIN_USER_STATUSES}
      onStatus={(status) => setQuery({ ...query, status, offset: 0 })}
      columns={[
        { header: 'User', cell: (user) => <span className="font-medium">{user.name}</span> },
        {
          header: 'Contact',
          cell: (user) => (
            <span>
              {user.email}
              <br />
              {user.phone ?? '–'}
            </span>
          ),
        },
        { header: 'Location', cell: (user) => user.city ?? '–' },
        { header: 'Status', cell: (user) => statusBadge(user.status) },
        { header: 'Completed jobs', cell: (user) => user.completedJobs },
        { header: 'Rating', cell: () => '–' },
        { header: 'Actions', cell: (user) => deleteButton(() => void remove('user', user.userID)) },
      ]}
    />
  );
}

function JobsTab() {
  const { query, effective, setQuery } = useListState();
  const jobs = useAdminJobs(effective);
  const remove = useDeleteWithConfirm();
  return (
    <AdminTable<AdminJob>
      label="jobs"
      rows={jobs.data?.data ?? []}
      total={jobs.data?.total ?? 0}
      offset={query.offset}
      pageSize={ADMIN_PAGE_SIZE}
      rowKey={(job) => job.jobID}
      onPage={(offset) => setQuery({ ...query, offset })}
      search={query.search}
      onSearch={(search) => setQuery({ ...query, search, offset: 0 })}
      status={query.status}
      statuses={ADMIN_JOB_STATUSES}
      onStatus={(status) => setQuery({ ...query, status, offset: 0 })}
      columns={[
        {
          header: 'Job',
          cell: (job) => (
            <span>
              <span className="font-medium">{job.jobTitle}</span>
              <br />
              {job.jobType}
            </span>
          ),
        },
        { header: 'Company', cell: (job) => job.companyName },
        { header: 'Location', cell: (job) => job.jobLocation },
        { header: 'Status', cell: (job) => statusBadge(job.jobStatus) },
        { header: 'Applications', cell: (job) => job.applications },
        {
          header: 'Wage',
          cell: (job) => (job.jobWagePerHour === null ? '–' : `€${job.jobWagePerHour.toFixed(2)}/uur`),
        },
        { header: 'Actions', cell: (job) => deleteButton(() => void remove('job', job.jobID)) },
      ]}
    />
  );
}

function OverviewTab() {
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

/** spec 001 §2: the admin dashboard, for admin accounts only (docs/decisions/sample-data-screens.md). */
export function AdminRoute() {
  const profile = useCurrentUser();
  const [tab, setTab] = useState<Tab>('Overview');
  if (profile.isPending) return <Spinner label="Loading..." />;
  if (profile.data?.account_type !== 'admin') {
    return (
      <div className="mx-auto mt-20 max-w-lg rounded-2xl bg-white p-10 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">Access Denied</h1>
        <p className="mt-2 text-slate-600">The admin dashboard is only available for administrators.</p>
        <Link
          to={paths.dashboard.href()}
          className="mt-5 inline-block rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white"
        >
          Back to App
        </Link>
      </div>
    );
  }
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
          <div className="flex items-center gap-3">
            <h1 className="text-2xl font-extrabold text-slate-900">Admin Dashboard</h1>
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800">
              Admin Mode
            </span>
          </div>
          <Link to={paths.dashboard.href()} className="text-sm font-semibold text-brand-700 hover:underline">
            Back to App
          </Link>
        </div>
        <nav className="mx-auto flex max-w-6xl gap-1 px-4" aria-label="Admin">
          {TABS.map((each) => (
            <button
              key={each}
              type="button"
              aria-current={each === tab ? 'page' : undefined}
              onClick={() => setTab(each)}
              className={`border-b-2 px-3 py-2 text-sm font-semibold ${each === tab ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {each}
            </button>
          ))}
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        {tab === 'Overview' && <OverviewTab />}
        {tab === 'Users' && <UsersTab />}
        {tab === 'Jobs' && <JobsTab />}
        {(tab === 'Companies' || tab === 'Settings') && <p className="text-slate-600">Coming soon...</p>}
      </main>
    </div>
  );
}
