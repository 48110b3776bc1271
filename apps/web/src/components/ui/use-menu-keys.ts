import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const ITEM = '[role="menuitem"]';

/**
 * A menu (WAI-ARIA menu button): focus goes to the first item when it opens, arrow keys, Home and End
 * move between items, Tab closes it. Escape is the popup's own (useDismiss with useCloseReturningFocus).
 */
export function useMenuKeys(open: boolean, menu: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>(ITEM)?.focus();
  }, [open, menu]);

  return function onMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(current + 1);
    else if (event.key === 'ArrowUp') moveTo(current - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else if (event.key === 'Tab') close();
  };
}
