import { addDays, addMonths, format } from 'date-fns';

/** 'YYYY-MM-DD' days the API reads a worker's shifts between: from the first, before the second. */
export interface CalendarDays {
  from: string;
  before: string;
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The shown month with the week on either side the grid shows of its neighbours. */
export function monthDays(month: Date): CalendarDays {
  return { from: day(addDays(month, -7)), before: day(addDays(addMonths(month, 1), 7)) };
}

/** What the current and coming sections list: shifts begun since yesterday, and the next three months. */
export function comingDays(today: Date): CalendarDays {
  return { from: day(addDays(today, -2)), before: day(addMonths(today, 3)) };
}
