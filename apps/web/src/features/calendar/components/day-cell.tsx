import { isSameDay, isSameMonth } from 'date-fns';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import type { CalendarEntry } from '../calendar-entries';

// spec 001 §2: at most 2 entries a day, then '+N meer', which opens the whole day
const MAX_PER_DAY = 2;
const KIND_STYLE: Record<CalendarEntry['kind'], string> = {
  current: 'bg-emerald-100 text-emerald-900',
  past: 'bg-slate-100 text-slate-700',
  future: 'bg-sky-100 text-sky-900',
  training: 'bg-amber-100 text-amber-900',
  event: 'bg-violet-100 text-violet-900',
};

function EntryLine({ entry }: { entry: CalendarEntry }) {
  return (
    <>
      {formatDate(entry.start, t('web.common.timeFormat'))} {entry.title}
      {entry.shiftState && ` ${t(`web.calendar.shiftState.${entry.shiftState}`)}`}
    </>
  );
}

/** One day of the month grid; `entries` come earliest first. */
export function DayCell({
  day,
  month,
  today,
  entries,
}: {
  day: Date;
  month: Date;
  today: Date;
  entries: CalendarEntry[];
}) {
  const [open, setOpen] = useState(false);
  const hidden = entries.length - MAX_PER_DAY;
  return (
    <div
      data-testid={`day-${formatDate(day, 'yyyy-MM-dd')}`}
      className={`min-h-24 border-b border-l border-slate-100 p-1.5 ${isSameMonth(day, month) ? '' : 'bg-slate-50 text-slate-600'}`}
    >
      <span
        className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-xs ${isSameDay(day, today) ? 'bg-brand-700 font-bold text-white' : ''}`}
      >
        {formatDate(day, 'd')}
      </span>
      <ul className="mt-1 space-y-1">
        {entries.slice(0, MAX_PER_DAY).map((entry) => (
          <li
            key={entry.id}
            className={`truncate rounded px-1.5 py-0.5 text-xs ${KIND_STYLE[entry.kind]} ${entry.shiftState === 'cancelled' ? 'line-through opacity-70' : ''}`}
            title={entry.title}
          >
            <EntryLine entry={entry} />
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <button
              type="button"
              onClick={() => setOpen(true)}
              className="text-xs font-semibold text-brand-700 hover:underline"
            >
              {t('web.calendar.dayCell.more', { count: hidden })}
            </button>
          </li>
        )}
      </ul>
      {open && (
        <Modal title={formatDate(day, t('web.calendar.dayCell.dayTitle'))} onClose={() => setOpen(false)}>
          <ul className="space-y-2 text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className={`rounded px-2 py-1 ${KIND_STYLE[entry.kind]}`}>
                <EntryLine entry={entry} />
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </div>
  );
}
