import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listContactMessages, listFormLeads } from '#shared/contracts/contact.endpoints.ts';
import {
  FORMS_PAGE_MAX,
  type ContactMessage,
  type ContactMessagesPage,
  type FormLead,
  type FormLeadsPage,
} from '#shared/contracts/contact.ts';
import { apiQuery, callApi, type ApiRead } from '../../lib/api-client.ts';

/** Rows per page in the View All dialogs. */
export const VIEW_ALL_PAGE_SIZE = 20;

export type FormKind = 'leads' | 'contacts';

export function useFormsPage(kind: FormKind, page: number) {
  const query = { limit: VIEW_ALL_PAGE_SIZE, offset: (page - 1) * VIEW_ALL_PAGE_SIZE };
  const read = (kind === 'leads' ? apiQuery(listFormLeads, { query }) : apiQuery(listContactMessages, { query })) as ApiRead<
    FormLeadsPage | ContactMessagesPage
  >;
  return useQuery({ ...read, placeholderData: keepPreviousData });
}

/** Every row of a list, a full page (500) at a time, until the total is reached (the CSV export). */
async function everyPage<T>(read: (offset: number) => Promise<{ total: number; items: T[] }>): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const page = await read(rows.length);
    rows.push(...page.items);
    // A page shorter than asked is the last one (rows may have come in or gone since the total was counted).
    if (page.items.length < FORMS_PAGE_MAX || rows.length >= page.total) return rows;
  }
}

export async function fetchAllForms(): Promise<{ leads: FormLead[]; contacts: ContactMessage[] }> {
  const [leads, contacts] = await Promise.all([
    everyPage((offset) => callApi(listFormLeads, { query: { limit: FORMS_PAGE_MAX, offset } })),
    everyPage((offset) => callApi(listContactMessages, { query: { limit: FORMS_PAGE_MAX, offset } })),
  ]);
  return { leads, contacts };
}

/** Hands text to the browser as a download. */
export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export const leadName = (lead: FormLead) => [lead.firstName, lead.lastName].filter(Boolean).join(' ') || lead.companyName;

/** The Reply e-mail: "Re: your request TP-2026-0148" when there is a reference, else about the message. */
export function replyHref(email: string, reference: string | null): string {
  const subject = reference ? `Re: your request ${reference}` : 'Re: your message';
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** tel: with the dialable characters only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
