import { type HoursBucketValue, hoursFilterOf } from '@jobbel/shared/jobs/job.constants';
import type { JobAlertsTable } from '../../db/database';
import {
  type JobConditions,
  jobConditionsOf,
  type MatchableJob,
  matchesConditions,
} from '../job-search/job-conditions';

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

/**
 * The ids of the jobs each alert finds among `jobs` at `now`. Alerts that save the same search find
 * the same jobs, so each search is turned into conditions and held against the jobs once per matcher:
 * done again for every alert, every minute, that was half of the matching's time on the thread that
 * answers requests (docs/decisions/national-scale.md).
 */
export function createAlertMatcher(
  jobs: (MatchableJob & { jobID: number })[],
  now: string,
): (alert: AlertRow) => number[] {
  const jobsFoundBy = new Map<string, number[]>();
  return (alert) => {
    const filters = filtersOf(alert);
    const search = JSON.stringify(filters);
    let found = jobsFoundBy.get(search);
    if (found === undefined) {
      const conditions = jobConditionsOf(filters);
      found = jobs.filter((job) => matchesConditions(conditions, job, now)).map((job) => job.jobID);
      jobsFoundBy.set(search, found);
    }
    return found;
  };
}
