import { type HoursBucketValue, hoursFilterOf } from '@jobbel/shared/jobs/job.constants';
import type { JobAlertsTable } from '../../db/database';
import { jobConditionsOf, type MatchableJob, matchesConditions } from '../job-search/job-conditions';

type AlertRow = Pick<
  JobAlertsTable,
  'alertSearch' | 'alertLocation' | 'alertRadiusKm' | 'alertJobType' | 'alertHours'
>;

/** An alert's saved search as the filters of the job list it was saved from. */
function filtersOf(alert: AlertRow) {
  return {
    search: alert.alertSearch || undefined,
    jobLocation: alert.alertLocation || undefined,
    radiusKm: alert.alertRadiusKm ?? undefined,
    jobType: alert.alertJobType || undefined,
    ...hoursFilterOf(alert.alertHours as HoursBucketValue),
  };
}

/** Whether a job is one the alert's search would list on the dashboard now (job-conditions.ts). */
export function matchesAlert(alert: AlertRow, job: MatchableJob, now: string): boolean {
  return matchesConditions(jobConditionsOf(filtersOf(alert)), job, now);
}
