import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@/config/constants';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Overrides the provider's default display time (ms). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

/**
 * A tiny module store so any code (components, hooks, mutation handlers) can raise a toast
 * without prop drilling. Only TOAST_LIMIT toasts are kept: a new one replaces the visible one.
 */
let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const dropped = toasts.slice(TOAST_LIMIT - 1);
  dropped.forEach((item) => {
    const timer = removalTimers.get(item.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(item.id);
  });
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id?: string): void {
  emit(
    toasts.map((item) => {
      if (id === undefined || item.id === id) {
        scheduleRemoval(item.id);
        return { ...item, open: false };
      }
      return item;
    }),
  );
}

/** Closes the error toasts: they belong to the page that raised them (a success toast may announce the next page). */
export function dismissErrorToasts(): void {
  toasts.filter((item) => item.variant === 'destructive' && item.open).forEach((item) => dismissToast(item.id));
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}

/** Test helper: forget every toast and timer. */
export function resetToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  emit([]);
}
