import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import type { CalendarEntry } from '../calendar-entries';
import { CalendarSection } from './calendar-section';

/** Current and future jobs, and the sample trainings and events one cannot register for yet. */
export function CalendarSections({
  jobEntries,
  samples,
}: {
  jobEntries: CalendarEntry[];
  samples: CalendarEntry[];
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <CalendarSection
        title="Huidige Jobs"
        badge="ACTIEF"
        entries={jobEntries.filter((entry) => entry.kind === 'current')}
      />
      <CalendarSection
        title="Toekomstige Jobs"
        badge="GEPLAND"
        entries={jobEntries.filter((entry) => entry.kind === 'future')}
      />
      <CalendarSection
        title="Opleidingen & Events"
        badge="BESCHIKBAAR"
        entries={samples}
        action={() => (
          <Button
            variant="secondary"
            className="px-3 py-1"
            onClick={() => showToast({ type: 'info', message: 'Inschrijven opent binnenkort.' })}
          >
            Inschrijven
          </Button>
        )}
      />
    </div>
  );
}
