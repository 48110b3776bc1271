import {
  addDays,
  addMonths,
  endOfWeek,
  isSameDay,
  isSameMonth,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useState } from 'react';

const STEP: Record<string, (day: Date) => Date> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => startOfWeek(day, { weekStartsOn: 1 }),
  End: (day) => endOfWeek(day, { weekStartsOn: 1 }),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
};

/**
 * The day grid as one Tab stop (WAI-ARIA date picker): the focused day carries tabIndex 0, arrow keys
 * move by day and week, Home/End to the week's ends, Page Up/Down by month; the shown month follows.
 * `data-day` on each day button (its ISO date) is how the grid finds the one to focus.
 */
export function useDayGridKeys(options: {
  open: boolean;
  initialDay: Date;
  month: Date;
  setMonth: (month: Date) => void;
  grid: RefObject<HTMLElement | null>;
  /** past days cannot be chosen, so focus does not go there either */
  canFocus: (day: Date) => boolean;
}) {
  const { open, initialDay, month, setMonth, grid, canFocus } = options;
  const [focusedDay, setFocusedDay] = useState(() => startOfDay(initialDay));
  const [moved, setMoved] = useState(0);

  // opening starts at the chosen (or first possible) day, inside the dialog
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the picker opens
  useEffect(() => {
    if (!open) return;
    setFocusedDay(startOfDay(initialDay));
    setMonth(startOfMonth(initialDay));
    setMoved((count) => count + 1);
  }, [open]);

  // in the commit that shows the day: a passive effect leaves a moment without focus while the month
  // changes (the old month's buttons gone), and a key pressed then would go nowhere
  useLayoutEffect(() => {
    if (moved === 0) return;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focusedDay.toISOString()}"]`)?.focus();
  }, [moved, focusedDay, grid]);

  function onGridKeyDown(event: KeyboardEvent<HTMLElement>) {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(focusedDay);
    if (!canFocus(next)) return;
    setFocusedDay(next);
    if (!isSameMonth(next, month)) setMonth(startOfMonth(next));
    setMoved((count) => count + 1);
  }

  return { tabIndexOf: (day: Date) => (isSameDay(day, focusedDay) ? 0 : -1), onGridKeyDown };
}
