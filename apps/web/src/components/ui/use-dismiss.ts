import { type RefObject, useCallback, useLayoutEffect } from 'react';

/**
 * While open, a click outside the container or the Escape key closes it (popups and menus). The
 * listeners are in place when the popup is drawn, not a frame later: an Escape pressed as soon as it
 * shows closes it.
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: () => void): void {
  useLayoutEffect(() => {
    if (!open) return;
    function closeOutside(event: MouseEvent) {
      if (!container.current?.contains(event.target as Node)) close();
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape') close();
    }
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, container, close]);
}

/**
 * A popup's close that gives focus back to the button that opened it, when focus was inside the popup
 * (Escape, or a choice that closes it); an outside click leaves focus where the click put it.
 */
export function useCloseReturningFocus(
  container: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
): () => void {
  return useCallback(() => {
    setOpen(false);
    if (container.current?.contains(document.activeElement)) button.current?.focus();
  }, [container, button, setOpen]);
}
