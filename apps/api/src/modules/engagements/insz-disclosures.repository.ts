import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { InszDisclosuresTable } from '../../db/engagement-tables';

export type DisclosurePurpose = InszDisclosuresTable['disclosurePurpose'];

/**
 * Each showing of a national register number to a business is written down, with the shift it was for,
 * in the showing's transaction.
 */
export async function recordDisclosures(
  db: Kysely<Database>,
  shown: { userID: number; jobApplicationID: number | null }[],
  businessID: number,
  purpose: DisclosurePurpose,
  now: string,
) {
  const distinct = [...new Map(shown.map((one) => [`${one.userID}:${one.jobApplicationID}`, one])).values()];
  if (distinct.length === 0) return;
  await db
    .insertInto('insz_disclosures')
    .values(
      distinct.map(({ userID, jobApplicationID }) => ({
        disclosureUserID: userID,
        disclosureBusinessID: businessID,
        disclosureApplicationID: jobApplicationID,
        disclosurePurpose: purpose,
        disclosureDateTime: now,
      })),
    )
    .execute();
}

/** Who saw a worker's national register number, and when: the newest first. */
export function disclosuresOf(db: Kysely<Database>, userID: number) {
  return db
    .selectFrom('insz_disclosures')
    .innerJoin('businesses', 'businesses.businessID', 'insz_disclosures.disclosureBusinessID')
    .leftJoin('job_applications', 'jobApplicationID', 'insz_disclosures.disclosureApplicationID')
    .select([
      'disclosureID',
      'businessName',
      'disclosurePurpose',
      'disclosureDateTime',
      'jobSnapshotTitle',
      'jobApplicationAgreedStartDateTime',
    ])
    .where('disclosureUserID', '=', userID)
    .orderBy('disclosureDateTime', 'desc')
    .orderBy('disclosureID', 'desc')
    .limit(500)
    .execute();
}
