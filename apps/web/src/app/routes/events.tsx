import { PageWrapper } from '../../components/layout/page-wrapper';
import { showToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { sampleEvents } from '../../features/events/sample-events';
import { formatDate } from '../../lib/dates';
import { t } from '../../lib/i18n';

export function EventsRoute() {
  return (
    <PageWrapper className="space-y-6">
      <h1 className="text-3xl font-extrabold text-slate-900">{t('web.common.events')}</h1>
      <div className="grid gap-6 md:grid-cols-3">
        {sampleEvents().map((event) => (
          <article
            key={event.id}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            data-testid="event-card"
          >
            <span className="w-fit rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {event.kind}
            </span>
            <h2 className="text-lg font-bold text-slate-900">{event.title}</h2>
            <p className="text-sm text-slate-600">{event.text}</p>
            <p className="text-sm text-slate-700">
              {formatDate(event.day, t('web.common.dateFormat'))} · {event.place}
            </p>
            <p className="text-sm text-slate-500">
              {t('web.events.page.attendees', { count: event.attendees })}
            </p>
            <Button
              className="mt-auto"
              onClick={() => showToast({ type: 'info', message: t('web.events.page.registrationSoon') })}
            >
              {t('web.events.page.registerNow')}
            </Button>
          </article>
        ))}
      </div>
    </PageWrapper>
  );
}
