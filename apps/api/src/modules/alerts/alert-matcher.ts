import {
  DEFAULT_JOB_LOCATION,
  type HoursBucketValue,
  matchesHoursBucket,
} from '@jobbel/shared/jobs/job.constants';
import { isOpenJob } from '@jobbel/shared/jobs/job-open';
import { toSearchKey } from '@jobbel/shared/jobs/search-key';
import type { JobAlertsTable, JobRow } from '../../db/database';
import { distanceKm, findPlace } from '../places/places';

type AlertRow = Pick<
  JobAlertsTable,
  'alertSearch' | 'alertLocation' | 'alertRadiusKm' | 'alertJobType' | 'alertHours'
>;

/** Where an alert looks: a radius around its town when the town is known, else the town by name. */
function inArea(alert: AlertRow, job: JobRow): boolean {
  const town = alert.alertLocation || DEFAULT_JOB_LOCATION;
  const centre = alert.alertRadiusKm ? findPlace(town) : undefined;
  if (centre && alert.alertRadiusKm) {
    if (job.jobLatitude === null || job.jobLongitude === null) return false;
    return (
      distanceKm(centre, { latitude: job.jobLatitude, longitude: job.jobLongitude }) <= alert.alertRadiusKm
    );
  }
  return job.jobLocationKey === toSearchKey(town);
}

/**
 * Whether a job is one the alert's search would list on the dashboard: open, every word in title or
 * description, the area, the type and the hours (the filters of the job search).
 */
export function matchesAlert(alert: AlertRow, job: JobRow, now: string): boolean {
  if (!isOpenJob(job, now)) return false;
  const words = toSearchKey(alert.alertSearch ?? '')
    .split(' ')
    .filter(Boolean);
  if (!words.every((word) => job.jobSearchText.includes(word))) return false;
  if (alert.alertJobType && job.jobType !== alert.alertJobType) return false;
  if (!matchesHoursBucket(job.jobHours, alert.alertHours as HoursBucketValue)) return false;
  return inArea(alert, job);
}
