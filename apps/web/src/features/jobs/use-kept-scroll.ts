import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visit of a page was scrolled to when it was left, by the visit's history entry. */
const scrolledTo = new Map<string, number>();

/**
 * Back (or forward) to this page puts it where it was left, once its content is there (`ready`): the
 * job feed at the card that was opened, with its pages. The router's ScrollRestoration
 * would do it for every page, but costs every first screen a kilobyte.
 */
export function useKeptScroll(ready: boolean): void {
  const { key } = useLocation();
  const navigation = useNavigationType();
  const restored = useRef(false);
  useLayoutEffect(() => () => void scrolledTo.set(key, window.scrollY), [key]);
  useLayoutEffect(() => {
    if (!ready || restored.current || navigation !== 'POP') return;
    restored.current = true;
    const top = scrolledTo.get(key);
    if (top !== undefined) window.scrollTo({ top });
  }, [ready, key, navigation]);
}
