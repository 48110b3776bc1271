import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { useCloseReturningFocus, useDismiss } from '../../../components/ui/use-dismiss';
import { t } from '../../../lib/i18n';
import { useBellStream } from '../api/bell-stream';
import { useNotifications, useOnNewNotification } from '../api/notifications';

type Panel = typeof import('./notification-panel').NotificationPanel;

/**
 * The bell in the top bar: the unread count, and a panel of the latest notifications. `onNews` runs when
 * a new notification arrives and when one is opened, so the screen behind can refresh what it is about.
 */
export function NotificationBell({ onNews }: { onNews?: () => void }) {
  const notifications = useNotifications(useBellStream());
  const loaded = notifications.data?.data;
  useOnNewNotification(loaded && (loaded[0] ?? null), onNews);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCloseReturningFocus(container, button, setOpen);
  useDismiss(open, container, close);
  const unread = notifications.data?.unread ?? 0;
  // the panel (dates, the read mutation) is fetched on the first open: the top bar of every screen
  // carries only the bell and its count
  const [NotificationPanel, setNotificationPanel] = useState<Panel | null>(null);
  useEffect(() => {
    if (open && !NotificationPanel)
      void import('./notification-panel').then((module) =>
        setNotificationPanel(() => module.NotificationPanel),
      );
  }, [open, NotificationPanel]);

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
            className="absolute top-1 right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && NotificationPanel && (
        <NotificationPanel
          items={notifications.data?.data ?? []}
          earlierFrom={notifications.data?.nextCursor ?? null}
          unread={unread}
          status={notifications.status}
          onClose={() => setOpen(false)}
          onOpen={onNews}
        />
      )}
    </div>
  );
}
