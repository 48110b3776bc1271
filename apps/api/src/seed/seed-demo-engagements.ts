import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

// Gent's municipality code (Statbel REFNIS): every demo business works there
const GENT_NIS = '44021';

/** A valid enterprise number for the n-th demo business: eight digits and their mod-97 check. */
function demoEnterpriseNumber(index: number): string {
  const base = 7_123_450 + index * 101;
  return `${String(base).padStart(8, '0')}${String(97 - (base % 97)).padStart(2, '0')}`;
}

/**
 * What a demo business needs to engage people legally (its enterprise number, Gent as its place of
 * work) and one demo worker who studies, so the Dimona and "Mijn werkuren" show something at once.
 */
export async function seedDemoEngagements(
  trx: Kysely<Database>,
  ids: { businesses: { businessID: number; address: string }[]; studentUserID: number | undefined },
  stamp: string,
): Promise<void> {
  for (const [index, business] of ids.businesses.entries()) {
    await trx
      .insertInto('employer_legal_details')
      .values({
        legalBusinessID: business.businessID,
        legalEnterpriseNumber: demoEnterpriseNumber(index),
        legalJointCommittee: '302',
        legalDimonaFiler: 'business',
        legalUpdatedDateTime: stamp,
      })
      .execute();
    await trx
      .insertInto('business_workplaces')
      .values({
        workplaceBusinessID: business.businessID,
        workplaceAddress: business.address,
        workplaceMunicipality: 'Gent',
        workplaceNisCode: GENT_NIS,
      })
      .execute();
  }
  if (ids.studentUserID === undefined) return;
  await trx
    .insertInto('worker_statuses')
    .values({
      statusUserID: ids.studentUserID,
      status: 'student',
      studentSchool: 'Universiteit Gent',
      studentProofCheckedOn: `${stamp.slice(0, 4)}-01-15`,
      studentHoursRemaining: 480,
      studentHoursRemainingOn: `${stamp.slice(0, 4)}-01-15`,
      statusUpdatedDateTime: stamp,
    })
    .execute();
}
