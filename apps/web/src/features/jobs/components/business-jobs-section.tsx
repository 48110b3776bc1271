import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { Spinner } from '../../../components/ui/spinner';
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
