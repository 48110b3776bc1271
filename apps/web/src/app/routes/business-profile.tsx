import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useApplicationCounts } from '../../features/applications/api/job-applications';
import { ApplicantsDialog } from '../../features/applications/components/applicants-dialog';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useBusinessByAccount } from '../../features/businesses/api/get-business-by-account';
import {
  BusinessAbout,
  BusinessNotFound,
  BusinessSidebar,
  BusinessStats,
} from '../../features/businesses/components/business-details';
import { BusinessHeader } from '../../features/businesses/components/business-header';
import { useBusinessJobs } from '../../features/jobs/api/get-business-jobs';
import { BusinessJobsSection } from '../../features/jobs/components/business-jobs-section';
import { ReviewsSection } from '../../features/shifts/components/reviews-section';
import { t } from '../../lib/i18n';
import { renderAcceptChoice } from '../compositions/accept-choice';
import { renderApplicantShift } from '../compositions/applicant-shift';

// spec 001 §9: the business page lists 20 jobs, newest start first
const BUSINESS_PAGE_JOBS = 20;

/** spec 001 §2: /business/{accountId}; without an id, the viewer's own business. */
export function BusinessProfileRoute() {
  const { accountId } = useParams();
  const profile = useCurrentUser();
  const accountID = accountId ? Number(accountId) : undefined;
  const business = useBusinessByAccount(accountID);
  const jobs = useBusinessJobs(business.data?.businessID, 'desc', BUSINESS_PAGE_JOBS);
  const isOwner = profile.data?.account_id !== undefined && profile.data.account_id === accountID;
  const counts = useApplicationCounts(isOwner ? (jobs.data ?? []).map((job) => job.jobID) : []);
  const [applicantsOf, setApplicantsOf] = useState<Job | null>(null);

  if (accountID === undefined) {
    if (profile.isPending) return <Spinner label={t('web.common.loading')} />;
    const own = profile.data?.account_id;
    return <Navigate to={own ? paths.business.href(own) : paths.dashboard.href()} replace />;
  }
  if (business.isPending) return <Spinner label={t('web.common.loading')} />;
  if (business.isError)
    return (
      <p className="rounded-2xl bg-white p-10 text-center text-red-700 shadow-sm">
        {t('web.common.failedToLoadBusinessProfile')}
      </p>
    );
  if (!business.data) return <BusinessNotFound isOwner={isOwner} />;

  return (
    <PageWrapper className="space-y-6">
      <BusinessHeader business={business.data} isOwner={isOwner} />
      <BusinessStats business={business.data} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <BusinessAbout business={business.data} />
          <BusinessJobsSection
            jobs={jobs}
            isOwner={isOwner}
            applicationCounts={counts}
            onShowApplicants={setApplicantsOf}
          />
          <ReviewsSection subject={{ businessID: business.data.businessID }} />
        </div>
        <BusinessSidebar business={business.data} />
      </div>
      {applicantsOf && (
        <ApplicantsDialog
          job={applicantsOf}
          onClose={() => setApplicantsOf(null)}
          renderShift={renderApplicantShift}
          renderAccept={renderAcceptChoice}
        />
      )}
    </PageWrapper>
  );
}
