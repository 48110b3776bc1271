import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { formatDutch } from '../../../lib/dates';
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
        <h2 className="mb-2 font-bold">Vandaag</h2>
        {todays.length === 0 ? (
          <p className="text-sm text-slate-500">Geen events vandaag</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {todays.map((entry) => (
              <li key={entry.id}>
                {formatDutch(entry.start, 'HH:mm')} {entry.title}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5">
        <h2 className="mb-1 font-bold">Snelle acties</h2>
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => showToast({ type: 'info', message: 'Koppelen met Google Agenda komt binnenkort.' })}
        >
          Koppel Google Agenda
        </Button>
        <Button
          variant="secondary"
          className="w-full"
          onClick={() =>
            showToast({ type: 'info', message: 'Je beschikbaarheid instellen komt binnenkort.' })
          }
        >
          Beschikbaarheid Instellen
        </Button>
        <Button className="w-full" onClick={() => downloadIcs(jobEntries)}>
          Agenda Exporteren
        </Button>
      </section>
    </aside>
  );
}
