import { useEffect, useState } from 'react';

type Bell = typeof import('./notification-bell').NotificationBell;

/**
 * The bell is fetched once the screen is up: it is not what a phone needs first (docs/decisions/
 * phone-delivery.md), and an empty square of its size keeps the top bar from shifting when it comes.
 */
export function NotificationBellSlot({ onNews }: { onNews?: () => void }) {
  const [NotificationBell, setNotificationBell] = useState<Bell | null>(null);
  useEffect(() => {
    void import('./notification-bell').then((module) => setNotificationBell(() => module.NotificationBell));
  }, []);
  return NotificationBell ? (
    <NotificationBell onNews={onNews} />
  ) : (
    <span aria-hidden="true" className="block h-11 w-11" />
  );
}
