import { z } from 'zod';

/** Both engines store ids as signed 32-bit integers; anything larger can only be bad input. */
export const MAX_ID = 2_147_483_647;

/**
 * An id is a positive 32-bit integer, sent as a number or as its decimal digits: `true`, `0x10`,
 * `1e3` or ` 7` are not ids. The length check runs before the pattern (fail fast).
 */
export const idSchema = z
  .union(
    [
      z.int(),
      z
        .string()
        .max(10, { error: 'validation.common.positiveWholeNumber', abort: true })
        .regex(/^[1-9][0-9]*$/, 'validation.common.positiveWholeNumber'),
    ],
    { error: 'validation.common.positiveWholeNumber' },
  )
  .transform(Number)
  .pipe(
    z
      .int()
      .min(1, 'validation.common.positiveWholeNumber')
      .max(MAX_ID, 'validation.common.positiveWholeNumber'),
  );

const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

export interface CalendarDateTime {
  date: string;
  hour?: string;
  minute?: string;
  second?: string;
}

/** Splits 'YYYY-MM-DD[ HH:MM[:SS]]' when it names a real calendar moment (no 2026-02-30, no 25:00). */
export function parseCalendarDateTime(value: string): CalendarDateTime | null {
  if (value.length > 19) return null;
  const match = DATE_TIME_PATTERN.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const realDay =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  const realTime = Number(hour ?? 0) < 24 && Number(minute ?? 0) < 60 && Number(second ?? 0) < 60;
  if (!realDay || !realTime) return null;
  return { date: `${year}-${month}-${day}`, hour, minute, second };
}

/** 'YYYY-MM-DD', a real calendar day. */
export function calendarDateSchema(message = 'validation.common.useADateAsYyyyMm') {
  return z
    .string()
    .max(10, { error: message, abort: true })
    .refine((value) => {
      const parsed = parseCalendarDateTime(value);
      return parsed !== null && parsed.hour === undefined;
    }, message);
}

/** 'YYYY-MM-DD HH:MM[:SS]' (Brussels wall-clock time), a real moment, answered as 'YYYY-MM-DD HH:MM:SS'. */
export function localDateTimeSchema(required: string) {
  return (
    z
      .string({ error: required })
      .trim()
      // an emptied field is missing, and says so in the field's own words
      .min(1, { error: required, abort: true })
      .max(19, { error: 'validation.common.dateTime', abort: true })
      .transform((value, ctx) => {
        const moment = parseCalendarDateTime(value);
        if (moment?.hour === undefined) {
          ctx.addIssue({ code: 'custom', message: 'validation.common.dateTime' });
          return z.NEVER;
        }
        return `${moment.date} ${moment.hour}:${moment.minute}:${moment.second ?? '00'}`;
      })
  );
}

/** No real payload nests deeper than a few levels; a deeper one is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

/**
 * What is wrong with a decoded input, walked without recursion so no nesting can exhaust the stack: a
 * NUL character in any text or key (PostgreSQL cannot store one, and no person types one), or nesting
 * deeper than MAX_INPUT_DEPTH.
 */
export function inputProblem(value: unknown): 'nul' | 'too_deep' | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul';
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return 'too_deep';
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes('\u0000')) return 'nul';
        pending.push([inner, depth + 1]);
      }
    }
  }
  return null;
}

/** Text without NUL characters: PostgreSQL cannot store them, and no person types one. */
export function containsNul(value: unknown): boolean {
  return inputProblem(value) !== null;
}
