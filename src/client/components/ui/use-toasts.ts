import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToToasts, type ToastItem } from './toast-store.ts';

// A stable empty array: the server (and hydration) must always see "no toasts".
const NONE: readonly ToastItem[] = [];

/** The current toasts, re-rendering on every change. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, () => NONE);
}
