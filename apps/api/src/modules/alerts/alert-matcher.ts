import { type HoursBucketValue, hoursFilterOf } from '@jobbel/shared/jobs/job.constants';
import type { JobAlertsTable } from '../../db/database';
import { type JobConditions, jobConditionsOf } from '../job-search/job-conditions';

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

/** The conditions a job meets when the alert's search would list it on the dashboard (job-conditions.ts). */
export function alertConditionsOf(alert: AlertRow): JobConditions {
  return jobConditionsOf(filtersOf(alert));
}
