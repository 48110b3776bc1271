import { DAY_NAMES } from '@jobbel/shared/businesses/business.schemas';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useApplicationCounts } from '../../features/applications/api/job-applications';
import { ApplicantsDialog } from '../../features/applications/components/applicants-dialog';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { useBusinessHours } from '../../features/businesses/api/business-hours';
import { useBusinessByAccount } from '../../features/businesses/api/get-business-by-account';
import { useBusinessJobs } from '../../features/jobs/api/get-business-jobs';
import { EmployerJobCard } from '../../features/jobs/components/employer-job-card';
import { formatDutch, parseApiDateTime } from '../../lib/dates';
import { mediaUrl, stockImage } from '../../lib/media-url';
import { useDeleteJobWithConfirm } from './use-delete-job-with-confirm';

// spec 001 §9: the business page lists 20 jobs, newest start first
const BUSINESS_PAGE_JOBS = 20;
const linkButton = 'rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800';

function OpeningHours({ businessID }: { businessID: number }) {
  const hours = useBusinessHours(businessID);
  return (
    <dl className="space-y-1 text-sm">
      {DAY_NAMES.map((day, index) => {
        const slots = (hours.data ?? []).filter((hour) => hour.dayOfWeek === index + 1);
        return (
          <div key={day} className="flex justify-between gap-4">
            <dt className="text-slate-600">{day}</dt>
            <dd className="text-right font-medium text-slate-900">
              {slots.length === 0
                ? 'Gesloten'
                : slots
                    .map((slot) => `${slot.openTime.slice(0, 5)}–${slot.closeTime.slice(0, 5)}`)
                    .join(', ')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function PublicJobCard({ job }: { job: Job }) {
  const start = parseApiDateTime(job.jobStartDateTime);
  return (
    <article
      className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="business-job"
    >
      <div>
        <h3 className="font-semibold text-slate-900">{job.jobTitle}</h3>
        <p className="text-sm text-slate-600">
          {job.jobLocation} · {start ? formatDutch(start, 'd MMM yyyy') : 'Date TBD'}
        </p>
      </div>
      <Link
        to={paths.job.href(job.jobID)}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
      >
        View
      </Link>
    </article>
  );
}

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
  const deleteJob = useDeleteJobWithConfirm();

  if (accountID === undefined) {
    if (profile.isPending) return <Spinner label="Loading..." />;
    return (
      <Navigate
        to={profile.data?.account_id ? paths.business.href(profile.data.account_id) : paths.dashboard.href()}
        replace
      />
    );
  }
  if (business.isPending) return <Spinner label="Loading..." />;
  if (business.isError)
    return (
      <p className="rounded-2xl bg-white p-10 text-center text-red-700 shadow-sm">
        Failed to load business profile
      </p>
    );
  if (!business.data) {
    return (
      <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">Business profile not found</h1>
        {isOwner && (
          <Link to={paths.settings.href('businessProfile')} className={`mt-5 inline-block ${linkButton}`}>
            Create Business Profile
          </Link>
        )}
      </div>
    );
  }

  const info = business.data;
  const memberSince = parseApiDateTime(info.created_at);
  const stats = info.businessStats;
  return (
    <PageWrapper className="space-y-6">
      <section className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
        <img
          src={mediaUrl(info.businessCoverPicture) ?? stockImage(info.businessID)}
          alt=""
          className="h-48 w-full object-cover sm:h-64"
        />
        <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-end">
          <img
            src={mediaUrl(info.businessAvatar) ?? stockImage(info.businessID + 1)}
            alt={`Logo van ${info.businessName}`}
            className="-mt-16 h-24 w-24 rounded-2xl border-4 border-white object-cover shadow"
          />
          <div className="flex-1">
            <h1 className="text-3xl font-extrabold text-slate-900">{info.businessName}</h1>
            <p className="text-slate-600">
              {info.businessCategory} · {info.businessCity ?? 'Gent'}
              {memberSince && ` · Lid sinds ${formatDutch(memberSince, 'MMMM yyyy')}`}
            </p>
          </div>
          {isOwner && (
            <div className="flex gap-2">
              <Link to={paths.jobCreate.href()} className={linkButton}>
                Post New Job
              </Link>
              <Link
                to={paths.settings.href('businessProfile')}
                className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              >
                Settings
              </Link>
            </div>
          )}
        </div>
      </section>
      <dl className="grid grid-cols-2 gap-4">
        <div className="rounded-2xl border border-slate-200 bg-white p-5">
          <dt className="text-sm text-slate-500">Jobs geplaatst</dt>
          <dd className="text-3xl font-extrabold">{stats?.jobsPosted ?? 0}</dd>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5">
          <dt className="text-sm text-slate-500">Sollicitaties ontvangen</dt>
          <dd className="text-3xl font-extrabold">{stats?.applicationsReceived ?? 0}</dd>
        </div>
      </dl>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="mb-2 text-lg font-bold">Over ons</h2>
            <p className="whitespace-pre-line text-slate-700">
              {info.businessDescription || 'Nog geen beschrijving.'}
            </p>
          </section>
          <section className="space-y-3">
            <h2 className="text-lg font-bold">Jobs</h2>
            {jobs.isPending && <Spinner label="Loading..." />}
            {jobs.isError && <p className="text-red-700">Failed to load business jobs data</p>}
            {jobs.data?.length === 0 && <p className="text-slate-600">No jobs found for this business</p>}
            <div className={isOwner ? 'grid gap-4 md:grid-cols-2' : 'space-y-3'}>
              {jobs.data?.map((job) =>
                isOwner ? (
                  <EmployerJobCard
                    key={job.jobID}
                    job={job}
                    applicationCount={counts.get(job.jobID) ?? 0}
                    onShowApplicants={() => setApplicantsOf(job)}
                    onDelete={() => void deleteJob(job.jobID)}
                  />
                ) : (
                  <PublicJobCard key={job.jobID} job={job} />
                ),
              )}
            </div>
          </section>
          <section className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="mb-2 text-lg font-bold">Reviews</h2>
            <p className="text-slate-600">Nog geen reviews.</p>
          </section>
        </div>
        <aside className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="mb-3 text-lg font-bold">Openingsuren</h2>
            <OpeningHours businessID={info.businessID} />
          </section>
          <section className="space-y-2 rounded-2xl border border-slate-200 bg-white p-6 text-sm">
            <h2 className="mb-1 text-lg font-bold">Contact</h2>
            <p>
              {info.businessStreet} {info.businessNumber}, {info.businessZipCode} {info.businessCity}
            </p>
            {info.businessPhone && <p>{info.businessPhone}</p>}
            {info.businessWebsite && (
              <a
                href={info.businessWebsite}
                rel="noreferrer noopener"
                target="_blank"
                className="text-brand-700 hover:underline"
              >
                {info.businessWebsite}
              </a>
            )}
          </section>
        </aside>
      </div>
      {applicantsOf && <ApplicantsDialog job={applicantsOf} onClose={() => setApplicantsOf(null)} />}
    </PageWrapper>
  );
}
