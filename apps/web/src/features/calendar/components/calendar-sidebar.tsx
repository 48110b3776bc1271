import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import type { CalendarEntry } from '../calendar-entries';
import { downloadIcs } from '../ics';

/** Today's entries and the quick actions; export writes the jobs as an .ics file. */
export function CalendarSidebar({
  todays,
  jobEntries,
}: {
  todays: CalendarEntry[];
  jobEntries: CalendarEntry[];
}) {
  return (
    <aside className="space-y-4">
      <section className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 className="mb-2 font-bold">{t('web.common.vandaag')}</h2>
        {todays.length === 0 ? (
          <p className="text-sm text-slate-500">{t('web.calendar.calendarSidebar.geenEventsVandaag')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {todays.map((entry) => (
              <li key={entry.id}>
                {formatDate(entry.start, t('web.common.hhMm'))} {entry.title}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 className="mb-1 font-bold">{t('web.calendar.calendarSidebar.snelleActies')}</h2>
        <Button
          variant="secondary"
          className="w-full"
          onClick={() =>
            showToast({
              type: 'info',
              message: t('web.calendar.calendarSidebar.koppelenMetGoogleAgendaKomt'),
            })
          }
        >
          {t('web.calendar.calendarSidebar.koppelGoogleAgenda')}
        </Button>
        <Button
          variant="secondary"
          className="w-full"
          onClick={() =>
            showToast({
              type: 'info',
              message: t('web.calendar.calendarSidebar.jeBeschikbaarheidInstellenKomtBinnenkort'),
            })
          }
        >
          {t('web.calendar.calendarSidebar.beschikbaarheidInstellen')}
        </Button>
        <Button className="w-full" onClick={() => downloadIcs(jobEntries)}>
          {t('web.calendar.calendarSidebar.agendaExporteren')}
        </Button>
      </section>
    </aside>
  );
}
