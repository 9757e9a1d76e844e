import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';

/**
 * Joins conditional class names. Deliberately no tailwind-merge: primitives
 * avoid conflicting utilities instead, so callers' classes only add to them.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
