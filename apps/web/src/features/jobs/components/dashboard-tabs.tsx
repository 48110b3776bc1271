import { Link } from 'react-router';
import { t } from '../../../lib/i18n';

export type DashboardView = 'overview' | 'team' | 'dimona';

/** The employer dashboard's views: "Mijn team" and the Dimona one tap away, also on a phone. */
export function DashboardTabs({ view }: { view: DashboardView }) {
  const tab = (target: DashboardView, search: string) => (
    <Link
      to={{ search }}
      aria-current={view === target ? 'page' : undefined}
      className={`flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 text-sm font-semibold sm:flex-none ${
        view === target ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
      }`}
    >
      {t(`web.employer.dashboardTabs.${target}`)}
    </Link>
  );
  return (
    <nav
      aria-label={t('web.employer.dashboardTabs.label')}
      className="flex gap-1 rounded-xl bg-slate-100 p-1"
    >
      {tab('overview', '')}
      {tab('team', '?view=team')}
      {tab('dimona', '?view=dimona')}
    </nav>
  );
}
