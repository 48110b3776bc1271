import type { JobPayload } from '@jobbel/shared/jobs/job.schemas';
import type { NewJob } from '../db/database';
import { jobSearchFields } from '../modules/job-search/job-search-fields';
import type { TestApp } from './build-test-app';
import { hoursFromNow } from './shift-fixtures';

/**
 * A valid body for POST and PUT /api/jobs, as a business sends it: a six-hour bar shift in Gent,
 * `daysAhead` days from now, with the given changes. (insertJobs below writes rows directly instead.)
 */
export function jobPayload(changes: Partial<JobPayload> & { jobTitle: string }, daysAhead = 3): JobPayload {
  const day = hoursFromNow(24 * daysAhead).slice(0, 10);
  return {
    jobLocation: 'Gent',
    jobType: 'Bar',
    jobStartDateTime: `${day} 09:00:00`,
    jobEndDateTime: `${day} 15:00:00`,
    jobWagePerHour: 15,
    jobDescription: '<p>Een drukke zaak.</p>',
    ...changes,
  };
}

let businessSequence = 0;

/** A business (with its account) to hang jobs on. */
export async function insertBusiness(testApp: TestApp, name = 'Testcafé') {
  businessSequence += 1;
  const db = testApp.app.db;
  const { accountID } = await db
    .insertInto('accounts')
    .values({
      accountName: `biz_${businessSequence}_${Date.now()}`,
      accountEmail: `biz_${businessSequence}_${Date.now()}@example.be`,
      accountType: 'business',
      oauthClientId: `client_${businessSequence}_${Date.now()}`,
      oauthClientSecretHash: 'x',
      createdAt: '2026-01-01 10:00:00',
    })
    .returning('accountID')
    .executeTakeFirstOrThrow();
  const { businessID } = await db
    .insertInto('businesses')
    .values({
      businessAccountID: accountID,
      businessName: name,
      businessCategory: 'Café',
      businessVatNumber: null,
      businessStreet: 'Veldstraat',
      businessNumber: '1',
      businessZipCode: '9000',
      businessCity: 'Gent',
      businessCountry: 'BE',
      businessDescription: null,
      businessPhone: null,
      businessWebsite: null,
      businessAvatar: null,
      businessCoverPicture: null,
      created_at: '2026-01-01 10:00:00',
    })
    .returning('businessID')
    .executeTakeFirstOrThrow();
  return { accountID, businessID };
}

export type JobFixture = Partial<Omit<NewJob, 'jobSearchText' | 'jobLocationKey'>> & { jobTitle: string };

export async function insertJobs(testApp: TestApp, businessID: number, jobs: JobFixture[]) {
  const rows = jobs.map((job, index) => {
    const full = {
      jobBusinessID: businessID,
      jobDescription: '<p>Een job in de horeca.</p>',
      jobType: 'Kok',
      jobLocation: 'Gent',
      jobWagePerHour: 15,
      jobStartDateTime: '2030-01-10 10:00:00',
      jobEndDateTime: '2030-01-10 18:00:00',
      jobHours: 8,
      jobExperience: null,
      jobRequirements: '[]',
      jobBenefits: '[]',
      jobGallery: '[]',
      jobBanner: null,
      jobStatus: 'active',
      jobAddedDateTime: `2030-01-01 10:00:${String(index % 60).padStart(2, '0')}`,
      ...job,
    };
    return { ...full, ...jobSearchFields(full) };
  });
  return testApp.app.db.insertInto('jobs').values(rows).returning('jobID').execute();
}
