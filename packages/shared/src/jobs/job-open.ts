/**
 * A job is offered to workers while it is active and has not started: a started, ended or
 * filled job is neither listed on the dashboard nor open for applications. `now` is a Brussels
 * date-time as 'YYYY-MM-DD HH:MM:SS', the way jobs store their start.
 */
export function isOpenJob(job: { jobStatus: string; jobStartDateTime: string | null }, now: string): boolean {
  return job.jobStatus === 'active' && job.jobStartDateTime !== null && job.jobStartDateTime > now;
}

/** A business page's jobs: those still offered first, then the filled and past ones. */
export function splitOpenJobs<J extends { jobStatus: string; jobStartDateTime: string | null }>(
  jobs: readonly J[],
  now: string,
): { open: J[]; earlier: J[] } {
  const open: J[] = [];
  const earlier: J[] = [];
  for (const job of jobs) (isOpenJob(job, now) ? open : earlier).push(job);
  return { open, earlier };
}
