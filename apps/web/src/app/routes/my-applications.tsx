import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { showToast } from '../../components/toast/toast-store';
import { MoreButton } from '../../components/ui/more-button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useApplicationPages } from '../../features/applications/api/get-my-applications';
import { useWithdrawApplication } from '../../features/applications/api/withdraw-application';
import { ApplicationCard } from '../../features/applications/components/application-card';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { WorkerEngagementNote } from '../../features/engagements/components/worker-engagement-note';
import { MessagesToggle } from '../../features/messages/components/messages-toggle';
import { t } from '../../lib/i18n';
import { WorkerShift } from '../compositions/worker-shift';

function Notice({ title, text }: { title: string; text?: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {text && <p className="mt-1 text-sm text-slate-600">{text}</p>}
      <Link
        to={paths.dashboard.href()}
        className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('web.applications.myApplications.toJobs')}
      </Link>
    </div>
  );
}

/** spec 001 §2: My Job Applications. */
export function MyApplicationsRoute() {
  const profile = useCurrentUser();
  const isBusiness = profile.data?.account_type === 'business';
  const userID = profile.data?.user?.userID;
  const hasInsz = Boolean(profile.data?.user?.userNationalRegisterNumber);
  const applications = useApplicationPages(isBusiness ? undefined : userID);
  const withdraw = useWithdrawApplication();

  // how many there are in all, told once the first page is in (and again when the list is asked anew)
  const total = applications.data?.pages[0]?.total;
  useEffect(() => {
    if (total === undefined) return;
    if (total === 0) showToast({ type: 'info', message: t('web.applications.myApplications.noneFound') });
    else
      showToast({
        type: 'success',
        message: t('web.applications.myApplications.applicationCount', { count: total }),
      });
  }, [total]);
  const shown = applications.data?.pages.flatMap((page) => page.data) ?? [];

  let content: React.ReactNode;
  if (isBusiness) content = <Notice title={t('web.applications.myApplications.businessCannotView')} />;
  else if (userID === undefined)
    content = <Notice title={t('web.applications.myApplications.signInFirst')} />;
  else if (applications.isPending) content = <Spinner label={t('web.common.loading')} />;
  else if (applications.isError) content = <Notice title={t('web.applications.myApplications.loadFailed')} />;
  else if (shown.length === 0) {
    content = (
      <Notice
        title={t('web.applications.myApplications.none')}
        text={t('web.applications.myApplications.noneHint')}
      />
    );
  } else {
    content = (
      <div className="grid gap-6 md:grid-cols-2">
        {shown.map((application) => (
          <ApplicationCard
            key={application.jobApplicationID}
            application={application}
            withdrawing={withdraw.isPending}
            onWithdraw={() => withdraw.mutate(application.jobApplicationID)}
          >
            <WorkerEngagementNote application={application} hasInsz={hasInsz} />
            <WorkerShift application={application} onChanged={() => applications.refetch()} />
            <MessagesToggle applicationID={application.jobApplicationID} canStart={false} />
          </ApplicationCard>
        ))}
        <MoreButton
          list={applications}
          label={t('web.applications.myApplications.more')}
          className="md:col-span-2 md:justify-self-center"
        />
      </div>
    );
  }

  return (
    <PageWrapper className="space-y-6">
      <h1 className="text-3xl font-extrabold text-slate-900">
        {t('web.applications.myApplications.myJobApplications')}
      </h1>
      {content}
    </PageWrapper>
  );
}
