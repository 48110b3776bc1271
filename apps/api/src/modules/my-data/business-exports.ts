import { PRESENCE_COLUMNS } from '@jobbel/shared/check-in/check-in.schemas';
import { PERFORMANCE_COLUMNS } from '@jobbel/shared/engagements/exports.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { belgianCsv } from '../../lib/belgian-csv';
import type { FieldCipher } from '../../lib/field-encryption';
import { presenceOfPeriod } from '../check-in/presence-export';
import { performancesOf } from '../engagements/exports.service';

// every shift a business ever had on Jobbel lies within these days
const ALL_TIME = { from: '2000-01-01', to: '2999-12-31' };

/**
 * The exports a business downloads for its secretariat, over all its shifts, as files of its own data
 * export: the performances and the presence log, as the dashboard gives them (docs/exports.md).
 */
export async function businessExports(
  db: Kysely<Database>,
  cipher: FieldCipher,
  owner: { accountID: number; userID: number | null },
): Promise<{ name: string; csv: string }[]> {
  // the business itself asks, as it would on its dashboard
  const asBusiness: AuthContext = {
    tokenID: 0,
    tokenKind: 'user',
    accountID: owner.accountID,
    accountType: 'business',
    userID: owner.userID,
    sessionID: null,
    language: null,
  };
  return [
    {
      name: 'performances.csv',
      csv: belgianCsv(PERFORMANCE_COLUMNS, await performancesOf(db, cipher, asBusiness, ALL_TIME)),
    },
    {
      name: 'presence.csv',
      csv: belgianCsv(PRESENCE_COLUMNS, await presenceOfPeriod(db, asBusiness, ALL_TIME)),
    },
  ];
}
