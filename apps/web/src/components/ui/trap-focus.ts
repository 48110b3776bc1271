/**
 * Keeps Tab and Shift+Tab inside a modal layer that is not a native <dialog> (which does this itself).
 * Call from the layer's keydown handler; answers whether it handled the key.
 */
export function trapFocus(event: KeyboardEvent, layer: HTMLElement | null): boolean {
  if (event.key !== 'Tab' || !layer) return false;
  const focusable = [
    ...layer.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [tabindex="0"]'),
  ];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return false;
  const inside = layer.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
