import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';

const STATE_STYLE: Record<ShiftState, string> = {
  pending: 'bg-amber-100 text-amber-800',
  confirmed: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-red-100 text-red-800 line-through',
  completed: 'bg-slate-200 text-slate-700',
  noShow: 'bg-red-100 text-red-800',
};

import { byStart, type CalendarEntry, type ShiftState } from '../calendar-entries';

/** A list of entries under the calendar (current jobs, future jobs, trainings and events). */
export function CalendarSection({
  title,
  badge,
  entries,
  action,
}: {
  title: string;
  badge: string;
  entries: CalendarEntry[];
  action?: (entry: CalendarEntry) => ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="font-bold text-slate-900">{title}</h2>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {badge}
        </span>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">{t('web.calendar.calendarSection.empty')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {[...entries].sort(byStart).map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-2">
              <span>
                <span className="font-medium">{entry.title}</span>
                {entry.shiftState && (
                  <span
                    data-shift-state={entry.shiftState}
                    className={`ml-1 rounded px-1 text-xs ${STATE_STYLE[entry.shiftState]}`}
                  >
                    {t(`web.calendar.shiftState.${entry.shiftState}`)}
                  </span>
                )}
                <span className="block text-xs text-slate-500">
                  {t('web.calendar.calendarSection.fromUntil', {
                    start: formatDate(entry.start, t('web.common.weekdayTimeFormat')),
                    end: formatDate(entry.end, t('web.common.timeFormat')),
                  })}
                </span>
                {entry.details && <span className="block text-xs text-slate-500">{entry.details}</span>}
              </span>
              {action?.(entry)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
