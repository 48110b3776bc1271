import type { UserCreatePayload, UserUpdatePayload } from '@jobbel/shared/auth/register.schemas';
import type { User } from '@jobbel/shared/users/user.schemas';
import type { Kysely } from 'kysely';
import type { Database, UserRow, UserUpdate } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow, nowSeconds } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-encryption';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { currentLanguage, t } from '../../lib/i18n';
import { hashPassword } from '../../lib/passwords';
import { can, ensure } from '../../lib/policy';
import {
  deleteAccounts,
  findAccountById,
  findAccountIdByName,
  updateAccountName,
} from '../accounts/accounts.repository';
import { accountEmailExists, accountNameExists } from '../accounts/accounts.service';
import { workerRecordOf } from '../records/worker-record';
import { settingsOf } from '../settings/settings.service';
import type { EncodedImage } from '../uploads/uploaded-image';
import { nameImage } from '../uploads/uploads.plugin';
import { recordStoredFile } from '../uploads/uploads.repository';
import { ensureProfileVisible } from './profile-visibility';
import { audienceFor, toUserDto } from './users.mapper';
import {
  countUsers,
  findUserByAccountId,
  findUserByEmail,
  findUserById,
  findUserIdByUsername,
  insertUser,
  listUsers,
  updateUser,
} from './users.repository';

/** Step 3 of the registration chain: a client-credentials token registers the user of its own account. */
export async function registerUser(
  db: Kysely<Database>,
  cipher: FieldCipher,
  auth: AuthContext,
  payload: UserCreatePayload,
): Promise<User> {
  if (auth.accountID !== payload.userAccountID) throw forbidden(t('api.users.youMayOnlyRegisterThe'));
  const passwordHash = await hashPassword(payload.userPassword);
  const email = payload.userEmail.toLowerCase();
  const userID = await db.transaction().execute(async (trx) => {
    const account = await findAccountById(trx, payload.userAccountID);
    if (!account) throw notFound(t('api.accounts.accountNotFound'));
    if (await findUserByAccountId(trx, account.accountID))
      throw conflict(t('api.users.thisAccountAlreadyHasA'));
    if (email !== account.accountEmail)
      throw badRequest('validation_error', t('api.users.useremailMustMatchTheAccount'));
    if (payload.userUsername !== account.accountName) {
      throw badRequest('validation_error', t('api.users.userusernameMustMatchTheAccount'));
    }
    if (await findUserByEmail(trx, email)) throw conflict(accountEmailExists(), 'account_exists');
    if (await findUserIdByUsername(trx, payload.userUsername))
      throw conflict(accountNameExists(), 'account_exists');
    return insertUser(trx, {
      userAccountID: account.accountID,
      userUsername: payload.userUsername,
      userFirstName: payload.userFirstName,
      userLastName: payload.userLastName,
      userEmail: email,
      userPasswordHash: passwordHash,
      userPhoneNumber: payload.userPhoneNumber,
      userGsmNumber: payload.userGsmNumber || payload.userPhoneNumber,
      userNationalRegisterNumberEncrypted: payload.userNationalRegisterNumber
        ? cipher.encrypt(payload.userNationalRegisterNumber)
        : null,
      userDateOfBirth: payload.userDateOfBirth,
      userAddressStreet: payload.userAddressStreet || null,
      userAddressNumber: payload.userAddressNumber || null,
      userAddressZipCode: payload.userAddressZipCode || null,
      userAddressCity: payload.userAddressCity || null,
      userAddressCountry: payload.userAddressCountry,
      userBio: null,
      userAvatar: null,
      avatarVersion: 0,
      userLanguage: currentLanguage(),
      emailConfirmedAt: null,
      registrationComplete: account.accountType === 'user' ? 0 : 1,
      createdAt: brusselsNow(),
    });
  });
  return toUserDto((await findUserById(db, userID))!, 'self', cipher);
}

async function viewUser(
  db: Kysely<Database>,
  cipher: FieldCipher,
  viewer: AuthContext,
  row: UserRow | undefined,
) {
  if (!row) throw notFound(t('api.auth.userNotFound'));
  const audience = audienceFor(viewer, row.userID);
  const [{ privacy }, userStats] = await Promise.all([
    settingsOf(db, row.userID),
    // which shifts make up her reliability are hers to see
    workerRecordOf(db, row.userID, { withShifts: audience === 'self' }),
  ]);
  await ensureProfileVisible(db, viewer, row.userID, privacy.profilePublic);
  return { ...toUserDto(row, audience, cipher, privacy), userStats };
}

export async function getUser(
  db: Kysely<Database>,
  cipher: FieldCipher,
  viewer: AuthContext,
  userID: number,
) {
  return viewUser(db, cipher, viewer, await findUserById(db, userID));
}

export async function getUserByAccount(
  db: Kysely<Database>,
  cipher: FieldCipher,
  viewer: AuthContext,
  accountID: number,
) {
  return viewUser(db, cipher, viewer, await findUserByAccountId(db, accountID));
}

export async function listAllUsers(
  db: Kysely<Database>,
  cipher: FieldCipher,
  auth: AuthContext,
  page: { limit: number; offset: number },
) {
  ensure(can.administer(auth), t('api.users.onlyAdministratorsMayListAll'));
  const [rows, total] = await Promise.all([listUsers(db, page), countUsers(db)]);
  return { data: rows.map((row) => toUserDto(row, 'admin', cipher)), count: rows.length, total };
}

const ensureMayEditUser = (auth: AuthContext, userID: number) =>
  ensure(can.editUser(auth, userID), t('api.users.youMayOnlyChangeYour'));

export async function updateUserProfile(
  db: Kysely<Database>,
  cipher: FieldCipher,
  auth: AuthContext,
  userID: number,
  payload: UserUpdatePayload,
): Promise<User> {
  ensureMayEditUser(auth, userID);
  const { userNationalRegisterNumber, registrationComplete, userInterests, ...plainFields } = payload;
  const changes: UserUpdate = { ...plainFields };
  if (registrationComplete !== undefined) changes.registrationComplete = registrationComplete ? 1 : 0;
  if (userInterests !== undefined) changes.userInterests = JSON.stringify(userInterests);
  if (userNationalRegisterNumber !== undefined) {
    changes.userNationalRegisterNumberEncrypted = cipher.encrypt(userNationalRegisterNumber);
  }
  await db.transaction().execute(async (trx) => {
    const row = await findUserById(trx, userID);
    if (!row) throw notFound(t('api.auth.userNotFound'));
    if (payload.userUsername && payload.userUsername !== row.userUsername) {
      if (await findUserIdByUsername(trx, payload.userUsername))
        throw conflict(accountNameExists(), 'account_exists');
      if (await findAccountIdByName(trx, payload.userUsername))
        throw conflict(accountNameExists(), 'account_exists');
      await updateAccountName(trx, row.userAccountID, payload.userUsername);
    }
    if (Object.keys(changes).length > 0) await updateUser(trx, userID, changes);
  });
  return getUser(db, cipher, auth, userID);
}

/** The account goes with the user; foreign keys cascade to tokens and codes. */
export async function deleteUser(db: Kysely<Database>, auth: AuthContext, userID: number): Promise<void> {
  ensureMayEditUser(auth, userID);
  const row = await findUserById(db, userID);
  if (!row) throw notFound(t('api.auth.userNotFound'));
  await deleteAccounts(db, [row.userAccountID]);
}

/** A new avatar raises avatarVersion, so clients never let an older cached picture win (spec 000 §4). */
export async function setUserAvatar(
  db: Kysely<Database>,
  auth: AuthContext,
  userID: number | null,
  encoded: EncodedImage,
) {
  if (userID === null || !Number.isInteger(userID)) throw forbidden(t('api.auth.thisAccountHasNoUser'));
  ensureMayEditUser(auth, userID);
  const row = await findUserById(db, userID);
  if (!row) throw notFound(t('api.auth.userNotFound'));
  const avatarVersion = row.avatarVersion + 1;
  const image = nameImage(encoded, 'avatars', row.userAccountID);
  await db.transaction().execute(async (trx) => {
    // the avatar belongs to the user's account, also when an administrator uploaded it
    await recordStoredFile(trx, image, row.userAccountID, nowSeconds());
    await updateUser(trx, userID, { userAvatar: image.url, avatarVersion });
  });
  // the same picture again has the same name: the file now in use is not a replaced one
  const replaced = row.userAvatar === image.url ? null : row.userAvatar;
  return { url: image.url, replaced, avatarVersion, ownerAccountID: row.userAccountID };
}
