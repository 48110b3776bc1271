import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { Spinner } from '../../../components/ui/spinner';
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
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold">{t('web.common.jobs')}</h2>
      {jobs.isPending && <Spinner label={t('web.common.loading')} />}
      {jobs.isError && (
        <p className="text-red-700">{t('web.jobs.businessJobsSection.failedToLoadBusinessJobs')}</p>
      )}
      {jobs.data?.length === 0 && (
        <p className="text-slate-600">{t('web.jobs.businessJobsSection.noJobsFoundForThis')}</p>
      )}
      <div className={isOwner ? 'grid gap-4 md:grid-cols-2' : 'space-y-3'}>
        {jobs.data?.map((job) =>
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
    </section>
  );
}
