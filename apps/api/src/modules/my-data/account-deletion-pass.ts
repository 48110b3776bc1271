import { randomBytes } from 'node:crypto';
import { ruleOn } from '@jobbel/shared/engagements/belgian-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { toBrusselsDateTime } from '../../lib/clock';
import { createMinutePass, type MinutePass } from '../../lib/minute-pass';
import { hashPassword } from '../../lib/passwords';
import { findUserByAccountId } from '../users/users.repository';
import {
  accountsDueForDeletion,
  deleteAccountRow,
  erasedAccountsPastRetention,
  erasePersonalData,
  hasKeptEngagements,
} from './account-deletion.repository';

type Db = Kysely<Database>;
const yearsBefore = (dateTime: string, years: number) =>
  `${Number(dateTime.slice(0, 4)) - years}${dateTime.slice(4)}`;

/**
 * One pass: each account whose asked deletion is due has its personal data erased (what the law makes
 * the employer keep stays); an erased account whose kept records are past their term goes entirely.
 */
export async function deleteDueAccounts(db: Db, now: Date): Promise<number> {
  const at = toBrusselsDateTime(now);
  let done = 0;
  for (const { accountID } of await accountsDueForDeletion(db, at)) {
    const user = await findUserByAccountId(db, accountID);
    // no password opens the account again
    const unusableHash = await hashPassword(randomBytes(32).toString('base64'));
    await db.transaction().execute(async (trx) => {
      const keepNumber = user ? await hasKeptEngagements(trx, user.userID) : false;
      await erasePersonalData(trx, { accountID, userID: user?.userID ?? null, keepNumber, unusableHash }, at);
    });
    done += 1;
  }
  const years = ruleOn('contractRetentionYears', at);
  for (const { accountID } of await erasedAccountsPastRetention(db, yearsBefore(at, years))) {
    await deleteAccountRow(db, accountID);
    done += 1;
  }
  return done;
}

export function createAccountDeletionPass(db: Db, log: FastifyBaseLogger): MinutePass {
  return createMinutePass((now) => deleteDueAccounts(db, now), log, 'account deletion');
}
