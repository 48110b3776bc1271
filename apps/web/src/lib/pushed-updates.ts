import { useSyncExternalStore } from 'react';

/**
 * Whether the server pushes this page its changes now (the bell's stream, features/notifications):
 * while it does, lists that would otherwise be asked for every 30 seconds are asked when told.
 */
let pushed = false;
const listeners = new Set<() => void>();

export function setPushedUpdates(value: boolean): void {
  if (value === pushed) return;
  pushed = value;
  for (const listener of listeners) listener();
}

export function usePushedUpdates(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pushed,
  );
}
