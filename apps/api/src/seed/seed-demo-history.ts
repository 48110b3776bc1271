import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import { toBrusselsDateTime } from '../lib/clock';
import { jobSearchFields } from '../modules/job-search/job-search-fields';

const DAY_MS = 86_400_000;

/** A past shift of the demo: who worked where, the hours, and what both sides said of it. */
interface PastShift {
  worker: string;
  business: string;
  title: string;
  type: string;
  daysAgo: number;
  startHour: number;
  hours: number;
  breakMinutes: number;
  byWorker?: [number, string];
  byBusiness?: [number, string];
  /** a worker's cancellation a few hours before the start, instead of working it */
  lateCancellation?: boolean;
}

const PAST_SHIFTS: PastShift[] = [
  {
    worker: 'jana@jobbel.be',
    business: 'brasserie.graslei@jobbel.be',
    title: 'Ober/Serveerster weekend',
    type: 'Ober',
    daysAgo: 40,
    startHour: 11,
    hours: 8,
    breakMinutes: 30,
    byWorker: [5, 'Topploeg, je krijgt meteen uitleg over de kaart.'],
    byBusiness: [5, 'Vlot, vriendelijk en altijd op tijd.'],
  },
  {
    worker: 'jana@jobbel.be',
    business: 'koffiebar.kouter@jobbel.be',
    title: 'Barista ochtendshift',
    type: 'Barista',
    daysAgo: 26,
    startHour: 7,
    hours: 6,
    breakMinutes: 15,
    byWorker: [4, 'Drukke ochtend, maar goede koffie en fijne collega’s.'],
    byBusiness: [5, 'Mooie latte art en snel aan de kassa.'],
  },
  {
    worker: 'jana@jobbel.be',
    business: 'brasserie.graslei@jobbel.be',
    title: 'Hulpkok lunchservice',
    type: 'Kok',
    daysAgo: 12,
    startHour: 10,
    hours: 6,
    breakMinutes: 30,
    byWorker: [5, 'Chef neemt de tijd om dingen te tonen.'],
    byBusiness: [4, 'Werkt netjes, mag nog wat sneller.'],
  },
  {
    worker: 'milan@jobbel.be',
    business: 'bistro.sintpieters@jobbel.be',
    title: 'Afwas avondservice',
    type: 'Afwas',
    daysAgo: 33,
    startHour: 17,
    hours: 6,
    breakMinutes: 0,
    byWorker: [3, 'Veel werk voor één persoon.'],
    byBusiness: [4, 'Harde werker.'],
  },
  {
    worker: 'milan@jobbel.be',
    business: 'koffiebar.kouter@jobbel.be',
    title: 'Barista weekend',
    type: 'Barista',
    daysAgo: 19,
    startHour: 8,
    hours: 8,
    breakMinutes: 30,
    lateCancellation: true,
  },
  {
    worker: 'milan@jobbel.be',
    business: 'bistro.sintpieters@jobbel.be',
    title: 'Afwas zondagmiddag',
    type: 'Afwas',
    daysAgo: 9,
    startHour: 11,
    hours: 5,
    breakMinutes: 0,
    byWorker: [4, 'Beter geregeld dan de vorige keer.'],
    byBusiness: [4, 'Betrouwbaar, komt graag terug.'],
  },
];

/**
 * Demo history: a few weeks of past shifts, so profiles, business pages and the applicants dialog show
 * real records and reviews from the first start. Jana is in Brasserie De Graslei's team.
 */
export async function seedDemoHistory(
  trx: Transaction<Database>,
  ids: { users: Map<string, number>; businesses: Map<string, { businessID: number; name: string }> },
  now: Date,
) {
  for (const shift of PAST_SHIFTS) {
    const business = ids.businesses.get(shift.business)!;
    const day = toBrusselsDateTime(new Date(now.getTime() - shift.daysAgo * DAY_MS)).slice(0, 10);
    const startAt = `${day} ${String(shift.startHour).padStart(2, '0')}:00:00`;
    const endAt = addHours(startAt, shift.hours);
    const description = `<p>${business.name} zocht een ${shift.title.toLowerCase()}.</p>`;
    const { jobID } = await trx
      .insertInto('jobs')
      .values({
        jobBusinessID: business.businessID,
        jobTitle: shift.title,
        jobDescription: description,
        ...jobSearchFields({ jobTitle: shift.title, jobDescription: description, jobLocation: 'Gent' }),
        jobType: shift.type,
        jobLocation: 'Gent',
        jobWagePerHour: 15,
        jobStartDateTime: startAt,
        jobEndDateTime: endAt,
        jobHours: shift.hours,
        jobExperience: null,
        jobRequirements: '[]',
        jobBenefits: '[]',
        jobGallery: '[]',
        jobBanner: null,
        jobStatus: 'expired',
        jobAddedDateTime: addHours(startAt, -24 * 7),
      })
      .returning('jobID')
      .executeTakeFirstOrThrow();
    const completedAt = addHours(endAt, 20);
    const { jobApplicationID } = await trx
      .insertInto('job_applications')
      .values({
        jobApplicationJobID: jobID,
        jobApplicationUserID: ids.users.get(shift.worker)!,
        jobApplicationDateTime: addHours(startAt, -24 * 5),
        jobSnapshotTitle: shift.title,
        jobSnapshotBusinessID: business.businessID,
        jobSnapshotBusinessName: business.name,
        jobSnapshotLocation: 'Gent',
        jobSnapshotWagePerHour: 15,
        jobSnapshotStartDateTime: startAt,
        ...(shift.lateCancellation
          ? {
              jobApplicationStatus: 'cancelled',
              jobApplicationChangedBy: 'worker',
              jobApplicationLateCancellation: 1,
              jobApplicationUpdatedDateTime: addHours(startAt, -5),
            }
          : {
              jobApplicationStatus: 'completed',
              jobApplicationChangedBy: 'business',
              jobApplicationUpdatedDateTime: completedAt,
              jobApplicationWorkedStartDateTime: startAt,
              jobApplicationWorkedEndDateTime: endAt,
              jobApplicationBreakMinutes: shift.breakMinutes,
              jobApplicationHoursStatus: 'approved',
              jobApplicationHoursSubmittedDateTime: addHours(endAt, 2),
              jobApplicationHoursDecidedBy: 'business',
              jobApplicationCompletedDateTime: completedAt,
              jobApplicationReminderSentDateTime: addHours(startAt, -20),
              jobApplicationHoursRequestSentDateTime: addHours(endAt, 1),
            }),
      })
      .returning('jobApplicationID')
      .executeTakeFirstOrThrow();
    const ratings = [
      ['worker', shift.byWorker],
      ['business', shift.byBusiness],
    ] as const;
    for (const [ratingBy, rating] of ratings) {
      if (!rating) continue;
      await trx
        .insertInto('ratings')
        .values({
          ratingApplicationID: jobApplicationID,
          ratingBy,
          ratingStars: rating[0],
          ratingComment: rating[1],
          ratingDateTime: addHours(completedAt, ratingBy === 'worker' ? 3 : 26),
        })
        .execute();
    }
  }
  await trx
    .insertInto('team_members')
    .values({
      teamMemberBusinessID: ids.businesses.get('brasserie.graslei@jobbel.be')!.businessID,
      teamMemberUserID: ids.users.get('jana@jobbel.be')!,
      teamMemberAddedDateTime: toBrusselsDateTime(new Date(now.getTime() - 30 * DAY_MS)),
    })
    .execute();
}
