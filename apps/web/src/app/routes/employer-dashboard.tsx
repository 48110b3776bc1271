import { awaitsBusinessHours } from '@jobbel/shared/shifts/shift-rules';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { TodoList } from '../../components/todo-list';
import { Spinner } from '../../components/ui/spinner';
import { WorkerRecordLine } from '../../components/worker-record-line';
import { useApplicationsOfJobs } from '../../features/applications/api/job-applications';
import { ApplicantsDialog } from '../../features/applications/components/applicants-dialog';
import { employerTodo } from '../../features/applications/employer-todo';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useBusinessByAccount } from '../../features/businesses/api/get-business-by-account';
import { useDimonaTasks } from '../../features/engagements/api/dimona';
import { DimonaPanel } from '../../features/engagements/components/dimona-panel';
import { ExportsPanel } from '../../features/engagements/components/exports-panel';
import { dimonaTodo } from '../../features/engagements/dimona-todo';
import {
  useBusinessJobPages,
  useEmployerStats,
  useJobsOfTodayAndTomorrow,
  useJobsWaitingForBusiness,
  useOpenJobsOfBusiness,
} from '../../features/jobs/api/get-business-jobs';
import { DashboardTabs } from '../../features/jobs/components/dashboard-tabs';
import {
  EmployerDashboardHeader,
  EmployerJobsErrorPanel,
  NoBusinessProfilePanel,
  NotABusinessPanel,
} from '../../features/jobs/components/employer-dashboard-states';
import { EmployerJobs } from '../../features/jobs/components/employer-jobs';
import { TodayAndTomorrow } from '../../features/jobs/components/today-and-tomorrow';
import { useApplicantsOf } from '../../features/jobs/use-applicants-of';
import { useEmployerFilters } from '../../features/jobs/use-employer-filters';
import { useJobsFoundToast } from '../../features/jobs/use-jobs-found-toast';
import { useWaitingConversations } from '../../features/messages/api/messages';
import { unreadTodo } from '../../features/messages/unread-todo';
import { TeamSection } from '../../features/team/components/team-section';
import { nowAsApiDateTime } from '../../lib/dates';
import { t } from '../../lib/i18n';
import { renderAcceptChoice } from '../compositions/accept-choice';
import { renderApplicantShift } from '../compositions/applicant-shift';

const countBy = (jobIDs: number[], count: (jobID: number) => number) =>
  new Map(jobIDs.map((jobID) => [jobID, count(jobID)]));

/**
 * spec 001 §2: My Posted Jobs, opening with the shifts of today and tomorrow and what waits
 * for the business; "Mijn team" is the second view.
 */
export function EmployerDashboardRoute() {
  const [search] = useSearchParams();
  const requested = search.get('view');
  const view = requested === 'team' || requested === 'dimona' ? requested : 'overview';
  const profile = useCurrentUser();
  const isBusiness = profile.data?.account_type === 'business';
  const business = useBusinessByAccount(isBusiness ? profile.data?.account_id : undefined);
  const businessID = business.data?.businessID;
  const filters = useEmployerFilters();
  const pages = useBusinessJobPages(businessID, filters.applied);
  const stats = useEmployerStats(businessID);
  const listed = useMemo(() => pages.data?.pages.flatMap((page) => page.data) ?? [], [pages.data]);
  const shifts = useJobsOfTodayAndTomorrow(businessID);
  const waiting = useJobsWaitingForBusiness(Boolean(business.data));
  const openJobs = useOpenJobsOfBusiness(view === 'team' ? businessID : undefined);
  const jobIDs = listed.map((job) => job.jobID);
  const waitingJobs = waiting.data ?? [];
  const applicationsOf = useApplicationsOfJobs([
    ...new Set([...jobIDs, ...[...(shifts.data ?? []), ...waitingJobs].map((job) => job.jobID)]),
  ]);
  const counts = countBy(jobIDs, (jobID) => applicationsOf(jobID).length);
  const hoursToApprove = countBy(jobIDs, (jobID) => applicationsOf(jobID).filter(awaitsBusinessHours).length);
  const hoursWaiting = waitingJobs.reduce(
    (sum, job) => sum + applicationsOf(job.jobID).filter(awaitsBusinessHours).length,
    0,
  );
  const conversations = useWaitingConversations();
  const dimona = useDimonaTasks(Boolean(business.data));
  const bookedOn = (jobID: number) =>
    applicationsOf(jobID)
      .filter((application) => application.jobApplicationStatus === 'accepted' && application.applicant)
      .map((application) => `${application.applicant!.userFirstName} ${application.applicant!.userLastName}`);
  // the jobs a notice's link can open: one changed list of them would open the closed dialog again
  const linkable = useMemo(() => [...listed, ...(waiting.data ?? [])], [listed, waiting.data]);
  const applicants = useApplicantsOf(linkable);
  useJobsFoundToast(stats.data?.totalJobs);

  let content: React.ReactNode;
  if (!isBusiness) content = <NotABusinessPanel />;
  else if (business.isPending || (business.data && pages.isPending))
    content = <Spinner label={t('web.common.loading')} />;
  else if (business.data === null) content = <NoBusinessProfilePanel />;
  else if (business.isError || pages.isError)
    content = <EmployerJobsErrorPanel message={pages.error?.message} onRetry={() => void pages.refetch()} />;
  else if (view === 'dimona')
    content = (
      <div className="space-y-4">
        <DimonaPanel />
        <ExportsPanel />
      </div>
    );
  else if (view === 'team')
    content = (
      <TeamSection
        openJobs={openJobs.data ?? []}
        renderRecord={(record) => <WorkerRecordLine record={record} />}
      />
    );
  else
    content = (
      <>
        <div className="grid gap-4 lg:grid-cols-2">
          <TodayAndTomorrow jobs={shifts.data ?? []} bookedOn={bookedOn} />
          <TodoList
            items={[
              ...employerTodo(waitingJobs, applicationsOf, nowAsApiDateTime()),
              ...dimonaTodo(dimona.data ?? []),
              ...unreadTodo(conversations.data?.data ?? []),
            ]}
          />
        </div>
        <EmployerJobs
          jobs={listed}
          stats={stats.data}
          filters={filters}
          applicationCounts={counts}
          hoursToApprove={hoursToApprove}
          hoursWaiting={hoursWaiting}
          more={{
            exists: pages.hasNextPage,
            loading: pages.isFetchingNextPage,
            load: () => void pages.fetchNextPage(),
          }}
          onShowApplicants={applicants.show}
        />
      </>
    );

  return (
    <PageWrapper className="space-y-6">
      <EmployerDashboardHeader canPost={isBusiness && Boolean(business.data)} />
      {isBusiness && business.data && <DashboardTabs view={view} />}
      {content}
      {applicants.shown && (
        <ApplicantsDialog
          job={applicants.shown}
          onClose={applicants.close}
          renderShift={renderApplicantShift}
          renderAccept={renderAcceptChoice}
        />
      )}
    </PageWrapper>
  );
}
