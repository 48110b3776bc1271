/**
 * A job is offered to workers while it is active and has not started (issue 14): a started, ended or
 * filled job is neither listed on the dashboard nor open for applications. `now` is a Brussels
 * date-time as 'YYYY-MM-DD HH:MM:SS', the way jobs store their start.
 */
export function isOpenJob(job: { jobStatus: string; jobStartDateTime: string | null }, now: string): boolean {
  return job.jobStatus === 'active' && job.jobStartDateTime !== null && job.jobStartDateTime > now;
}
