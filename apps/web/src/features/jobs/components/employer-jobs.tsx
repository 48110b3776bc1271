import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { linkButton, Panel } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { employerStats, filterEmployerJobs } from '../employer-filters';
import { useDeleteJobConfirmed } from '../use-delete-job-confirmed';
import { useEmployerFilters } from '../use-employer-filters';
import { EmployerJobCard } from './employer-job-card';
import { EmployerJobFilters } from './employer-job-filters';
import { EmployerStats } from './employer-stats';

/** The loaded My Posted Jobs: stats, filters and the job cards (spec 001 §2). */
export function EmployerJobs({
  jobs,
  applicationCounts,
  hoursToApprove,
  onShowApplicants,
}: {
  jobs: Job[];
  applicationCounts: Map<number, number>;
  hoursToApprove: Map<number, number>;
  onShowApplicants: (job: Job) => void;
}) {
  const filters = useEmployerFilters();
  const deleteJob = useDeleteJobConfirmed();
  const visible = filterEmployerJobs(jobs, filters.applied);
  const hoursWaiting = [...hoursToApprove.values()].reduce((sum, count) => sum + count, 0);
  return (
    <>
      {hoursWaiting > 0 && (
        <p
          role="status"
          data-testid="hours-to-approve-total"
          className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
        >
          {t('web.employer.employerJobs.hoursToApprove', { count: hoursWaiting })}
        </p>
      )}
      <EmployerStats stats={employerStats(jobs, applicationCounts)} />
      <EmployerJobFilters filters={filters} />
      {jobs.length === 0 ? (
        <Panel title={t('web.employer.employerJobs.noJobsPostedYet')}>
          <Link to={paths.jobCreate.href()} className={linkButton}>
            {t('web.employer.employerJobs.postYourFirstJob')}
          </Link>
        </Panel>
      ) : visible.length === 0 ? (
        <Panel title={t('web.employer.employerJobs.noJobsMatchYourFilters')}>
          <Button variant="secondary" onClick={filters.clear}>
            {t('web.employer.employerJobs.clearFilters')}
          </Button>
        </Panel>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((job) => (
            <EmployerJobCard
              key={job.jobID}
              job={job}
              applicationCount={applicationCounts.get(job.jobID) ?? 0}
              hoursToApprove={hoursToApprove.get(job.jobID)}
              onShowApplicants={() => onShowApplicants(job)}
              onDelete={() => void deleteJob(job.jobID)}
            />
          ))}
        </div>
      )}
    </>
  );
}
