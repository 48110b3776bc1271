import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
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
        title={t('web.calendar.calendarSections.currentJobs')}
        badge={t('web.calendar.calendarSections.active')}
        entries={jobEntries.filter((entry) => entry.kind === 'current')}
      />
      <CalendarSection
        title={t('web.calendar.calendarSections.upcomingJobs')}
        badge={t('web.calendar.calendarSections.planned')}
        entries={jobEntries.filter((entry) => entry.kind === 'future')}
      />
      <CalendarSection
        title={t('web.calendar.calendarSections.trainingAndEvents')}
        badge={t('web.calendar.calendarSections.available')}
        entries={samples}
        // a training or event that has begun can no longer be registered for
        action={(entry) =>
          entry.start <= new Date() ? null : (
            <Button
              variant="secondary"
              className="px-3 py-1"
              onClick={() =>
                showToast({
                  type: 'info',
                  message: t('web.calendar.calendarSections.registrationSoon'),
                })
              }
            >
              {t('web.calendar.calendarSections.register')}
            </Button>
          )
        }
      />
    </div>
  );
}
