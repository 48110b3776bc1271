import type { UseQueryResult } from '@tanstack/react-query';
import { lightFormat } from 'date-fns';

/**
 * The API's day, 'YYYY-MM-DD', of a date as the browser shows it (Europe/Brussels). lightFormat, not
 * format: the dashboard's first search builds its query from the entry, before its screen has loaded.
 */
export const apiDay = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

/** Days from `from` up to, not including, `before` ('YYYY-MM-DD'): the shifts a screen shows. */
export interface DayWindow {
  from: string;
  before: string;
}

/**
 * One query per window read as one list, each item once (the windows may overlap); pending while any
 * window is.
 */
export function mergedWindows<T>(idOf: (item: T) => number) {
  return (results: UseQueryResult<T[]>[]) => ({
    data: results.some((result) => result.data !== undefined)
      ? [
          ...new Map(
            results.flatMap((result) => result.data ?? []).map((item) => [idOf(item), item]),
          ).values(),
        ]
      : undefined,
    isPending: results.some((result) => result.isPending),
  });
}
