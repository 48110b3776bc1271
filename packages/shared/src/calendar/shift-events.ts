import { applicantsLink, jobPageLink } from '../app/links';
import { formatEuro } from '../app/money';
import type { Application } from '../applications/application.schemas';
import { DEFAULT_LOCALE, type Language } from '../i18n/locales';
import type { Job } from '../jobs/job.schemas';
import { placeOfWork } from '../jobs/place-of-work';
import { addHours } from '../shifts/shift-rules';
import type { IcsEvent } from './ics';

/** The words an event needs, from the reader's catalogue: the API's for the feed, the web's for the download. */
export interface ShiftEventLabels {
  pending: string;
  completed: string;
  perHour: (wage: string) => string;
}

/** A shift without an end lasts its hours, or four when those are not given either. */
const DEFAULT_SHIFT_HOURS = 4;

const IN_CALENDAR: Partial<Record<Application['jobApplicationStatus'], keyof ShiftEventLabels | null>> = {
  pending: 'pending',
  accepted: null,
  completed: 'completed',
};

/**
 * A worker's shifts as calendar events, on the terms she is booked on: pending ones tentative, accepted
 * and completed ones confirmed; cancelled, missed, rejected and withdrawn ones stay out.
 */
export function shiftEventsOf(
  applications: Application[],
  labels: ShiftEventLabels,
  publicUrl: string,
  language: Language = DEFAULT_LOCALE,
): IcsEvent[] {
  return applications.flatMap((application) => {
    const suffix = IN_CALENDAR[application.jobApplicationStatus];
    const start = application.jobStartDateTime;
    if (suffix === undefined || !start) return [];
    const wage = application.jobWagePerHour;
    return [
      {
        uid: `application-${application.jobApplicationID}@jobbel.be`,
        start,
        end: application.jobEndDateTime ?? addHours(start, application.job?.jobHours ?? DEFAULT_SHIFT_HOURS),
        summary: suffix ? `${application.jobTitle} (${labels[suffix] as string})` : application.jobTitle,
        location: application.jobPlaceAddress ?? application.jobLocation,
        description: [
          application.companyName,
          wage === null ? null : labels.perHour(formatEuro(wage, language)),
          `${publicUrl}${jobPageLink(application.jobID)}`,
        ]
          .filter(Boolean)
          .join(' · '),
        tentative: application.jobApplicationStatus === 'pending',
      },
    ];
  });
}

/** A business's own jobs as calendar events, each linking to its applicants. */
export function jobEventsOf(jobs: Job[], publicUrl: string): IcsEvent[] {
  return jobs.flatMap((job) =>
    job.jobStartDateTime
      ? [
          {
            uid: `job-${job.jobID}@jobbel.be`,
            start: job.jobStartDateTime,
            end: job.jobEndDateTime ?? addHours(job.jobStartDateTime, job.jobHours ?? DEFAULT_SHIFT_HOURS),
            summary: job.jobTitle,
            location: placeOfWork(job, undefined) ?? job.jobLocation,
            description: `${publicUrl}${applicantsLink(job.jobID)}`,
            tentative: false,
          },
        ]
      : [],
  );
}
