import { addDays, endOfMonth, endOfWeek, isSameDay, startOfMonth, startOfWeek } from 'date-fns';
import { shortDayNames } from '../../../lib/dates';
import { byStart, type CalendarEntry } from '../calendar-entries';
import { DayCell } from './day-cell';

// spec 001 §2: Zo to Za
const weekdays = () => shortDayNames('sunday');
export function MonthGrid({
  month,
  entries,
  today = new Date(),
}: {
  month: Date;
  entries: CalendarEntry[];
  today?: Date;
}) {
  const days: Date[] = [];
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: 0 });
  for (let day = startOfWeek(startOfMonth(month), { weekStartsOn: 0 }); day <= last; day = addDays(day, 1))
    days.push(day);
  return (
    <div className="grid grid-cols-7 overflow-hidden rounded-2xl border border-slate-200 bg-white text-sm">
      {weekdays().map((weekday) => (
        <div
          key={weekday}
          className="border-b border-slate-200 bg-slate-50 py-2 text-center text-xs font-semibold text-slate-500"
        >
          {weekday}
        </div>
      ))}
      {days.map((day) => (
        <DayCell
          key={day.toISOString()}
          day={day}
          month={month}
          today={today}
          entries={entries.filter((entry) => isSameDay(entry.start, day)).sort(byStart)}
        />
      ))}
    </div>
  );
}
