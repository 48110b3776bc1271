import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { t } from '../../lib/i18n';

/** Says once, for every screen, that the device is offline (the app itself still opens: service worker). */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
  );
  if (online) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 bg-slate-900 px-4 py-3 text-center text-sm font-medium text-white"
    >
      {t('web.components.offlineBanner.message')}
    </p>
  );
}
