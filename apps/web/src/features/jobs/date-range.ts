import { isAfter, isBefore, startOfDay } from 'date-fns';
import { labels } from '../../lib/i18n';

export interface DateRange {
  start: Date | null;
  end: Date | null;
}

export type Selecting = 'start' | 'end';

export const DATE_PROMPTS = labels({
  start: 'web.jobs.dateRange.start',
  end: 'web.jobs.dateRange.end',
});

/**
 * spec 000 §4, date picker: the first click sets the start, the next the end; an end before the start
 * swaps them; a new start after the end clears the end; choosing the end closes the popup.
 */
export function pickDay(
  range: DateRange,
  selecting: Selecting,
  clicked: Date,
): { range: DateRange; selecting: Selecting; close: boolean } {
  const day = startOfDay(clicked);
  if (selecting === 'start' || range.start === null) {
    const end = range.end && isAfter(day, range.end) ? null : range.end;
    return { range: { start: day, end }, selecting: 'end', close: false };
  }
  if (isBefore(day, range.start))
    return { range: { start: day, end: range.start }, selecting: 'start', close: true };
  return { range: { start: range.start, end: day }, selecting: 'start', close: true };
}

export function isPastDay(day: Date, today = new Date()): boolean {
  return isBefore(startOfDay(day), startOfDay(today));
}
