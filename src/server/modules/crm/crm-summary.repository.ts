import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { LeadStatus } from '#shared/contracts/crm/leads.ts';
import { openLeadStatuses } from '#shared/domain/crm.ts';
import type { Database } from '../../db/client.ts';
import { cities } from '../../db/schema/content.ts';
import { leads } from '../../db/schema/sales.ts';

export interface StatusTotals {
  status: LeadStatus;
  leads: number;
  valueCents: number;
  /** Leads of this status whose next follow-up is on or before the given day. */
  followUpsDue: number;
}

export interface ArrivalTotals {
  page: string | null;
  /** The city's name when the page is `/cities/<slug>` of a city we have. */
  cityName: string | null;
  leads: number;
  openValueCents: number;
  won: number;
  wonValueCents: number;
}

const isOpen = inArray(leads.status, [...openLeadStatuses]);
const isWon = sql`${leads.status} = 'won'`;
// Sums of cents as float8: exact up to 2^53 cents, and a JS number on both drivers (bigint would be text).
const centsWhere = (condition: SQL) => sql<number>`coalesce(sum(${leads.estimatedPriceCents}) filter (where ${condition}), 0)::float8`;

/** The pipeline's figures, added up in the database: a handful of rows whatever the number of leads. */
export function createCrmSummaryRepository(db: Database) {
  return {
    /** One row per status that has leads (statuses without any are absent). */
    async totalsByStatus(today: string): Promise<StatusTotals[]> {
      return db
        .select({
          status: leads.status,
          leads: sql<number>`count(*)::int`,
          valueCents: sql<number>`coalesce(sum(${leads.estimatedPriceCents}), 0)::float8`,
          followUpsDue: sql<number>`(count(*) filter (where ${leads.nextFollowUpDate} <= ${today}))::int`,
        })
        .from(leads)
        .groupBy(leads.status);
    },

    /** Leads per first page of their visitor (null: none known), most first; ties by page, the null page last. */
    async totalsByArrivalPage(): Promise<ArrivalTotals[]> {
      const pages = db
        .select({
          page: leads.arrivalPage,
          leads: sql<number>`count(*)::int`.as('leads'),
          openValueCents: centsWhere(isOpen).as('open_value_cents'),
          won: sql<number>`(count(*) filter (where ${isWon}))::int`.as('won'),
          wonValueCents: centsWhere(isWon).as('won_value_cents'),
        })
        .from(leads)
        .groupBy(leads.arrivalPage)
        .as('pages');
      // Grouped first, then joined: one lookup per page rather than per lead.
      return db
        .select({
          page: pages.page,
          cityName: cities.name,
          leads: pages.leads,
          openValueCents: pages.openValueCents,
          won: pages.won,
          wonValueCents: pages.wonValueCents,
        })
        .from(pages)
        .leftJoin(cities, sql`${pages.page} = '/cities/' || ${cities.slug}`)
        .orderBy(desc(pages.leads), sql`${pages.page} asc nulls last`);
    },
  };
}
