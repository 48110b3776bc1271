import type { Application } from './application.schemas';

/**
 * What a shift is planned on for the worker: the start and end she is booked on, with the
 * job's total hours, break and the wage; null once the job is gone. Planned hours and pay read it.
 */
export function bookedPlanOf(application: Application) {
  if (!application.job) return null;
  return {
    jobStartDateTime: application.jobStartDateTime,
    jobEndDateTime: application.jobEndDateTime,
    jobHours: application.job.jobHours,
    jobBreakMinutes: application.job.jobBreakMinutes,
    jobWagePerHour: application.jobWagePerHour,
  };
}
