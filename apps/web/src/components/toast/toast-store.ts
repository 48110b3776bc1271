import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  type: ToastType;
  title?: string;
  message: string;
  details?: string;
  /** milliseconds; 0 keeps the toast until it is closed */
  duration?: number;
}

export interface Toast extends ToastOptions {
  id: number;
  leaving: boolean;
}

// spec 000 §2 and §9: 5000 ms by default, 300 ms fade-out
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_FADE_MS = 300;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function showToast(options: ToastOptions): number {
  const id = nextId++;
  toasts = [...toasts, { ...options, id, leaving: false }];
  emit();
  const duration = options.duration ?? TOAST_DEFAULT_DURATION;
  if (duration > 0) setTimeout(() => dismissToast(id), duration);
  return id;
}

export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id && !toast.leaving)) return;
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
