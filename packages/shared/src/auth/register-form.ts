import { DEFAULT_COUNTRY } from '../app/product.constants';
import type { RegisterFormValues } from './register.schemas';

/**
 * What the registration screen needs before anyone types: its kinds, steps and empty values. Kept apart
 * from the schemas, so the screen shows without zod (docs/performance.md); the schemas check each step
 * names exactly these fields (register.schemas.test.ts).
 */
export const NATIONAL_REGISTER_NUMBER_HINT = 'validation.registration.nationalRegisterNumberFormat';

export const REGISTER_TYPES = ['worker', 'employer'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];

// spec 000 §5: the form in three steps
export const REGISTER_STEP_FIELDS: readonly (readonly (keyof RegisterFormValues)[])[] = [
  ['firstName', 'lastName', 'birthDate', 'email'],
  ['username', 'password', 'confirmPassword', 'phoneNumber'],
  ['nationalRegisterNumber', 'address', 'city', 'zipCode', 'country'],
];

export const registerFormDefaults: RegisterFormValues = {
  firstName: '',
  lastName: '',
  birthDate: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  phoneNumber: '',
  nationalRegisterNumber: '',
  address: '',
  city: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
};
