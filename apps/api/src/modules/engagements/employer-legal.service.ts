import { ruleOn } from '@jobbel/shared/engagements/belgian-rules';
import {
  type EmployerLegal,
  type employerLegalPayloadSchema,
  writtenEnterpriseNumber,
} from '@jobbel/shared/engagements/employer-legal.schemas';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow } from '../../lib/clock';
import { ownBusiness } from '../businesses/businesses.write-service';
import { findEmployerLegal, findWorkplaces, saveEmployerLegal } from './employer-legal.repository';

/** A business's legal details as it sees them; before it saved any, the defaults of the rules table. */
export async function employerLegalOf(db: Kysely<Database>, businessID: number): Promise<EmployerLegal> {
  const [details, workplaces] = await Promise.all([
    findEmployerLegal(db, businessID),
    findWorkplaces(db, businessID),
  ]);
  return {
    businessID,
    enterpriseNumber: writtenEnterpriseNumber(details?.legalEnterpriseNumber ?? null),
    rszNumber: details?.legalRszNumber ?? null,
    jointCommittee: details?.legalJointCommittee ?? ruleOn('horecaJointCommittee', brusselsNow()),
    secretariatName: details?.legalSecretariatName ?? null,
    secretariatCustomerNumber: details?.legalSecretariatCustomerNumber ?? null,
    dimonaFiler: details?.legalDimonaFiler ?? 'business',
    workplaces,
  };
}

export async function ownEmployerLegal(db: Kysely<Database>, auth: AuthContext) {
  const business = await ownBusiness(db, auth);
  return employerLegalOf(db, business.businessID);
}

export async function saveOwnEmployerLegal(
  db: Kysely<Database>,
  auth: AuthContext,
  payload: z.output<typeof employerLegalPayloadSchema>,
) {
  const business = await ownBusiness(db, auth);
  await db.transaction().execute((trx) =>
    saveEmployerLegal(
      trx,
      {
        legalBusinessID: business.businessID,
        legalEnterpriseNumber: payload.enterpriseNumber,
        legalRszNumber: payload.rszNumber,
        legalJointCommittee: payload.jointCommittee,
        legalSecretariatName: payload.secretariatName,
        legalSecretariatCustomerNumber: payload.secretariatCustomerNumber,
        legalDimonaFiler: payload.dimonaFiler,
        legalUpdatedDateTime: brusselsNow(),
      },
      payload.workplaces,
    ),
  );
  return employerLegalOf(db, business.businessID);
}
