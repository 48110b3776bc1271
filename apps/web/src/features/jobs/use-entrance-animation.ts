import { useEffect, useState } from 'react';
import { DASHBOARD_ANIMATED } from '../../components/layout/session-flags';

// spec 000 §4: the entrance animation plays once per browser session
const DASHBOARD_ANIMATION_FLAG_DELAY_MS = 1100;

export function useEntranceAnimation(): boolean {
  const [animate] = useState(() => !sessionStorage.getItem(DASHBOARD_ANIMATED));
  useEffect(() => {
    if (!animate) return;
    const timer = setTimeout(
      () => sessionStorage.setItem(DASHBOARD_ANIMATED, '1'),
      DASHBOARD_ANIMATION_FLAG_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [animate]);
  return animate;
}
