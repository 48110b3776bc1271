import { isLanguage } from '@jobbel/shared/i18n/locales';
import { maskedInsz, type User } from '@jobbel/shared/users/user.schemas';
import type { UserRow } from '../../db/database';
import type { FieldCipher } from '../../lib/field-encryption';

export type UserAudience = 'self' | 'admin' | 'public';

/** docs/decisions/who-may-do-what.md, who may see what: private fields only for the user and admins. */
export function toUserDto(
  row: UserRow,
  audience: UserAudience,
  cipher: FieldCipher,
  privacy: { showEmail: boolean; showPhone: boolean } = { showEmail: false, showPhone: true },
): User {
  const isPrivileged = audience !== 'public';
  const publicUser: User = {
    userID: row.userID,
    userAccountID: row.userAccountID,
    userUsername: row.userUsername,
    userFirstName: row.userFirstName,
    userLastName: row.userLastName,
    // docs/decisions/who-may-do-what.md: email and phone follow the user's privacy choices
    userEmail: isPrivileged || privacy.showEmail ? row.userEmail : null,
    userPhoneNumber: isPrivileged || privacy.showPhone ? row.userPhoneNumber : null,
    userGsmNumber: isPrivileged || privacy.showPhone ? row.userGsmNumber : null,
    userAddressCity: row.userAddressCity,
    userAddressCountry: row.userAddressCountry,
    userBio: row.userBio,
    userAvatar: row.userAvatar,
    avatarVersion: row.avatarVersion,
  };
  if (!isPrivileged) return publicUser;
  return {
    ...publicUser,
    // shown in full only when she asks with her password (POST /api/me/insz)
    userNationalRegisterNumber: row.userNationalRegisterNumberEncrypted
      ? maskedInsz(cipher.decrypt(row.userNationalRegisterNumberEncrypted))
      : '',
    userDateOfBirth: row.userDateOfBirth ?? '',
    userAddressStreet: row.userAddressStreet,
    userAddressNumber: row.userAddressNumber,
    userAddressZipCode: row.userAddressZipCode,
    userEmailConfirmed: row.emailConfirmedAt !== null,
    registrationComplete: row.registrationComplete === 1,
    userInterests: parseInterests(row.userInterests),
    userLanguage: isLanguage(row.userLanguage) ? row.userLanguage : null,
  };
}

export function audienceFor(
  viewer: { userID: number | null; accountType: string },
  userID: number,
): UserAudience {
  if (viewer.accountType === 'admin') return 'admin';
  return viewer.userID === userID ? 'self' : 'public';
}

function parseInterests(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
