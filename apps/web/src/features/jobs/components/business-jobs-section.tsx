import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { splitOpenJobs } from '@jobbel/shared/jobs/job-open';
import { Spinner } from '../../../components/ui/spinner';
import { nowAsApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useDeleteJobConfirmed } from '../use-delete-job-confirmed';
import { EmployerJobCard } from './employer-job-card';
import { PublicJobCard } from './public-job-card';

/** The jobs of a business page: managed cards for the owner, plain ones for everyone else. */
export function BusinessJobsSection({
  jobs,
  isOwner,
  applicationCounts,
  onShowApplicants,
}: {
  jobs: { data?: Job[]; isPending: boolean; isError: boolean };
  isOwner: boolean;
  applicationCounts: Map<number, number>;
  onShowApplicants: (job: Job) => void;
}) {
  const deleteJob = useDeleteJobConfirmed();
  const { open, earlier } = splitOpenJobs(jobs.data ?? [], nowAsApiDateTime());
  const cards = (list: Job[]) => (
    <div className={isOwner ? 'grid gap-4 md:grid-cols-2' : 'space-y-3'}>
      {list.map((job) =>
        isOwner ? (
          <EmployerJobCard
            key={job.jobID}
            job={job}
            applicationCount={applicationCounts.get(job.jobID) ?? 0}
            onShowApplicants={() => onShowApplicants(job)}
            onDelete={() => void deleteJob(job.jobID)}
          />
        ) : (
          <PublicJobCard key={job.jobID} job={job} />
        ),
      )}
    </div>
  );
  return (
    <section className="space-y-3" aria-labelledby="business-open-jobs">
      <h2 id="business-open-jobs" className="text-lg font-bold">
        {t('web.employer.businessJobsSection.title')}
      </h2>
      {jobs.isPending && <Spinner label={t('web.common.loading')} />}
      {jobs.isError && <p className="text-red-700">{t('web.employer.businessJobsSection.loadFailed')}</p>}
      {jobs.data?.length === 0 && (
        <p className="text-slate-600">{t('web.employer.businessJobsSection.none')}</p>
      )}
      {jobs.data && jobs.data.length > 0 && open.length === 0 && (
        <p className="text-slate-600">{t('web.employer.businessJobsSection.noOpenJobs')}</p>
      )}
      {cards(open)}
      {earlier.length > 0 && (
        <>
          <h2 className="pt-4 text-lg font-bold text-slate-700">
            {t('web.employer.businessJobsSection.earlierJobs')}
          </h2>
          {cards(earlier)}
        </>
      )}
    </section>
  );
}
