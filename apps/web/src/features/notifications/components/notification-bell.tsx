import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { useCloseReturningFocus, useDismiss } from '../../../components/ui/use-dismiss';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

/** The bell in the top bar: the unread count, and a panel of the latest notifications. */
export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCloseReturningFocus(container, button, setOpen);
  useDismiss(open, container, close);
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.data ?? [];

  const openItem = useCallback(
    (notificationID: number, link: string, read: boolean) => {
      if (!read) markRead.mutate(notificationID);
      setOpen(false);
      navigate(link);
    },
    [markRead, navigate],
  );

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={t('web.notifications.bell.label', { count: unread })}
        aria-expanded={open}
        aria-controls="notification-panel"
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="relative flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <Icon name="bell" className="h-6 w-6" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-count"
            className="absolute top-1 right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
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
          {notifications.isError && (
            <p className="px-4 py-6 text-sm text-red-700">{t('web.notifications.panel.failed')}</p>
          )}
          {notifications.isSuccess && items.length === 0 && (
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
                    onClick={() =>
                      openItem(item.notificationID, item.notificationLink, item.notificationRead)
                    }
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
        </section>
      )}
    </div>
  );
}
