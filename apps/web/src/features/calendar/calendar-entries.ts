import type { Application } from '@jobbel/shared/applications/application.schemas';
import { bookedPlanOf } from '@jobbel/shared/applications/booked-plan';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { formatHours } from '@jobbel/shared/shifts/format-hours';
import { plannedPay } from '@jobbel/shared/shifts/shift-rules';
import { addDays, addHours, startOfMonth } from 'date-fns';
import { parseApiDateTime } from '../../lib/dates';
import { t } from '../../lib/i18n';
import { formatEuro } from '../../lib/money';

export type EntryKind = 'current' | 'future' | 'past' | 'training' | 'event';

/** Where a worker's shift stands; a business's own jobs have none. */
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
  /** a shift's place, break and planned pay, under its time in the lists */
  details?: string;
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
    const end =
      parseApiDateTime(application.jobEndDateTime) ?? addHours(start, application.job?.jobHours ?? 4);
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
        details: shiftDetails(application),
        shiftState,
        jobID: application.jobID,
      },
    ];
  });
}

/** 'Korenlei 7, Gent · 30 min pauze · 5,5 uur × €14,50 = €79,75 bruto' */
function shiftDetails(application: Application): string {
  const breakMinutes = application.jobBreakMinutes;
  const plan = bookedPlanOf(application);
  const pay = plan ? plannedPay(plan) : null;
  return [
    application.jobPlaceAddress ?? application.jobLocation,
    breakMinutes > 0 ? t('web.calendar.calendarEntries.breakShort', { minutes: breakMinutes }) : null,
    pay
      ? t('web.calendar.calendarEntries.payShort', {
          hours: formatHours(pay.hours),
          wage: formatEuro(pay.wage),
          amount: formatEuro(pay.amount),
        })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
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
      title: t('web.calendar.calendarEntries.haccpCourse'),
      start: at(8, 9),
      end: at(8, 12),
      kind: 'training',
      location: t('web.common.defaultTown'),
      spots: 20,
      enrolled: 12,
    },
    {
      id: 'training-barista',
      title: t('web.calendar.calendarEntries.baristaWorkshop'),
      start: at(15, 14),
      end: at(15, 17),
      kind: 'training',
      location: t('web.common.defaultTown'),
      spots: 12,
      enrolled: 9,
    },
    {
      id: 'event-jobdag',
      title: t('web.calendar.calendarEntries.jobFair'),
      start: at(21, 10),
      end: at(21, 16),
      kind: 'event',
      location: t('web.common.sampleVenue'),
      spots: 300,
      enrolled: 184,
    },
  ];
}

/** Earliest first: day cells and the lists under the calendar read in time order. */
export const byStart = (a: CalendarEntry, b: CalendarEntry) => a.start.getTime() - b.start.getTime();
