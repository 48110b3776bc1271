/// <reference path="./validate-insz.d.ts" />
import validateInsz from 'validate-insz';
import { z } from 'zod';
import { idSchema } from '../app/primitive.schemas';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '../app/product.constants';
import { LANGUAGES } from '../i18n/locales';
import {
  isReservedUsername,
  NATIONAL_REGISTER_NUMBER_PATTERN,
  REGISTRABLE_ACCOUNT_TYPES,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from './auth.constants';
import { birthDateError } from './birth-date';
import { emailSchema } from './email.schemas';
import { passwordSchema } from './password.schemas';
import { NATIONAL_REGISTER_NUMBER_HINT } from './register-form';

export const usernameSchema = z
  .string({ error: 'validation.registration.usernameRequired' })
  .trim()
  .max(50, { error: 'validation.registration.usernameMustBeAtMost50', abort: true })
  .min(1, 'validation.registration.usernameRequired')
  .min(USERNAME_MIN_LENGTH, 'validation.registration.usernameTooShort')
  .regex(USERNAME_PATTERN, 'validation.registration.usernameCharacters')
  .refine((name) => !isReservedUsername(name), 'validation.registration.usernameReserved');

export const birthDateSchema = z.string().superRefine((value, ctx) => {
  const message = birthDateError(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** The format of spec 000 §3, then the real modulo-97 check digits (also for people born from 2000). */
export const nationalRegisterNumberSchema = z
  .string({ error: NATIONAL_REGISTER_NUMBER_HINT })
  .trim()
  .max(20, { error: NATIONAL_REGISTER_NUMBER_HINT, abort: true })
  // not `abort` on the pattern: an aborted field would hide the form-level password check
  .regex(NATIONAL_REGISTER_NUMBER_PATTERN, NATIONAL_REGISTER_NUMBER_HINT)
  .refine(
    (value) => !NATIONAL_REGISTER_NUMBER_PATTERN.test(value) || validateInsz(value),
    NATIONAL_REGISTER_NUMBER_HINT,
  );

/**
 * At registration the number may wait (../shared/spec/DECISIONS.md, "Where the law and the spec
 * disagree"): it is asked when an engagement needs a Dimona. Empty is not given; anything else is checked.
 */
export const optionalNationalRegisterNumberSchema = z
  .string()
  .trim()
  .max(20, { error: NATIONAL_REGISTER_NUMBER_HINT, abort: true })
  .optional()
  .transform((value) => value || undefined)
  .pipe(nationalRegisterNumberSchema.optional());

const optionalText = (max: number) => z.string().trim().max(max, 'validation.common.tooLong');

// spec 000 §3: registration form data, validated step by step (§5)
export const registerStep1Schema = z.object({
  firstName: z.string().trim().min(1, 'validation.registration.firstNameIsRequired').max(100),
  lastName: z.string().trim().min(1, 'validation.registration.lastNameIsRequired').max(100),
  birthDate: birthDateSchema,
  email: emailSchema,
});

const passwordPairSchema = z.object({
  password: passwordSchema,
  confirmPassword: z.string().min(1, 'validation.registration.confirmationRequired'),
});
const passwordPairFilledSchema = z.object({
  password: z.string().min(1),
  confirmPassword: z.string().min(1),
});

export const registerStep2Schema = z.object({
  username: usernameSchema,
  ...passwordPairSchema.shape,
  phoneNumber: z.string().trim().min(1, 'validation.registration.phoneNumberIsRequired').max(30),
});

export const registerStep3Schema = z.object({
  nationalRegisterNumber: optionalNationalRegisterNumberSchema,
  address: optionalText(200),
  city: optionalText(100),
  zipCode: optionalText(20),
  country: z.enum(COUNTRY_CODES),
});

export const registerFormSchema = registerStep1Schema
  .extend(registerStep2Schema.shape)
  .extend(registerStep3Schema.shape)
  .refine((form) => form.password === form.confirmPassword, {
    message: 'validation.registration.passwordsDiffer',
    path: ['confirmPassword'],
    // shown as soon as both are filled in, whatever the password rules still say
    when: (payload) => passwordPairFilledSchema.safeParse(payload.value).success,
  });
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

// Transport payloads (spec 000 §3 and §7)
export const accountCreateSchema = z.object({
  accountName: usernameSchema,
  accountType: z.enum(REGISTRABLE_ACCOUNT_TYPES).default('user'),
  accountEmail: emailSchema,
});
export type AccountCreatePayload = z.infer<typeof accountCreateSchema>;

export const accountUpdateSchema = z.object({ accountName: usernameSchema });
export type AccountUpdatePayload = z.infer<typeof accountUpdateSchema>;

export const userCreateSchema = z.object({
  userAccountID: idSchema,
  userUsername: usernameSchema,
  userFirstName: z.string().trim().min(1, 'validation.registration.firstNameIsRequired').max(100),
  userLastName: z.string().trim().min(1, 'validation.registration.lastNameIsRequired').max(100),
  userPassword: passwordSchema,
  userEmail: emailSchema,
  userPhoneNumber: z.string().trim().min(1, 'validation.registration.phoneNumberIsRequired').max(30),
  userGsmNumber: optionalText(30).optional(),
  userNationalRegisterNumber: optionalNationalRegisterNumberSchema,
  userDateOfBirth: birthDateSchema,
  userAddressStreet: optionalText(200).optional(),
  userAddressNumber: optionalText(20).optional(),
  userAddressZipCode: optionalText(20).optional(),
  userAddressCity: optionalText(100).optional(),
  userAddressCountry: z.enum(COUNTRY_CODES).default(DEFAULT_COUNTRY),
});
export type UserCreatePayload = z.infer<typeof userCreateSchema>;

export const INTEREST_KEYS = [
  'work',
  'chores',
  'physical',
  'creativity',
  'health',
  'selfcare',
  'school',
] as const;

export const userUpdateSchema = userCreateSchema
  .omit({ userAccountID: true, userPassword: true, userEmail: true })
  .extend({
    userBio: optionalText(2000),
    registrationComplete: z.boolean(),
    userInterests: z.array(z.enum(INTEREST_KEYS)).max(INTEREST_KEYS.length),
    userLanguage: z.enum(LANGUAGES),
  })
  .partial();
export type UserUpdatePayload = z.infer<typeof userUpdateSchema>;
