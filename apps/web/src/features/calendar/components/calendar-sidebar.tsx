import { useState } from 'react';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import type { CalendarEntry } from '../calendar-entries';
import { downloadIcs } from '../ics';
import { CalendarSubscription } from './calendar-subscription';

/**
 * Today's entries and the quick actions: linking a calendar app subscribes it to the account's feed;
 * export writes the same shifts as an .ics file once.
 */
export function CalendarSidebar({
  todays,
  exportSource,
}: {
  todays: CalendarEntry[];
  exportSource: Parameters<typeof downloadIcs>[0];
}) {
  const [linking, setLinking] = useState(false);
  return (
    <aside className="space-y-4">
      <section className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 className="mb-2 font-bold">{t('web.common.today')}</h2>
        {todays.length === 0 ? (
          <p className="text-sm text-slate-500">{t('web.calendar.calendarSidebar.noEventsToday')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {todays.map((entry) => (
              <li key={entry.id}>
                {formatDate(entry.start, t('web.common.timeFormat'))} {entry.title}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 className="mb-1 font-bold">{t('web.calendar.calendarSidebar.quickActions')}</h2>
        <Button
          variant="secondary"
          className="w-full"
          aria-expanded={linking}
          aria-controls="calendar-subscription"
          onClick={() => setLinking((open) => !open)}
        >
          {t('web.calendar.calendarSidebar.connectGoogle')}
        </Button>
        {linking && (
          <div id="calendar-subscription" className="rounded-xl bg-slate-50 p-3">
            <CalendarSubscription />
          </div>
        )}
        <Button
          variant="secondary"
          className="w-full"
          onClick={() =>
            showToast({
              type: 'info',
              message: t('web.calendar.calendarSidebar.availabilitySoon'),
            })
          }
        >
          {t('web.calendar.calendarSidebar.setAvailability')}
        </Button>
        <Button className="w-full" onClick={() => downloadIcs(exportSource)}>
          {t('web.calendar.calendarSidebar.export')}
        </Button>
      </section>
    </aside>
  );
}
