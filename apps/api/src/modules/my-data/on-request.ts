import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { brusselsNow } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-encryption';
import { languageOf } from '../../lib/i18n';
import { findAccountById } from '../accounts/accounts.repository';
import { findBusinessByAccountId } from '../businesses/businesses.repository';
import { findUserByEmail } from '../users/users.repository';
import { scheduleDeletion } from './account-deletion.service';
import { dataExportZip } from './data-export-zip';

type Db = Kysely<Database>;

/** The person behind an email address, as an administrator names someone who asked by mail. */
async function personOf(db: Db, email: string) {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  const account = user && (await findAccountById(db, user.userAccountID));
  if (!user || !account) throw new Error(`No account has the address ${email}`);
  return { user, account };
}

/** The same zip the person would download herself, for an administrator to send her. */
export async function exportOnRequest(db: Db, cipher: FieldCipher, email: string): Promise<Buffer> {
  const { user, account } = await personOf(db, email);
  const business = await findBusinessByAccountId(db, account.accountID);
  return dataExportZip(
    db,
    cipher,
    {
      accountID: account.accountID,
      userID: user.userID,
      businessID: business?.businessID ?? null,
      accountType: account.accountType,
      language: languageOf(user),
    },
    brusselsNow(),
  );
}

/** The same deletion the person would ask herself: due in 30 days, cancelled if she signs in and says so. */
export async function deleteOnRequest(db: Db, email: string, publicUrl: string) {
  const { user, account } = await personOf(db, email);
  return scheduleDeletion(
    db,
    { accountID: account.accountID, accountType: account.accountType, user },
    publicUrl,
  );
}
