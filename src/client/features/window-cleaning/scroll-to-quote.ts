import type { FormEvent } from 'react';
import { WINDOW_QUOTE_ANCHOR } from './quote-values.ts';

/**
 * The hero's address form is a shortcut: its address already fills the quote form
 * (both read the page's state), so submitting it moves the visitor to the quote
 * form and focuses the first field still empty.
 */
export function continueToQuoteForm(event: FormEvent<HTMLFormElement>): void {
  event.preventDefault();
  const target = document.getElementById(WINDOW_QUOTE_ANCHOR);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  const fields = Array.from(target.querySelectorAll<HTMLInputElement>('input[type="text"], input[type="tel"]'));
  (fields.find((field) => !field.value.trim()) ?? fields[0])?.focus({ preventScroll: true });
}
