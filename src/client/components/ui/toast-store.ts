import type { ReactNode } from 'react';

/**
 * A tiny module-level toast store (in the spirit of shadcn's use-toast).
 * It lives outside React so any code, e.g. a mutation's onError, can raise a toast,
 * and so the public pages' plain-DOM toaster (enhance/toasts.ts) shares it with islands.
 */

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode | undefined;
  variant?: ToastVariant | undefined;
}

export interface ToastItem {
  id: string;
  title: ReactNode;
  description?: ReactNode | undefined;
  variant: ToastVariant;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

// A stable empty array: useSyncExternalStore requires referentially stable snapshots,
// and the server (and hydration) must always see "no toasts".
const EMPTY: readonly ToastItem[] = [];

let toasts: readonly ToastItem[] = EMPTY;
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, Timer>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next.length === 0 ? EMPTY : next;
  for (const listener of listeners) listener();
}

function startTimer(id: string, ms: number): void {
  const timer: Timer = { handle: undefined, remaining: ms, startedAt: Date.now() };
  timer.handle = setTimeout(() => dismissToast(id), ms);
  timers.set(id, timer);
}

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer.handle);
  timers.delete(id);
}

export function dismissToast(id: string): void {
  clearTimer(id);
  if (!toasts.some((t) => t.id === id)) return;
  setToasts(toasts.filter((t) => t.id !== id));
}

export function toast({ title, description, variant = 'default' }: ToastInput): ToastHandle {
  // Ids only key list items; they never reach the HTML, so a counter is hydration-safe.
  counter += 1;
  const id = `toast-${counter}`;
  const next = [{ id, title, description, variant }, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) clearTimer(dropped.id);
  setToasts(next.slice(0, TOAST_LIMIT));
  startTimer(id, TOAST_DURATION_MS);
  return { id, dismiss: () => dismissToast(id) };
}

/** Clears every toast: what a screen said does not follow the visitor to the next one. */
export function dismissAllToasts(): void {
  for (const item of toasts) clearTimer(item.id);
  setToasts(EMPTY);
}

/** Stops the countdown while the user hovers or focuses the toast (Radix onPause). */
export function pauseToast(id: string): void {
  const timer = timers.get(id);
  if (!timer || timer.handle === undefined) return;
  clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
}

/** Resumes the countdown with the time that was left (Radix onResume). */
export function resumeToast(id: string): void {
  const timer = timers.get(id);
  if (!timer || timer.handle !== undefined) return;
  startTimer(id, timer.remaining);
}

/** Calls the listener after every change; answers the unsubscribe function. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Current toasts outside React (tests, non-component code). */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}
