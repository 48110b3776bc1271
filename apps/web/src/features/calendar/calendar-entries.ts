import { formatEuro } from '@jobbel/shared/app/money';
import type { Application } from '@jobbel/shared/applications/application.schemas';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { addDays, addHours, startOfMonth } from 'date-fns';
import { paths } from '../../config/paths';
import { parseApiDateTime } from '../../lib/dates';
import { t } from '../../lib/i18n';

export type EntryKind = 'current' | 'future' | 'past' | 'training' | 'event';

/** Where a worker's shift stands (issue 15); a business's own jobs have none. */
export type ShiftState = 'pending' | 'confirmed' | 'cancelled' | 'completed' | 'noShow';

const SHIFT_STATES: Partial<Record<Application['jobApplicationStatus'], ShiftState>> = {
  pending: 'pending',
  accepted: 'confirmed',
  cancelled: 'cancelled',
  completed: 'completed',
  noShow: 'noShow',
};

export interface CalendarEntry {
  id: string;
  title: string;
  start: Date;
  end: Date;
  kind: EntryKind;
  location?: string;
  /** for the calendar export: who, what it pays, and where to read more */
  description?: string;
  shiftState?: ShiftState;
  jobID?: number;
}

function kindFor(start: Date, end: Date, now: Date): EntryKind | null {
  if (end < now) return null;
  return start <= now ? 'current' : 'future';
}

/**
 * A worker's shifts, each marked with its state: pending, confirmed, cancelled and no-show ones while
 * current or to come, completed ones also afterwards; rejected, withdrawn and invited applications are
 * not shifts.
 */
export function entriesFromApplications(applications: Application[], now = new Date()): CalendarEntry[] {
  return applications.flatMap((application) => {
    const shiftState = SHIFT_STATES[application.jobApplicationStatus];
    if (!shiftState) return [];
    const start = parseApiDateTime(application.jobStartDateTime);
    if (!start) return [];
    // the end she is booked on: the agreed one while a change of the job waits for her answer
    const end =
      parseApiDateTime(
        application.jobApplicationAgreedTerms?.jobEndDateTime ?? application.job?.jobEndDateTime,
      ) ?? addHours(start, application.job?.jobHours ?? 4);
    const kind =
      kindFor(start, end, now) ?? (shiftState === 'completed' || shiftState === 'noShow' ? 'past' : null);
    if (!kind) return [];
    return [
      {
        id: `application-${application.jobApplicationID}`,
        title: application.jobTitle,
        start,
        end,
        kind,
        location: application.jobPlaceAddress ?? application.jobLocation ?? undefined,
        description: shiftDescription(application),
        shiftState,
        jobID: application.jobID,
      },
    ];
  });
}

/** 'Brasserie De Graslei · €14,50 per uur · https://…/jobs/12': the business, the wage and a link back. */
function shiftDescription(application: Application): string {
  const wage =
    application.jobWagePerHour === null
      ? null
      : t('web.common.money.perHour', { wage: formatEuro(application.jobWagePerHour) });
  const link = `${window.location.origin}${paths.job.href(application.jobID)}`;
  return [application.companyName, wage, link].filter(Boolean).join(' · ');
}

/** A business sees the jobs it posted. */
export function entriesFromJobs(jobs: Job[], now = new Date()): CalendarEntry[] {
  return jobs.flatMap((job) => {
    const start = parseApiDateTime(job.jobStartDateTime);
    if (!start) return [];
    const end = parseApiDateTime(job.jobEndDateTime) ?? addHours(start, job.jobHours ?? 4);
    const kind = kindFor(start, end, now);
    return kind
      ? [
          {
            id: `job-${job.jobID}`,
            title: job.jobTitle,
            start,
            end,
            kind,
            location: job.jobLocation,
            jobID: job.jobID,
          },
        ]
      : [];
  });
}

/** Trainings and events stay sample data (docs/decisions/sample-data-screens.md), placed in the shown month. */
export function sampleTrainingsAndEvents(
  month: Date,
): (CalendarEntry & { spots: number; enrolled: number })[] {
  const first = startOfMonth(month);
  const at = (day: number, hour: number) => addHours(addDays(first, day), hour);
  return [
    {
      id: 'training-haccp',
      title: t('web.calendar.calendarEntries.haccpBasisopleiding'),
      start: at(8, 9),
      end: at(8, 12),
      kind: 'training',
      location: t('web.common.gent'),
      spots: 20,
      enrolled: 12,
    },
    {
      id: 'training-barista',
      title: t('web.calendar.calendarEntries.baristaWorkshopLatteArt'),
      start: at(15, 14),
      end: at(15, 17),
      kind: 'training',
      location: t('web.common.gent'),
      spots: 12,
      enrolled: 9,
    },
    {
      id: 'event-jobdag',
      title: t('web.calendar.calendarEntries.horecaJobdagGent'),
      start: at(21, 10),
      end: at(21, 16),
      kind: 'event',
      location: t('web.common.iccGent'),
      spots: 300,
      enrolled: 184,
    },
  ];
}

/** Earliest first: day cells and the lists under the calendar read in time order. */
export const byStart = (a: CalendarEntry, b: CalendarEntry) => a.start.getTime() - b.start.getTime();
