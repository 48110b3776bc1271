import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  isSameDay,
  isSameMonth,
  isWithinInterval,
  startOfMonth,
  startOfWeek,
  subMonths,
} from 'date-fns';
import { useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { useCloseReturningFocus, useDismiss } from '../../../components/ui/use-dismiss';
import { formatDate, shortDayNames } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { DATE_PROMPTS, type DateRange, isPastDay, pickDay, type Selecting } from '../date-range';
import { useDayGridKeys } from './use-day-grid-keys';

// spec 000 §4: the week starts on Monday
const weekdays = () => shortDayNames('monday');

function monthDays(month: Date): Date[] {
  const days: Date[] = [];
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: 1 });
  for (let day = startOfWeek(startOfMonth(month), { weekStartsOn: 1 }); day <= last; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

export function rangeLabel(range: DateRange): string {
  if (!range.start) return t('web.jobs.dateRangePicker.placeholder');
  const start = formatDate(range.start, t('web.jobs.dateRangePicker.shortDayFormat'));
  return range.end
    ? `${start} – ${formatDate(range.end, t('web.jobs.dateRangePicker.shortDayFormat'))}`
    : t('web.jobs.dateRangePicker.vanafStart', { start });
}

interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  today?: Date;
}

export function DateRangePicker({ value, onChange, today = new Date() }: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [selecting, setSelecting] = useState<Selecting>('start');
  const [month, setMonth] = useState(() => startOfMonth(value.start ?? today));
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  // closing with Escape or by choosing the range gives focus back to the button that opened it
  const closePopup = useCloseReturningFocus(container, trigger, setOpen);
  useDismiss(open, container, closePopup);
  const firstDay = value.start ?? today;
  const days = useDayGridKeys({
    open,
    initialDay: firstDay,
    month,
    setMonth,
    grid,
    canFocus: (day) => !isPastDay(day, today),
  });

  function choose(day: Date) {
    const next = pickDay(value, selecting, day);
    setSelecting(next.selecting);
    onChange(next.range);
    if (next.close) closePopup();
  }

  function clear() {
    onChange({ start: null, end: null });
    setSelecting('start');
  }

  const inRange = (day: Date) =>
    value.start !== null &&
    value.end !== null &&
    isWithinInterval(day, { start: value.start, end: value.end });

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="flex w-full items-center gap-2 rounded-xl border border-white/30 bg-white px-4 py-3 text-left text-sm text-slate-800 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Icon name="calendar" className="h-4 w-4 text-slate-500" />
        <span className="truncate">{rangeLabel(value)}</span>
      </button>
      {open && (
        <div
          role="dialog"
          aria-label={t('web.jobs.dateRangePicker.label')}
          className="absolute left-0 z-40 mt-2 w-80 rounded-2xl border border-slate-200 bg-white p-4 text-slate-800 shadow-2xl"
        >
          <p className="mb-3 text-sm font-semibold text-brand-700" aria-live="polite">
            {DATE_PROMPTS[selecting]}
          </p>
          <div className="mb-2 flex items-center justify-between">
            <button
              type="button"
              aria-label={t('web.common.previousMonth')}
              onClick={() => setMonth((current) => subMonths(current, 1))}
              className="rounded-lg px-2 py-1 hover:bg-slate-100"
            >
              ‹
            </button>
            <span className="text-sm font-semibold capitalize">
              {formatDate(month, t('web.common.monthFormat'))}
            </span>
            <button
              type="button"
              aria-label={t('web.common.nextMonth')}
              onClick={() => setMonth((current) => addMonths(current, 1))}
              className="rounded-lg px-2 py-1 hover:bg-slate-100"
            >
              ›
            </button>
          </div>
          <div ref={grid} className="grid grid-cols-7 gap-1 text-center text-xs">
            {weekdays().map((weekday) => (
              <span key={weekday} className="py-1 font-semibold text-slate-500">
                {weekday}
              </span>
            ))}
            {monthDays(month).map((day) => {
              const selected =
                (value.start && isSameDay(day, value.start)) || (value.end && isSameDay(day, value.end));
              return (
                <button
                  key={day.toISOString()}
                  data-day={day.toISOString()}
                  tabIndex={days.tabIndexOf(day)}
                  onKeyDown={days.onGridKeyDown}
                  type="button"
                  disabled={isPastDay(day, today)}
                  onClick={() => choose(day)}
                  aria-label={formatDate(day, t('web.jobs.dateRangePicker.dayFormat'))}
                  aria-pressed={Boolean(selected)}
                  className={`rounded-lg py-1.5 text-sm disabled:cursor-not-allowed disabled:text-slate-300 ${
                    selected
                      ? 'bg-brand-700 font-bold text-white'
                      : inRange(day)
                        ? 'bg-brand-100 text-brand-800'
                        : 'hover:bg-slate-100'
                  } ${isSameMonth(day, month) ? '' : 'opacity-40'}`}
                >
                  {formatDate(day, 'd')}
                </button>
              );
            })}
          </div>
          <div className="mt-3 flex justify-end">
            <button
              type="button"
              onClick={clear}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('web.jobs.dateRangePicker.clear')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
