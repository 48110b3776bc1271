import { z } from 'zod';
import { ACCOUNT_TYPES } from '../auth/auth.constants';
import { LANGUAGES } from '../i18n/locales';
import { workerRecordSchema } from '../shifts/shift.schemas';

/** A user as others may see it; private fields appear only for the user and admins. */
export const userSchema = z.object({
  userID: z.number(),
  userAccountID: z.number(),
  userUsername: z.string(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userEmail: z.string().nullable(),
  userPhoneNumber: z.string().nullable(),
  userGsmNumber: z.string().nullable(),
  userAddressCity: z.string().nullable(),
  userAddressCountry: z.string().nullable(),
  userBio: z.string().nullable(),
  userAvatar: z.string().nullable(),
  avatarVersion: z.number(),
  userNationalRegisterNumber: z.string().optional(),
  userDateOfBirth: z.string().optional(),
  userAddressStreet: z.string().nullable().optional(),
  userAddressNumber: z.string().nullable().optional(),
  userAddressZipCode: z.string().nullable().optional(),
  userEmailConfirmed: z.boolean().optional(),
  registrationComplete: z.boolean().optional(),
  userInterests: z.array(z.string()).optional(),
  /** the language the user chose; null until they do (their browser's language is used) */
  userLanguage: z.enum(LANGUAGES).nullable().optional(),
  /** Completed shifts, approved hours, revealed ratings and reliability */
  userStats: workerRecordSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({
  authenticated: z.boolean(),
  account_type: z.enum(ACCOUNT_TYPES),
  account_id: z.number(),
  account_name: z.string(),
  account_email: z.string(),
  registrationComplete: z.boolean(),
  user: userSchema.nullable(),
  /** the account asked to be deleted: when that is done, unless it cancels first */
  deletionDueDateTime: z.string().nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** A national register number as her own screens show it until she asks to see it: 98.04.12-***.** */
export function maskedInsz(insz: string): string {
  const digits = insz.replace(/\D/g, '');
  return digits.length < 6 ? '' : `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4, 6)}-***.**`;
}
export const revealedInszSchema = z.object({ userNationalRegisterNumber: z.string() });
