import { useState } from 'react';
import { Link } from 'react-router';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';
import { paths } from '../../../config/paths';
import { labels, t } from '../../../lib/i18n';
import { AdminJobsTab } from './admin-jobs-tab';
import { AdminOverviewTab } from './admin-overview-tab';
import { AdminUsersTab } from './admin-users-tab';

const TAB_LABELS = labels({
  overview: 'web.admin.adminDashboard.overview',
  users: 'web.admin.adminDashboard.users',
  jobs: 'web.common.jobs',
  companies: 'web.admin.adminDashboard.companies',
  settings: 'web.common.settings',
});
const TABS = ['overview', 'users', 'jobs', 'companies', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** The admin area with its tabs (spec 001 §2). */
export function AdminDashboard() {
  const [tab, setTab] = useState<Tab>('overview');
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4">
          <div className="flex items-center gap-3">
            <h1 className="text-2xl font-extrabold text-slate-900">
              {t('web.admin.adminDashboard.adminDashboard')}
            </h1>
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800">
              {t('web.admin.adminDashboard.adminMode')}
            </span>
          </div>
          <Link to={paths.dashboard.href()} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('web.common.backToApp')}
          </Link>
        </div>
        <nav
          className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4"
          aria-label={t('web.admin.adminDashboard.admin')}
        >
          {TABS.map((each) => (
            <button
              key={each}
              type="button"
              aria-current={each === tab ? 'page' : undefined}
              onClick={() => setTab(each)}
              className={`border-b-2 px-3 py-2 text-sm font-semibold ${each === tab ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {TAB_LABELS[each]}
            </button>
          ))}
        </nav>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none">
        {tab === 'overview' && <AdminOverviewTab />}
        {tab === 'users' && <AdminUsersTab />}
        {tab === 'jobs' && <AdminJobsTab />}
        {(tab === 'companies' || tab === 'settings') && (
          <p className="text-slate-600">{t('web.admin.adminDashboard.comingSoon')}</p>
        )}
      </main>
    </div>
  );
}
