import { bookedTotalHours } from '../shifts/booked-terms';
import type { Application } from './application.schemas';

/**
 * What a shift is planned on for the worker: the start, end, break and wage she is booked on, with the
 * job's total hours while they are hers; null once the job is gone. Planned hours and pay read it.
 */
export function bookedPlanOf(application: Application) {
  if (!application.job) return null;
  return {
    jobStartDateTime: application.jobStartDateTime,
    jobEndDateTime: application.jobEndDateTime,
    jobHours: bookedTotalHours(
      application.jobApplicationStatus === 'accepted' ? application.jobApplicationAgreedTerms : null,
      application.job,
    ),
    jobBreakMinutes: application.jobBreakMinutes,
    jobWagePerHour: application.jobWagePerHour,
  };
}
