import { addDays, addMonths } from 'date-fns';
import { type DayWindow, apiDay as day } from '../../lib/day-windows';

/** The shown month with the week on either side the grid shows of its neighbours. */
export function monthDays(month: Date): DayWindow {
  return { from: day(addDays(month, -7)), before: day(addDays(addMonths(month, 1), 7)) };
}

/** What the current and coming sections list: shifts begun since yesterday, and the next three months. */
export function comingDays(today: Date): DayWindow {
  return { from: day(addDays(today, -2)), before: day(addMonths(today, 3)) };
}
