import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { linkButton, Panel, secondaryLink } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

export function EmployerDashboardHeader({ canPost }: { canPost: boolean }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-extrabold text-slate-900">{t('web.common.myPostedJobs')}</h1>
        <p className="text-slate-600">{t('web.employer.employerDashboardStates.subtitle')}</p>
      </div>
      {canPost && (
        <Link to={paths.jobCreate.href()} className={linkButton}>
          {t('web.common.postNewJob')}
        </Link>
      )}
    </div>
  );
}

export function NotABusinessPanel() {
  return (
    <Panel title={t('web.common.accessDenied')} text={t('web.employer.employerDashboardStates.businessOnly')}>
      <Link to={paths.dashboard.href()} className={secondaryLink}>
        {t('web.employer.employerDashboardStates.goToDashboard')}
      </Link>
      <Link to={paths.register.href('employer')} className={linkButton}>
        {t('web.employer.employerDashboardStates.registerAsEmployer')}
      </Link>
    </Panel>
  );
}

/** A job edit form opened by someone other than the business that posted the job. */
export function NotYourJobPanel({ jobID }: { jobID: number }) {
  return (
    <Panel title={t('web.common.accessDenied')} text={t('web.employer.employerDashboardStates.notYourJob')}>
      <Link to={paths.job.href(jobID)} className={secondaryLink}>
        {t('web.employer.employerDashboardStates.viewJob')}
      </Link>
      <Link to={paths.dashboard.href()} className={linkButton}>
        {t('web.employer.employerDashboardStates.goToDashboard')}
      </Link>
    </Panel>
  );
}

export function NoBusinessProfilePanel() {
  return (
    <Panel
      title={t('web.employer.employerDashboardStates.noBusinessTitle')}
      text={t('web.employer.employerDashboardStates.noBusinessText')}
    >
      <Link to={paths.settings.href('businessProfile')} className={linkButton}>
        {t('web.common.createBusinessProfile')}
      </Link>
    </Panel>
  );
}

export function EmployerJobsErrorPanel({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Panel
      title={t('web.common.somethingWentWrong')}
      text={message || t('web.employer.employerDashboardStates.loadFailed')}
    >
      <Button onClick={onRetry}>{t('web.employer.employerDashboardStates.tryAgain')}</Button>
      <Link to={paths.settings.href('businessProfile')} className={secondaryLink}>
        {t('web.employer.employerDashboardStates.goToBusinessSettings')}
      </Link>
    </Panel>
  );
}
