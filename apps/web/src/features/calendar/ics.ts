import type { Application } from '@jobbel/shared/applications/application.schemas';
import { buildIcs } from '@jobbel/shared/calendar/ics';
import { jobEventsOf, shiftEventsOf } from '@jobbel/shared/calendar/shift-events';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { language, t } from '../../lib/i18n';

/** The calendar as an .ics file, the same text the subscribed feed gives (spec 001 §2: 'Agenda Exporteren'). */
export function downloadIcs(source: { applications: Application[] } | { jobs: Job[] }) {
  const origin = window.location.origin;
  const events =
    'jobs' in source
      ? jobEventsOf(source.jobs, origin)
      : shiftEventsOf(
          source.applications,
          {
            pending: t('web.calendar.export.pending'),
            completed: t('web.calendar.export.completed'),
            perHour: (wage) => t('web.common.money.perHour', { wage }),
          },
          origin,
          language,
        );
  const text = buildIcs(events, { name: t('web.calendar.export.name'), now: new Date() });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'jobbel-agenda.ics' });
  link.click();
  URL.revokeObjectURL(url);
}
