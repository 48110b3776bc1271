import { mayApplyAgain } from '@jobbel/shared/applications/apply-again';
import { isOpenJob } from '@jobbel/shared/jobs/job-open';
import { isSameDay } from 'date-fns';
import { Link, useNavigate, useParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useOwnApplicationTo } from '../../features/applications/api/get-my-applications';
import { ApplyButton } from '../../features/applications/components/apply-button';
import { OwnApplicationState } from '../../features/applications/components/own-application-state';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useBusinessesById } from '../../features/businesses/api/get-business';
import { FavouriteToggle } from '../../features/favourites/components/favourite-toggle';
import { useFavourites } from '../../features/favourites/favourites-store';
import { useJob } from '../../features/jobs/api/get-job';
import { ClosedJobNotice } from '../../features/jobs/components/closed-job-notice';
import { JobDetail } from '../../features/jobs/components/job-detail';
import { enrichJob } from '../../features/jobs/enrich-job';
import { nowAsApiDateTime, parseApiDateTime } from '../../lib/dates';
import { t } from '../../lib/i18n';

export function JobDetailRoute() {
  const navigate = useNavigate();
  const jobID = Number(useParams().id);
  const job = useJob(jobID);
  const profile = useCurrentUser();
  const isBusiness = profile.data?.account_type === 'business';
  const userID = profile.data?.user?.userID;
  const ownApplication = useOwnApplicationTo(isBusiness ? undefined : userID, jobID);
  const businesses = useBusinessesById(job.data ? [job.data.jobBusinessID] : []);
  const favourites = useFavourites(userID);

  if (job.isPending) return <Spinner label={t('web.common.loading')} />;
  if (job.isError) {
    return (
      <PageWrapper className="rounded-2xl bg-white p-10 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">{job.error.message}</h1>
        <Button className="mt-6" onClick={() => navigate(paths.dashboard.href())}>
          {t('web.common.backToDashboard')}
        </Button>
      </PageWrapper>
    );
  }

  const own = ownApplication.data ?? undefined;
  const open = isOpenJob(job.data, nowAsApiDateTime());
  const mayApply = own === undefined || mayApplyAgain(own.jobApplicationStatus);
  const business = businesses.get(job.data.jobBusinessID);
  const ownJob =
    isBusiness && business !== undefined && business.businessAccountID === profile.data?.account_id;
  const start = parseApiDateTime(job.data.jobStartDateTime);
  const shiftDay = start !== undefined && isSameDay(start, new Date());
  return (
    <PageWrapper>
      <JobDetail
        job={enrichJob(job.data, business)}
        actions={
          <>
            {own && !(open && mayApply) ? (
              <OwnApplicationState application={own} />
            ) : open ? (
              <ApplyButton
                key={own?.jobApplicationStatus ?? 'new'}
                jobID={jobID}
                userID={userID}
                accountType={profile.data?.account_type}
                earlier={own?.jobApplicationStatus}
                onNeedsLogin={() => navigate(paths.login.href())}
              />
            ) : (
              <ClosedJobNotice />
            )}
            {ownJob && shiftDay && (
              <Link
                to={paths.checkInScreen.href(jobID)}
                className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t('web.jobs.jobDetail.checkIn')}
              </Link>
            )}
            <FavouriteToggle
              active={favourites.isFavourite(jobID)}
              onToggle={() => void favourites.toggle(jobID)}
            />
            <Button variant="secondary" onClick={() => navigate(-1)}>
              {t('web.screens.jobDetail.back')}
            </Button>
          </>
        }
      />
    </PageWrapper>
  );
}
