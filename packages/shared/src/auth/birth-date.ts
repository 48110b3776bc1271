import { BIRTH_YEAR_MIN } from './auth.constants';

export const BIRTH_DATE_REQUIRED = 'validation.registration.birthDateRequired';
export const BIRTH_DATE_INVALID_YEAR = 'validation.registration.birthYearInvalid';

/** spec 000 §5, step 1: checked on blur; answers the message to show, or undefined when fine. */
export function birthDateError(value: string | undefined, today = new Date()): string | undefined {
  if (!value) return BIRTH_DATE_REQUIRED;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return BIRTH_DATE_INVALID_YEAR;
  const year = Number(match[1]);
  if (year < BIRTH_YEAR_MIN || year > today.getFullYear()) return BIRTH_DATE_INVALID_YEAR;
  if (Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return BIRTH_DATE_INVALID_YEAR;
  return undefined;
}
