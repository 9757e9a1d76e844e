import type { FormEvent } from 'react';
import { toast } from '../../components/ui/toast-store.ts';

/**
 * The window page's forms are neither validated nor sent yet (later work stores them):
 * submitting keeps the page and its typed values, and thanks the visitor.
 */
export function handleWindowFormSubmit(event: FormEvent<HTMLFormElement>): void {
  event.preventDefault();
  toast({ title: 'Thanks! We will call you shortly.', description: 'Or call us now for an instant answer.' });
}
