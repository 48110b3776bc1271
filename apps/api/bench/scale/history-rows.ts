import { brusselsInstantMs } from '@jobbel/shared/app/brussels-time';
import type { ApplicationStatus } from '@jobbel/shared/applications/application.schemas';
import { NOTIFICATION_KINDS } from '@jobbel/shared/notifications/notification.constants';
import { dateTime, pick, pickPlace, random } from '../bench-data';
import { ROLES } from '../bench-vocabulary';
import type { Row } from './bulk-load';
import { skewed, type Volumes } from './scale-volumes';

/** A job as the history needs it, read back from the seeded jobs. */
export interface SeededJob {
  jobID: number;
  jobBusinessID: number;
  jobTitle: string;
  jobLocation: string;
  jobWagePerHour: number;
  jobStartDateTime: string;
  jobEndDateTime: string;
  jobStatus: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const HISTORY_MS = 3 * 365 * DAY_MS;

/**
 * Business owners have user and account ids 1..businesses (the job seed made their accounts in that
 * order); workers follow, so a worker's user id is her account id.
 */
export const firstWorkerID = (volumes: Volumes) => volumes.businesses + 1;
export const workerID = (volumes: Volumes, index: number) => volumes.businesses + index;

// a past shift's applications end mostly completed or turned down; a coming one's are still open
const PAST: [ApplicationStatus, number][] = [
  ['completed', 0.33],
  ['rejected', 0.32],
  ['withdrawn', 0.17],
  ['cancelled', 0.12],
  ['noShow', 0.02],
  ['pending', 0.04],
];
// a shift that ended in the last week is still being settled: hours to confirm, or confirmed and
// waiting for the business (only within two days: older ones the sweep would approve or warn about)
const JUST_ENDED: [ApplicationStatus, number][] = [
  ['completed', 0.15],
  ['accepted', 0.18],
  ['rejected', 0.32],
  ['withdrawn', 0.17],
  ['cancelled', 0.12],
  ['pending', 0.06],
];
const JUST_ENDED_MS = 7 * DAY_MS;
const HOURS_WAITING_MS = 2 * DAY_MS;
const COMING: [ApplicationStatus, number][] = [
  ['pending', 0.6],
  ['accepted', 0.22],
  ['rejected', 0.1],
  ['withdrawn', 0.05],
  ['invited', 0.03],
];

function statusFrom(mix: [ApplicationStatus, number][], next: () => number): ApplicationStatus {
  let roll = next();
  for (const [status, share] of mix) {
    roll -= share;
    if (roll < 0) return status;
  }
  return mix[0]![0];
}

export const APPLICATION_COLUMNS = [
  ['jobApplicationJobID', 'int'],
  ['jobApplicationUserID', 'int'],
  ['jobApplicationStatus', 'text'],
  ['jobApplicationDateTime', 'text'],
  ['jobSnapshotTitle', 'text'],
  ['jobSnapshotBusinessID', 'int'],
  ['jobSnapshotLocation', 'text'],
  ['jobSnapshotWagePerHour', 'float8'],
  ['jobSnapshotStartDateTime', 'text'],
  ['jobApplicationChangedBy', 'text'],
  ['jobApplicationRegime', 'text'],
  ['jobApplicationWorkedStartDateTime', 'text'],
  ['jobApplicationWorkedEndDateTime', 'text'],
  ['jobApplicationBreakMinutes', 'int'],
  ['jobApplicationHoursStatus', 'text'],
  ['jobApplicationHoursDecidedBy', 'text'],
  ['jobApplicationCompletedDateTime', 'text'],
  ['jobApplicationAgreedStartDateTime', 'text'],
  ['jobApplicationAgreedEndDateTime', 'text'],
  ['jobApplicationAgreedLocation', 'text'],
  ['jobApplicationAgreedWagePerHour', 'float8'],
  ['jobApplicationAgreedBreakMinutes', 'int'],
  ['jobApplicationSubmittedStartDateTime', 'text'],
  ['jobApplicationSubmittedEndDateTime', 'text'],
  ['jobApplicationSubmittedBreakMinutes', 'int'],
  ['jobApplicationHoursSubmittedDateTime', 'text'],
  ['jobApplicationHoursRequestSentDateTime', 'text'],
  ['jobApplicationUpdatedDateTime', 'text'],
] as const;

/** One seeded application as the history needs it later (ratings, messages). */
export interface SeededApplication {
  userID: number;
  businessID: number;
  status: ApplicationStatus;
  at: string;
}

/**
 * The applications of one job: on average volumes.applications / volumes.jobs of them, from skewed
 * workers (never twice the same), with the states a past or coming shift has.
 */
export function applicationsOf(
  job: SeededJob,
  volumes: Volumes,
  now: number,
): { row: Row; seeded: SeededApplication }[] {
  const next = random(job.jobID * 2_246_822_519);
  const mean = volumes.applications / volumes.jobs;
  const count = Math.min(60, Math.floor(-Math.log(1 - next()) * mean));
  const past = job.jobStartDateTime <= dateTime(new Date(now));
  const startMs = brusselsInstantMs(job.jobStartDateTime);
  const endedMs = now - brusselsInstantMs(job.jobEndDateTime);
  const justEnded = endedMs > 0 && endedMs < JUST_ENDED_MS;
  // a shift under way has not ended: its applications are still those of a coming one
  const mix = justEnded ? JUST_ENDED : endedMs > 0 ? PAST : COMING;
  const seen = new Set<number>();
  const applications: { row: Row; seeded: SeededApplication }[] = [];
  for (let index = 0; index < count; index += 1) {
    const userID = workerID(volumes, skewed(volumes.workers, next));
    if (seen.has(userID)) continue;
    seen.add(userID);
    const status = statusFrom(mix, next);
    const applied = dateTime(new Date(startMs - (1 + next() * 20) * DAY_MS));
    const completed = status === 'completed';
    // booked on the job's terms (a coming shift's are left to the sweeps that read them); a shift that
    // just ended was asked for its hours, and within two days some have them confirmed
    const booked = past && (completed || status === 'accepted' || status === 'noShow');
    const settling = justEnded && status === 'accepted';
    const confirmed = settling && endedMs < HOURS_WAITING_MS && next() < 0.5;
    const confirmedAt = dateTime(new Date(now - endedMs / 2));
    const appliedMs = brusselsInstantMs(applied);
    // when it was last changed, which is when an ended one was settled: the records count the last 12
    // months by it (a shift completed when it ended, a no-show claimed an hour in, a turn-down halfway
    // between the application and the start)
    const updated =
      status === 'completed'
        ? job.jobEndDateTime
        : status === 'noShow'
          ? dateTime(new Date(startMs + HOUR_MS))
          : status === 'cancelled' || status === 'rejected' || status === 'withdrawn'
            ? dateTime(new Date((appliedMs + startMs) / 2))
            : confirmed
              ? confirmedAt
              : applied;
    applications.push({
      seeded: { userID, businessID: job.jobBusinessID, status, at: job.jobStartDateTime },
      row: [
        job.jobID,
        userID,
        status,
        applied,
        job.jobTitle,
        job.jobBusinessID,
        job.jobLocation,
        job.jobWagePerHour,
        job.jobStartDateTime,
        status === 'rejected' || status === 'cancelled'
          ? 'business'
          : status === 'withdrawn'
            ? 'worker'
            : null,
        status === 'completed' || status === 'accepted' || status === 'noShow'
          ? pick(['student', 'flexi', 'extra'], next)
          : null,
        completed || confirmed ? job.jobStartDateTime : null,
        completed || confirmed ? job.jobEndDateTime : null,
        completed || confirmed ? 30 : null,
        completed ? 'approved' : confirmed ? 'submitted' : null,
        completed ? (next() < 0.8 ? 'business' : 'auto') : null,
        completed ? job.jobEndDateTime : null,
        booked ? job.jobStartDateTime : null,
        booked ? job.jobEndDateTime : null,
        booked ? job.jobLocation : null,
        booked ? job.jobWagePerHour : null,
        // the seeded jobs keep the break's default, none
        booked ? 0 : null,
        confirmed ? job.jobStartDateTime : null,
        confirmed ? job.jobEndDateTime : null,
        confirmed ? 30 : null,
        confirmed ? confirmedAt : null,
        settling ? job.jobEndDateTime : null,
        updated,
      ],
    });
  }
  return applications;
}

/** Ratings of a completed shift: the worker rates it about seven times in ten, the business two in three. */
export function ratingsOf(applicationID: number, at: string): Row[] {
  const next = random(applicationID * 3_266_489_917);
  const rows: Row[] = [];
  if (next() < 0.7)
    rows.push([
      applicationID,
      'worker',
      3 + Math.floor(next() * 3),
      next() < 0.3 ? 'Fijne ploeg, goed geregeld.' : null,
      at,
    ]);
  if (next() < 0.65)
    rows.push([
      applicationID,
      'business',
      2 + Math.floor(next() * 4),
      next() < 0.3 ? 'Stipt en vriendelijk.' : null,
      at,
    ]);
  return rows;
}

/** The messages of a booked shift: a short exchange, read by the time the shift is over. */
export function messagesOf(applicationID: number, at: string, mean: number): Row[] {
  const next = random(applicationID * 668_265_263);
  const count = Math.floor(-Math.log(1 - next()) * mean);
  const start = brusselsInstantMs(at);
  return Array.from({ length: count }, (_, index) => {
    const sent = dateTime(new Date(start - (count - index) * 3_600_000));
    return [
      applicationID,
      index % 2 === 0 ? 'business' : 'worker',
      index % 2 === 0 ? 'Kan je 10 minuten vroeger komen?' : 'Ja hoor, tot dan!',
      sent,
      sent,
    ];
  });
}

/** Notification n: to a skewed user (owners and workers alike), over three years, all but the latest read. */
export function notificationRow(n: number, volumes: Volumes, now: number): Row {
  const next = random(n * 2_654_435_769 + 17);
  const users = volumes.businesses + volumes.workers;
  const userID = skewed(users, next);
  const age = next() ** 3 * HISTORY_MS;
  const created = dateTime(new Date(now - age));
  const kind = pick(NOTIFICATION_KINDS, next);
  return [
    userID,
    kind,
    'Nieuwe kandidaat voor Kelner',
    'Iemand solliciteerde op je shift.',
    '/employer-dashboard',
    created,
    age < 3 * DAY_MS && next() < 0.5 ? null : created,
  ];
}

/**
 * The saved searches: skewed workers, a role and a town, towns as jobs have them (Gent for three in
 * ten, the others by population), so a job posted in Gent finds about 1 in 100 of all alerts.
 */
export function alertRow(n: number, volumes: Volumes, now: number): Row {
  const next = random(n * 1_597_334_677 + 5);
  const userID = workerID(volumes, skewed(volumes.workers, next));
  return [
    userID,
    'Mijn zoekopdracht',
    pick(ROLES, next)[0].split(' ')[0]!.toLowerCase(),
    pickPlace(next)[0],
    null,
    null,
    'all',
    next() < 0.8 ? 'daily' : 'instant',
    dateTime(new Date(now - next() * HISTORY_MS)),
  ];
}
