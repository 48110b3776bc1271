import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useCalendarFeed, useChangeCalendarFeed } from '../api/calendar-feed';

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    showToast({ type: 'success', message: t('web.calendar.subscription.copied') });
  } catch {
    showToast({ type: 'error', message: t('web.calendar.subscription.copyFailed') });
  }
}

/**
 * The subscription link a calendar app (Google Agenda, Apple, Outlook) follows, so changes to a shift
 * reach the phone's calendar. The link is shown once, right after it is made; making a new one or
 * revoking it ends the old one.
 */
export function CalendarSubscription() {
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const url = feed.data?.calendarFeedUrl ?? null;
  const since = parseApiDateTime(feed.data?.calendarFeedCreatedDateTime);
  const failed = () => showToast({ type: 'error', message: t('web.calendar.subscription.failed') });
  const renew = () => change.mutate('renew', { onError: failed });

  if (feed.isPending) return <p className="text-sm text-slate-500">{t('web.common.loading')}</p>;
  if (feed.isError) return <p className="text-sm text-red-700">{t('web.calendar.subscription.failed')}</p>;
  return (
    <div className="space-y-2 text-sm" data-testid="calendar-subscription">
      <p className="text-slate-600">{t('web.calendar.subscription.explain')}</p>
      {url ? (
        <>
          <label className="block font-semibold text-slate-700" htmlFor="calendar-feed-url">
            {t('web.calendar.subscription.yourLink')}
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={url}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="text-xs text-amber-800">{t('web.calendar.subscription.onlyOnce')}</p>
          <div className="flex flex-wrap gap-2">
            <Button className="min-h-11 px-3" onClick={() => void copy(url)}>
              {t('web.calendar.subscription.copy')}
            </Button>
            <a
              className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 hover:underline"
              href={url.replace(/^https?:/, 'webcal:')}
            >
              {t('web.calendar.subscription.openInApp')}
            </a>
          </div>
        </>
      ) : since ? (
        <p>
          {t('web.calendar.subscription.activeSince', {
            date: formatDate(since, t('web.common.dateFormat')),
          })}
        </p>
      ) : null}
      {since ? (
        // a new link starts the questions afresh
        <div className="flex flex-wrap gap-2" key={feed.data?.calendarFeedCreatedDateTime}>
          <ConfirmStep
            label={t('web.calendar.subscription.renew')}
            question={t('web.calendar.subscription.renewQuestion')}
            confirm={t('web.calendar.subscription.renewConfirm')}
            keep={t('web.calendar.subscription.keep')}
            pending={change.isPending}
            onConfirm={renew}
          />
          <ConfirmStep
            label={t('web.calendar.subscription.revoke')}
            question={t('web.calendar.subscription.revokeQuestion')}
            confirm={t('web.calendar.subscription.revokeConfirm')}
            keep={t('web.calendar.subscription.keep')}
            pending={change.isPending}
            onConfirm={() => change.mutate('revoke', { onError: failed })}
          />
        </div>
      ) : (
        <Button className="w-full" disabled={change.isPending} onClick={renew}>
          {t('web.calendar.subscription.create')}
        </Button>
      )}
    </div>
  );
}
