import type { User } from '@jobbel/shared/users/user.schemas';
import type { UserRow } from '../../db/database';
import type { FieldCipher } from '../../lib/field-encryption';

export type UserAudience = 'self' | 'admin' | 'public';

/** DECISIONS.md, who may see what: private fields only for the user and admins. */
export function toUserDto(row: UserRow, audience: UserAudience, cipher: FieldCipher): User {
  const isPrivileged = audience !== 'public';
  const publicUser: User = {
    userID: row.userID,
    userAccountID: row.userAccountID,
    userUsername: row.userUsername,
    userFirstName: row.userFirstName,
    userLastName: row.userLastName,
    // privacy defaults until users choose (showEmail false, showPhone true)
    userEmail: isPrivileged ? row.userEmail : null,
    userPhoneNumber: row.userPhoneNumber,
    userGsmNumber: row.userGsmNumber,
    userAddressCity: row.userAddressCity,
    userAddressCountry: row.userAddressCountry,
    userBio: row.userBio,
    userAvatar: row.userAvatar,
    avatarVersion: row.avatarVersion,
  };
  if (!isPrivileged) return publicUser;
  return {
    ...publicUser,
    userNationalRegisterNumber: row.userNationalRegisterNumberEncrypted
      ? cipher.decrypt(row.userNationalRegisterNumberEncrypted)
      : '',
    userDateOfBirth: row.userDateOfBirth ?? '',
    userAddressStreet: row.userAddressStreet,
    userAddressNumber: row.userAddressNumber,
    userAddressZipCode: row.userAddressZipCode,
    userEmailConfirmed: row.emailConfirmedAt !== null,
    registrationComplete: row.registrationComplete === 1,
  };
}

export function audienceFor(
  viewer: { userID: number | null; accountType: string },
  userID: number,
): UserAudience {
  if (viewer.accountType === 'admin') return 'admin';
  return viewer.userID === userID ? 'self' : 'public';
}
