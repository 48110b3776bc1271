import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  type: ToastType;
  title?: string;
  message: string;
  details?: string;
  /** milliseconds; 0 keeps the toast until it is closed */
  duration?: number;
  /** a new toast of the same kind replaces the one showing (e.g. the latest search result) */
  kind?: string;
  /** stays when the user changes page, for news that caused the change (a session that ended) */
  keepOnNavigation?: boolean;
}

export interface Toast extends ToastOptions {
  id: number;
  leaving: boolean;
}

// spec 000 §2 and §9: 5000 ms by default, 300 ms fade-out
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_FADE_MS = 300;
// spec 001 §9: profile and business toasts stay longer
export const PROFILE_TOAST_DURATION = 6000;

let toasts: Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

const sameText = (a: ToastOptions, b: ToastOptions) =>
  a.type === b.type && a.title === b.title && a.message === b.message && a.details === b.details;

/**
 * Shows a toast, or refreshes the one already showing the same text or of the same kind, so that
 * repeated events never stack up.
 */
export function showToast(options: ToastOptions): number {
  const showing = toasts.find(
    (toast) =>
      !toast.leaving && (options.kind !== undefined ? toast.kind === options.kind : sameText(toast, options)),
  );
  const id = showing?.id ?? nextId++;
  const toast = { ...options, id, leaving: false };
  toasts = showing ? toasts.map((each) => (each.id === id ? toast : each)) : [...toasts, toast];
  emit();
  clearTimeout(timers.get(id));
  const duration = options.duration ?? TOAST_DEFAULT_DURATION;
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

/** Closes the errors that belonged to the page the user left. */
export function dismissPageErrors(): void {
  for (const toast of toasts) if (toast.type === 'error' && !toast.keepOnNavigation) dismissToast(toast.id);
}

export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id && !toast.leaving)) return;
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }, TOAST_FADE_MS);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
