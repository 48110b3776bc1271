import { addMonths, startOfMonth, subMonths } from 'date-fns';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import type { CalendarEntry } from '../calendar-entries';
import { MonthGrid } from './month-grid';

/** The month view with previous, today and next. */
export function CalendarMonth({
  month,
  onMonth,
  entries,
  today,
}: {
  month: Date;
  onMonth: (month: Date) => void;
  entries: CalendarEntry[];
  today: Date;
}) {
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          aria-label={t('web.common.previousMonth')}
          onClick={() => onMonth(subMonths(month, 1))}
        >
          ‹
        </Button>
        <Button variant="secondary" onClick={() => onMonth(startOfMonth(new Date()))}>
          {t('web.common.today')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t('web.common.nextMonth')}
          onClick={() => onMonth(addMonths(month, 1))}
        >
          ›
        </Button>
        <h2 className="ml-2 text-lg font-bold capitalize" data-testid="calendar-month">
          {formatDate(month, t('web.common.monthFormat'))}
        </h2>
      </div>
      <MonthGrid month={month} entries={entries} today={today} />
    </div>
  );
}
