import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while the page is shown, where the browser can (the Screen Wake Lock API); taken
 * again when the page becomes visible, as the browser lets go of it when it is hidden.
 */
export function useWakeLock(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let stopped = false;
    const take = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        lock = await navigator.wakeLock.request('screen');
        if (stopped) await lock.release();
        else setHeld(true);
        lock.addEventListener('release', () => setHeld(false));
      } catch {
        // refused (battery saver, no user gesture yet): the screen follows its own settings
      }
    };
    void take();
    document.addEventListener('visibilitychange', take);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release();
    };
  }, []);
  return held;
}
