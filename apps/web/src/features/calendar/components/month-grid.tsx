import { addDays, endOfMonth, endOfWeek, isSameDay, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import type { CalendarEntry } from '../calendar-entries';

// spec 001 §2: Zo to Za, at most 2 entries a day plus '+N meer'
const WEEKDAYS = [
  t('web.common.zo'),
  t('web.common.ma'),
  t('web.common.di'),
  t('web.common.wo'),
  t('web.common.do'),
  t('web.common.vr'),
  t('web.common.za'),
];
const MAX_PER_DAY = 2;
const KIND_STYLE: Record<CalendarEntry['kind'], string> = {
  current: 'bg-emerald-100 text-emerald-900',
  future: 'bg-sky-100 text-sky-900',
  training: 'bg-amber-100 text-amber-900',
  event: 'bg-violet-100 text-violet-900',
};

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
      {WEEKDAYS.map((weekday) => (
        <div
          key={weekday}
          className="border-b border-slate-200 bg-slate-50 py-2 text-center text-xs font-semibold text-slate-500"
        >
          {weekday}
        </div>
      ))}
      {days.map((day) => {
        const dayEntries = entries.filter((entry) => isSameDay(entry.start, day));
        return (
          <div
            key={day.toISOString()}
            data-testid={`day-${formatDate(day, 'yyyy-MM-dd')}`}
            className={`min-h-24 border-b border-l border-slate-100 p-1.5 ${isSameMonth(day, month) ? '' : 'bg-slate-50 text-slate-400'}`}
          >
            <span
              className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-xs ${isSameDay(day, today) ? 'bg-brand-700 font-bold text-white' : ''}`}
            >
              {formatDate(day, 'd')}
            </span>
            <ul className="mt-1 space-y-1">
              {dayEntries.slice(0, MAX_PER_DAY).map((entry) => (
                <li
                  key={entry.id}
                  className={`truncate rounded px-1.5 py-0.5 text-xs ${KIND_STYLE[entry.kind]}`}
                  title={entry.title}
                >
                  {formatDate(entry.start, t('web.common.hhMm'))} {entry.title}
                  {entry.pending ? ' (in afwachting)' : ''}
                </li>
              ))}
              {dayEntries.length > MAX_PER_DAY && (
                <li className="text-xs text-slate-500">
                  +{dayEntries.length - MAX_PER_DAY} {t('web.calendar.monthGrid.meer')}
                </li>
              )}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
