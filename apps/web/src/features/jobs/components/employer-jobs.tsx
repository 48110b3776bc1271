import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { linkButton, Panel } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import type { employerStats } from '../employer-filters';
import { useDeleteJobConfirmed } from '../use-delete-job-confirmed';
import type { EmployerFiltersState } from '../use-employer-filters';
import { EmployerJobCard } from './employer-job-card';
import { EmployerJobFilters } from './employer-job-filters';
import { EmployerStats } from './employer-stats';

interface EmployerJobsProps {
  /** the pages loaded so far, in start order, as the filters ask */
  jobs: Job[];
  /** undefined while they are counted */
  stats: ReturnType<typeof employerStats> | undefined;
  filters: EmployerFiltersState;
  applicationCounts: Map<number, number>;
  hoursToApprove: Map<number, number>;
  /** hours waiting in all the business's shifts, also those on pages not loaded */
  hoursWaiting: number;
  more: { exists: boolean; loading: boolean; load: () => void };
  onShowApplicants: (job: Job) => void;
}

/** The loaded My Posted Jobs: stats, filters and the job cards, a page at a time (spec 001 §2). */
export function EmployerJobs({
  jobs,
  stats,
  filters,
  applicationCounts,
  hoursToApprove,
  hoursWaiting,
  more,
  onShowApplicants,
}: EmployerJobsProps) {
  const deleteJob = useDeleteJobConfirmed();
  const filtered = Object.values(filters.applied).some(Boolean);
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
      <EmployerStats stats={stats} />
      <EmployerJobFilters filters={filters} />
      {jobs.length === 0 && !filtered ? (
        <Panel title={t('web.employer.employerJobs.noJobsPostedYet')}>
          <Link to={paths.jobCreate.href()} className={linkButton}>
            {t('web.employer.employerJobs.postYourFirstJob')}
          </Link>
        </Panel>
      ) : jobs.length === 0 ? (
        <Panel title={t('web.employer.employerJobs.noJobsMatchYourFilters')}>
          <Button variant="secondary" onClick={filters.clear}>
            {t('web.employer.employerJobs.clearFilters')}
          </Button>
        </Panel>
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {jobs.map((job) => (
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
          {more.exists && (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={more.load} disabled={more.loading}>
                {more.loading ? t('web.common.loading') : t('web.employer.employerJobs.moreJobs')}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
