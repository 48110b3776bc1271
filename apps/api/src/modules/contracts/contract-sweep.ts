import { UNSIGNED_STUDENT_CONTRACT_NOTICE_HOURS } from '@jobbel/shared/contracts/contracts.constants';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { toBrusselsDateTime } from '../../lib/clock';
import { createMinutePass, type MinutePass } from '../../lib/minute-pass';
import { findApplicationById } from '../applications/applications.repository';
import { tellUnsignedStudentContract } from './contract-notices';
import { studentContractSigned } from './contract-status';
import { markUnsignedNotice, studentEngagementsStartingBetween } from './contracts.repository';

type Db = Kysely<Database>;

/**
 * One pass: each student engagement starting within 12 hours whose contract is not signed by both
 * sides is told to both, once (a conditional mark, so two instances tell once).
 */
export async function sweepUnsignedContracts(db: Db, now: Date, publicUrl: string): Promise<number> {
  const at = toBrusselsDateTime(now);
  const due = await studentEngagementsStartingBetween(
    db,
    at,
    addHours(at, UNSIGNED_STUDENT_CONTRACT_NOTICE_HOURS),
  );
  let told = 0;
  for (const { jobApplicationID } of due) {
    if (await studentContractSigned(db, jobApplicationID)) continue;
    await db.transaction().execute(async (trx) => {
      if (!(await markUnsignedNotice(trx, jobApplicationID, at))) return;
      await tellUnsignedStudentContract(trx, (await findApplicationById(trx, jobApplicationID))!, publicUrl);
      told += 1;
    });
  }
  return told;
}

/** Runs the unsigned-contract pass every minute inside the server process. */
export function createContractSweep(db: Db, publicUrl: string, log: FastifyBaseLogger): MinutePass {
  return createMinutePass((now) => sweepUnsignedContracts(db, now, publicUrl), log, 'contract sweep');
}
