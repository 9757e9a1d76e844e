import type { LeadListQuery, LeadPriority, LeadStatus } from '#shared/contracts/crm/leads.ts';
import { LEADS_MAX_LIMIT } from '#shared/domain/crm.ts';

export type LeadView = 'list' | 'board';

/** The screen's filters as chosen ('all' = no filter; 'open' = new to negotiation). */
export interface LeadFilterValues {
  view: LeadView;
  status: LeadStatus | 'open' | 'all';
  priority: LeadPriority | 'all';
  q: string;
}

export const initialLeadFilters: LeadFilterValues = { view: 'list', status: 'open', priority: 'all', q: '' };

/** Leads per list page. */
export const LEADS_PAGE_SIZE = 50;

/**
 * The list's query: the filters, one page. The board shows every status as a column, so it asks for
 * as many leads as the API gives (its columns' totals come from the summary) and ignores the status.
 */
export function leadQuery(filters: LeadFilterValues, page: number): LeadListQuery {
  const query: LeadListQuery = {};
  if (filters.view === 'list' && filters.status !== 'all') query.status = filters.status;
  if (filters.priority !== 'all') query.priority = filters.priority;
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.view === 'board') query.limit = LEADS_MAX_LIMIT;
  else {
    query.limit = LEADS_PAGE_SIZE;
    if (page > 1) query.offset = (page - 1) * LEADS_PAGE_SIZE;
  }
  return query;
}

export const narrowed = (filters: LeadFilterValues) => filters.status !== 'all' || filters.priority !== 'all' || filters.q.trim() !== '';
