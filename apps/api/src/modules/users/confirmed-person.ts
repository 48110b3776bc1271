import type { AccountType } from '@jobbel/shared/auth/auth.constants';
import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser } from '../../db/database';
import { brusselsNow } from '../../lib/clock';
import { requestLanguage } from '../../lib/i18n';
import { randomSecret, sha256 } from '../../lib/secrets';
import { insertAccount } from '../accounts/accounts.repository';
import { insertUser } from './users.repository';

export interface ConfirmedPerson {
  username: string;
  email: string;
  accountType: AccountType;
  firstName: string;
  lastName: string;
  passwordHash: string;
  /** any other user column (phone, city, ...) */
  extra?: Partial<NewUser>;
}

/**
 * An account with its user and a confirmed email, made outside the registration chain: demo data,
 * `npm run admin:create` and the benchmark. Its OAuth client secret is thrown away.
 */
export async function insertConfirmedPerson(
  db: Kysely<Database> | Transaction<Database>,
  person: ConfirmedPerson,
) {
  const stamp = brusselsNow();
  const accountID = await insertAccount(db, {
    accountName: person.username,
    accountEmail: person.email,
    accountType: person.accountType,
    oauthClientId: `jobbel_${randomSecret(12)}`,
    oauthClientSecretHash: sha256(randomSecret()),
    createdAt: stamp,
  });
  const userID = await insertUser(db, {
    userAccountID: accountID,
    userUsername: person.username,
    userFirstName: person.firstName,
    userLastName: person.lastName,
    userEmail: person.email,
    userPasswordHash: person.passwordHash,
    userPhoneNumber: null,
    userGsmNumber: null,
    userNationalRegisterNumberEncrypted: null,
    userDateOfBirth: null,
    userAddressStreet: null,
    userAddressNumber: null,
    userAddressZipCode: null,
    userAddressCity: null,
    userAddressCountry: 'BE',
    userBio: null,
    userAvatar: null,
    avatarVersion: 0,
    emailConfirmedAt: stamp,
    registrationComplete: 1,
    createdAt: stamp,
    // a person made by a request reads its language; seeded demo people choose none
    userLanguage: requestLanguage(),
    ...person.extra,
  });
  return { accountID, userID };
}
