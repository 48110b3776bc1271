import { describe, expect, it } from 'vitest';
import { nlText } from '../test/nl-text';
import { BIRTH_DATE_INVALID_YEAR, BIRTH_DATE_REQUIRED, birthDateError } from './birth-date';
import { passwordSchema } from './password.schemas';
import {
  registerFormSchema,
  registerStep1Schema,
  registerStep2Schema,
  registerStep3Schema,
  usernameSchema,
} from './register.schemas';
import { NATIONAL_REGISTER_NUMBER_HINT, REGISTER_STEP_FIELDS, registerFormDefaults } from './register-form';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : nlText(result.error?.issues[0]?.message);

describe('birth date (spec 000 §5, step 1)', () => {
  const today = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['', BIRTH_DATE_REQUIRED],
    [undefined, BIRTH_DATE_REQUIRED],
    ['1899-12-31', BIRTH_DATE_INVALID_YEAR],
    ['2027-01-01', BIRTH_DATE_INVALID_YEAR],
    ['12-05-1990', BIRTH_DATE_INVALID_YEAR],
    ['1900-01-01', undefined],
    ['2026-01-01', undefined],
  ])('%s gives %s', (value, expected) => {
    expect(birthDateError(value, today)).toBe(expected);
  });
});

describe('password rules (spec 000 §5, step 2)', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab1', 'Password must be at least 8 characters'],
    [
      'alllowercase1',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      'ALLUPPERCASE1',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      'NoDigitsHere',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['Geldig2026', undefined],
  ])('%s gives %s', (value, expected) => {
    expect(firstMessage(passwordSchema.safeParse(value))).toBe(expected);
  });

  it('asks to confirm and reports a mismatch', () => {
    const form = { ...registerFormDefaults, password: 'Geldig2026' };
    const empty = registerFormSchema.safeParse({ ...form, confirmPassword: '' });
    expect(nlText(empty.error?.issues.find((issue) => issue.path[0] === 'confirmPassword')?.message)).toBe(
      'Please confirm your password',
    );
    const mismatch = registerFormSchema.safeParse({ ...form, confirmPassword: 'Anders2026' });
    expect(nlText(mismatch.error?.issues.find((issue) => issue.path[0] === 'confirmPassword')?.message)).toBe(
      'Passwords do not match',
    );
  });
});

describe('username rules', () => {
  it.each([
    ['', 'Username is required'],
    ['ab', 'Username must be at least 3 characters'],
    ['jan peeters', 'Username can only contain letters, numbers, and underscores'],
    ['jan-peeters', 'Username can only contain letters, numbers, and underscores'],
    ['jan_peeters_92', undefined],
    ['Admin', 'Deze gebruikersnaam is voorbehouden. Kies een andere gebruikersnaam.'],
    ['jobbel', 'Deze gebruikersnaam is voorbehouden. Kies een andere gebruikersnaam.'],
    ['jobbel_fan', undefined],
  ])('%s gives %s', (value, expected) => {
    expect(firstMessage(usernameSchema.safeParse(value))).toBe(expected);
  });
});

describe('step 1, 2 and 3 required fields', () => {
  it('requires first name, last name and a valid email', () => {
    const result = registerStep1Schema.safeParse({
      firstName: '',
      lastName: '',
      birthDate: '1990-01-01',
      email: 'nope',
    });
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], nlText(issue.message)]),
    );
    expect(messages).toEqual({
      firstName: 'Vul je voornaam in.',
      lastName: 'Vul je achternaam in.',
      email: 'Vul een geldig e-mailadres in.',
    });
  });

  it('requires a phone number without a format rule', () => {
    const base = { username: 'lies_v', password: 'Geldig2026', confirmPassword: 'Geldig2026' };
    expect(firstMessage(registerStep2Schema.safeParse({ ...base, phoneNumber: '' }))).toBe(
      'Vul je telefoonnummer in.',
    );
    expect(registerStep2Schema.safeParse({ ...base, phoneNumber: 'call me' }).success).toBe(true);
  });

  it.each([
    // optional at registration (DECISIONS.md): asked when an engagement needs a Dimona
    ['', undefined],
    ['   ', undefined],
    ['90010100101', NATIONAL_REGISTER_NUMBER_HINT],
    ['90.01.01-001.0', NATIONAL_REGISTER_NUMBER_HINT],
    ['90.01.01-001.23', undefined],
    ['90.01.01-001.01', NATIONAL_REGISTER_NUMBER_HINT],
    ['99.99.99-999.99', NATIONAL_REGISTER_NUMBER_HINT],
    // born in 2001: the check digits are computed over 2 followed by the nine digits
    ['01.02.03-123.45', undefined],
  ])('national register number %s gives %s', (value, expected) => {
    const step3 = { nationalRegisterNumber: value, address: '', city: '', zipCode: '', country: 'BE' };
    expect(firstMessage(registerStep3Schema.safeParse(step3))).toBe(nlText(expected));
  });

  it('offers BE, NL, FR and DE, BE by default, and nothing else', () => {
    expect(registerFormDefaults.country).toBe('BE');
    const step3 = { nationalRegisterNumber: '90.01.01-001.23', address: '', city: '', zipCode: '' };
    for (const country of ['BE', 'NL', 'FR', 'DE'])
      expect(registerStep3Schema.safeParse({ ...step3, country }).success).toBe(true);
    expect(registerStep3Schema.safeParse({ ...step3, country: 'US' }).success).toBe(false);
  });
});

describe('password change in settings (spec 001 §5)', async () => {
  const { passwordChangeFormSchema } = await import('./password.schemas');
  // the form shows the first message per field
  const messages = (form: object) =>
    Object.fromEntries(
      (passwordChangeFormSchema.safeParse(form).error?.issues ?? [])
        .reverse()
        .map((issue) => [issue.path[0], nlText(issue.message)]),
    );

  it('names each broken rule', () => {
    expect(messages({ currentPassword: '', newPassword: '', confirmPassword: '' })).toMatchObject({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
    expect(
      messages({ currentPassword: 'Oud2026x', newPassword: 'Kort1', confirmPassword: 'Kort1' }).newPassword,
    ).toBe('New password must be at least 8 characters long');
    expect(
      messages({
        currentPassword: 'Oud2026x',
        newPassword: 'zonderhoofdletter1',
        confirmPassword: 'zonderhoofdletter1',
      }).newPassword,
    ).toBe('New password must contain at least one uppercase letter, one lowercase letter, and one number');
    expect(
      messages({ currentPassword: 'Oud2026x', newPassword: 'Nieuw2026x', confirmPassword: 'Anders2026x' })
        .confirmPassword,
    ).toBe('New password and confirmation do not match');
    expect(
      messages({ currentPassword: 'Zelfde2026', newPassword: 'Zelfde2026', confirmPassword: 'Zelfde2026' })
        .newPassword,
    ).toBe('New password must be different from current password');
    expect(
      passwordChangeFormSchema.safeParse({
        currentPassword: 'Oud2026x',
        newPassword: 'Nieuw2026x',
        confirmPassword: 'Nieuw2026x',
      }).success,
    ).toBe(true);
  });
});

describe('the registration form before zod loads', () => {
  it('names in each step exactly the fields its schema checks, and has an empty value for each', () => {
    const steps = [registerStep1Schema, registerStep2Schema, registerStep3Schema];
    expect(REGISTER_STEP_FIELDS.map((fields) => [...fields].sort())).toEqual(
      steps.map((step) => Object.keys(step.shape).sort()),
    );
    expect(Object.keys(registerFormDefaults).sort()).toEqual(REGISTER_STEP_FIELDS.flat().sort());
  });
});
