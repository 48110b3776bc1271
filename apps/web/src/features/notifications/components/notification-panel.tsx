import type { Notification } from '@jobbel/shared/notifications/notification.schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MoreButton } from '../../../components/ui/more-button';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useEarlierNotifications, useMarkNotificationsRead } from '../api/notifications';

interface NotificationPanelProps {
  items: Notification[];
  /** where the notifications before `items` begin, null when there are none */
  earlierFrom: string | null;
  unread: number;
  status: 'pending' | 'error' | 'success';
  onClose: () => void;
  /** a notification was opened: what it is about may have changed */
  onOpen?: () => void;
}

/** The bell's panel: newest first; opening one marks it read and follows its link. Loaded on first open. */
export function NotificationPanel({
  items: newest,
  earlierFrom,
  unread,
  status,
  onClose,
  onOpen,
}: NotificationPanelProps) {
  const markRead = useMarkNotificationsRead();
  const [askedEarlier, setAskedEarlier] = useState(false);
  const earlier = useEarlierNotifications(earlierFrom, askedEarlier);
  const items = [...newest, ...(earlier.data?.pages.flatMap((page) => page.data) ?? [])];
  const moreToShow = askedEarlier ? earlier.hasNextPage : earlierFrom !== null;
  const navigate = useNavigate();

  function open(item: Notification) {
    if (!item.notificationRead) markRead.mutate(item.notificationID);
    onClose();
    onOpen?.();
    navigate(item.notificationLink);
  }

  return (
    <section
      id="notification-panel"
      aria-label={t('web.notifications.panel.title')}
      // on a phone the panel spans the screen under the top bar; from sm up it hangs under the bell
      className="fixed inset-x-2 top-16 z-40 rounded-2xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-[22rem]"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <h2 className="font-bold text-slate-900">{t('web.notifications.panel.title')}</h2>
        {unread > 0 && (
          <button
            type="button"
            onClick={() => markRead.mutate(undefined)}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('web.notifications.panel.markAllRead')}
          </button>
        )}
      </div>
      {status === 'error' && (
        <p className="px-4 py-6 text-sm text-red-700">{t('web.notifications.panel.failed')}</p>
      )}
      {status === 'success' && items.length === 0 && (
        <p className="px-4 py-6 text-sm text-slate-600">{t('web.notifications.panel.empty')}</p>
      )}
      <ul className="max-h-[60vh] overflow-y-auto">
        {items.map((item) => {
          const at = parseApiDateTime(item.notificationCreatedDateTime);
          return (
            <li key={item.notificationID} className="border-b border-slate-50 last:border-0">
              <button
                type="button"
                data-testid="notification"
                data-read={item.notificationRead}
                onClick={() => open(item)}
                className={`block w-full px-4 py-3 text-left hover:bg-slate-50 ${item.notificationRead ? '' : 'bg-brand-50/60'}`}
              >
                <span className="block text-sm font-semibold text-slate-900">
                  {!item.notificationRead && (
                    <span className="sr-only">{t('web.notifications.panel.unread')} </span>
                  )}
                  {item.notificationTitle}
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">{item.notificationBody}</span>
                {at && (
                  <span className="mt-1 block text-xs text-slate-400">
                    {formatDate(at, t('web.notifications.panel.moment'))}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {moreToShow && (
        <div className="border-t border-slate-100 p-2">
          <MoreButton
            list={{
              hasNextPage: moreToShow,
              isFetchingNextPage: earlier.isFetching,
              // the first ask starts the earlier pages where the bell's page ends
              fetchNextPage: () => (askedEarlier ? earlier.fetchNextPage() : setAskedEarlier(true)),
            }}
            label={t('web.notifications.panel.earlier')}
            className="w-full px-3 py-1.5"
          />
        </div>
      )}
    </section>
  );
}
