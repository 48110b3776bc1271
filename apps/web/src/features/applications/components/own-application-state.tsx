import type { Application, ApplicationStatus } from '@jobbel/shared/applications/application.schemas';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

const STATES: Record<Exclude<ApplicationStatus, 'pending'>, () => string> = {
  invited: () => t('web.applications.ownApplication.invited'),
  accepted: () => t('web.applications.ownApplication.accepted'),
  rejected: () => t('web.applications.ownApplication.rejected'),
  withdrawn: () => t('web.applications.ownApplication.withdrawn'),
  cancelled: () => t('web.applications.ownApplication.cancelled'),
  noShow: () => t('web.applications.ownApplication.noShow'),
  completed: () => t('web.applications.ownApplication.completed'),
};

/** On a job's page, where the worker stands with it: the true state of their own application. */
export function OwnApplicationState({ application }: { application: Application }) {
  const status = application.jobApplicationStatus;
  if (status === 'pending') return <Button disabled>{t('web.applications.applyButton.submitted')}</Button>;
  return (
    <div
      role="status"
      data-testid="own-application"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800"
    >
      <span className="font-semibold">{STATES[status]()}</span>
      <Link
        to={paths.myApplications.href()}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
      >
        {t('web.applications.ownApplication.toMyApplications')}
      </Link>
    </div>
  );
}
