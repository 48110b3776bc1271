import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, NewJob } from '../db/database';
import { toBrusselsDateTime } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import { jobSearchFields } from '../modules/job-search/job-search-fields';
import { insertConfirmedPerson } from '../modules/users/confirmed-person';
import { DEMO_BUSINESSES, DEMO_PASSWORD, DEMO_WORKERS } from './demo-data';
import { DEMO_JOB_TEMPLATES } from './demo-job-templates';
import { seedDemoEngagements } from './seed-demo-engagements';
import { seedDemoHistory } from './seed-demo-history';

const JOBS_PER_BUSINESS = 5;
const DEMO_GALLERIES = [
  ['/stock/restaurant.svg', '/stock/terrace.svg', '/stock/kitchen.svg'],
  ['/stock/cafe.svg', '/stock/bar.svg'],
  ['/stock/nightlife.svg', '/stock/bar.svg', '/stock/terrace.svg', '/stock/cafe.svg'],
];

/** Seeds demo data once, on a database without workers or businesses. */
export async function seedDemoData(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  // the database of release 1.0.0 (db/upgrade.test.ts) has no tables for the legal engagement yet
  { withEngagements = true } = {},
): Promise<void> {
  // admins made with admin:create before the first start do not count: the data itself is still empty
  const existing = await db
    .selectFrom('accounts')
    .select('accountID')
    .where('accountType', '!=', 'admin')
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const stamp = toBrusselsDateTime(now);

  await db.transaction().execute(async (trx) => {
    const insertPerson = (person: {
      username: string;
      email: string;
      firstName: string;
      lastName: string;
      city: string;
      accountType: 'user' | 'business';
    }) =>
      insertConfirmedPerson(trx, {
        ...person,
        passwordHash,
        extra: {
          userPhoneNumber: '+32 470 00 00 00',
          userGsmNumber: '+32 470 00 00 00',
          userDateOfBirth: '1998-04-12',
          userAddressZipCode: '9000',
          userAddressCity: person.city,
        },
      });

    const users = new Map<string, number>();
    const businesses = new Map<string, { businessID: number; name: string }>();
    const legalBusinesses: { businessID: number; address: string }[] = [];
    for (const worker of DEMO_WORKERS)
      users.set(worker.email, (await insertPerson({ ...worker, accountType: 'user' })).userID!);

    for (const [index, business] of DEMO_BUSINESSES.entries()) {
      const { accountID } = await insertPerson({
        username: business.username,
        email: business.email,
        firstName: business.owner[0],
        lastName: business.owner[1],
        city: 'Gent',
        accountType: 'business',
      });
      const { businessID } = await trx
        .insertInto('businesses')
        .values({
          businessAccountID: accountID,
          businessName: business.name,
          businessCategory: business.category,
          businessVatNumber: `BE0${String(712345670 + index * 7919)}`,
          businessStreet: business.street,
          businessNumber: business.number,
          businessZipCode: business.zipCode,
          businessCity: 'Gent',
          businessCountry: 'BE',
          businessDescription: business.description,
          businessPhone: business.phone,
          businessWebsite: business.website,
          businessAvatar: null,
          businessCoverPicture: null,
          created_at: stamp,
        })
        .returning('businessID')
        .executeTakeFirstOrThrow();
      businesses.set(business.email, { businessID, name: business.name });
      legalBusinesses.push({ businessID, address: `${business.street} ${business.number}` });
      await trx
        .insertInto('business_hours')
        .values(
          business.hours.map(([dayOfWeek, openTime, closeTime]) => ({
            businessID,
            dayOfWeek,
            openTime,
            closeTime,
          })),
        )
        .execute();
      await trx
        .insertInto('jobs')
        .values(
          Array.from({ length: JOBS_PER_BUSINESS }, (_, jobIndex) =>
            demoJob(businessID, business.name, index * JOBS_PER_BUSINESS + jobIndex, now),
          ),
        )
        .execute();
    }
    await seedDemoHistory(trx, { users, businesses }, now);
    if (withEngagements)
      await seedDemoEngagements(
        trx,
        { businesses: legalBusinesses, studentUserID: users.get(DEMO_WORKERS[0]!.email) },
        stamp,
      );
  });
  log.info(`seeded demo data: ${DEMO_BUSINESSES.length} businesses, ${DEMO_WORKERS.length} workers`);
}

function demoJob(businessID: number, businessName: string, sequence: number, now: Date): NewJob {
  const [title, type, hours, wage, startHour, requirements, benefits] =
    DEMO_JOB_TEMPLATES[sequence % DEMO_JOB_TEMPLATES.length]!;
  const start = new Date(now);
  start.setDate(start.getDate() + 1 + ((sequence * 3) % 28));
  start.setHours(startHour, 0, 0, 0);
  const end = new Date(start.getTime() + hours * 3600_000);
  const added = new Date(now.getTime() - sequence * 3 * 3600_000);
  const description = `<p>${businessName} zoekt een gemotiveerde kracht als <strong>${title.toLowerCase()}</strong>.</p><ul><li>Shift van ${hours} uur</li><li>Correcte verloning via Jobbel</li></ul>`;
  return {
    jobBusinessID: businessID,
    jobTitle: title,
    jobDescription: description,
    ...jobSearchFields({ jobTitle: title, jobDescription: description, jobLocation: 'Gent' }),
    jobType: type,
    jobLocation: 'Gent',
    jobWagePerHour: wage,
    jobStartDateTime: toBrusselsDateTime(start),
    jobEndDateTime: toBrusselsDateTime(end),
    jobHours: hours,
    jobExperience: sequence % 3 === 0 ? 'Geen ervaring vereist' : '1 jaar ervaring',
    jobRequirements: JSON.stringify(requirements),
    jobBenefits: JSON.stringify(benefits),
    jobGallery: JSON.stringify(DEMO_GALLERIES[sequence % DEMO_GALLERIES.length]),
    jobBanner: null,
    jobStatus: 'active',
    jobAddedDateTime: toBrusselsDateTime(added),
  };
}
