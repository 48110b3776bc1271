import { isOpenJob } from '@jobbel/shared/jobs/job-open';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { Spinner } from '../../components/ui/spinner';
import { WorkerRecordLine } from '../../components/worker-record-line';
import { useApplicationCounts, useHoursToApprove } from '../../features/applications/api/job-applications';
import { ApplicantsDialog } from '../../features/applications/components/applicants-dialog';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useBusinessByAccount } from '../../features/businesses/api/get-business-by-account';
import { useBusinessJobs } from '../../features/jobs/api/get-business-jobs';
import {
  EmployerDashboardHeader,
  EmployerJobsErrorPanel,
  NoBusinessProfilePanel,
  NotABusinessPanel,
} from '../../features/jobs/components/employer-dashboard-states';
import { EmployerJobs } from '../../features/jobs/components/employer-jobs';
import { useApplicantsOf } from '../../features/jobs/use-applicants-of';
import { useJobsFoundToast } from '../../features/jobs/use-jobs-found-toast';
import { TeamSection } from '../../features/team/components/team-section';
import { nowAsApiDateTime } from '../../lib/dates';
import { t } from '../../lib/i18n';
import { renderApplicantShift } from '../compositions/applicant-shift';

/** spec 001 §2: My Posted Jobs. */
export function EmployerDashboardRoute() {
  const profile = useCurrentUser();
  const isBusiness = profile.data?.account_type === 'business';
  const business = useBusinessByAccount(isBusiness ? profile.data?.account_id : undefined);
  const jobs = useBusinessJobs(business.data?.businessID, 'asc');
  const jobIDs = (jobs.data ?? []).map((job) => job.jobID);
  const counts = useApplicationCounts(jobIDs);
  const hoursToApprove = useHoursToApprove(jobIDs);
  const applicants = useApplicantsOf(jobs.data);
  useJobsFoundToast(jobs.data);

  let content: React.ReactNode;
  if (!isBusiness) content = <NotABusinessPanel />;
  else if (business.isPending || (business.data && jobs.isPending))
    content = <Spinner label={t('web.common.loading')} />;
  else if (business.data === null) content = <NoBusinessProfilePanel />;
  else if (business.isError || jobs.isError)
    content = <EmployerJobsErrorPanel message={jobs.error?.message} onRetry={() => void jobs.refetch()} />;
  else
    content = (
      <>
        <EmployerJobs
          jobs={jobs.data ?? []}
          applicationCounts={counts}
          hoursToApprove={hoursToApprove}
          onShowApplicants={applicants.show}
        />
        <TeamSection
          openJobs={(jobs.data ?? []).filter((job) => isOpenJob(job, nowAsApiDateTime()))}
          renderRecord={(record) => <WorkerRecordLine record={record} />}
        />
      </>
    );

  return (
    <PageWrapper className="space-y-6">
      <EmployerDashboardHeader canPost={isBusiness && Boolean(business.data)} />
      {content}
      {applicants.shown && (
        <ApplicantsDialog
          job={applicants.shown}
          onClose={applicants.close}
          renderShift={renderApplicantShift}
        />
      )}
    </PageWrapper>
  );
}
