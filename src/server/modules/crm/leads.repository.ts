import { and, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { LeadPriority, LeadStatus } from '#shared/contracts/crm/leads.ts';
import { openLeadStatuses } from '#shared/domain/crm.ts';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { leads } from '../../db/schema/sales.ts';
import { escapeLike } from '../../db/sql-text.ts';
import { createLeadEngagementRepository } from './lead-engagement.repository.ts';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;

/** A lead id as we create them (a random UUID); anything else cannot name a lead, so it is simply not found. */
export function isLeadId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(id);
}

/** GET /api/leads: which leads, and which page of them. */
export interface LeadListFilter {
  /** A status, or 'open' for any of new to negotiation. */
  status?: LeadStatus | 'open' | undefined;
  priority?: LeadPriority | undefined;
  /** A part of the company, the contact's name, e-mail, phone or reference, any case; blank: no filter. */
  q?: string | undefined;
  limit: number;
  offset: number;
}

function listConditions(filter: LeadListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status === 'open') conditions.push(inArray(leads.status, [...openLeadStatuses]));
  else if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.priority) conditions.push(eq(leads.priority, filter.priority));
  if (filter.q) {
    // The searched fields one a line, in lower case, as the database keeps them (search_text): the
    // ILIKE of those fields, without joining and lowering every lead's at each search (decision 0061).
    conditions.push(like(leads.searchText, sql`lower(${`%${escapeLike(filter.q)}%`})`));
  }
  return and(...conditions);
}

/** A lead as the CRM's list shows it: its row without the stored request and quote, and when it asked for a consultation. */
export type ListedLeadRow = Pick<
  LeadRow,
  | 'id'
  | 'reference'
  | 'source'
  | 'companyName'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'facilityType'
  | 'squareFootage'
  | 'frequency'
  | 'address'
  | 'priority'
  | 'status'
  | 'lostReason'
  | 'leadScore'
  | 'estimatedPriceCents'
  | 'nextFollowUpDate'
  | 'createdAt'
  | 'convertedAt'
  | 'arrivalPage'
  | 'pageViews'
  | 'returnVisits'
  | 'pdfDownloads'
  | 'lastTouchedAt'
> & { consultationRequestedAt: Date | null };

type TimeFields = 'createdAt' | 'convertedAt' | 'lastTouchedAt' | 'consultationRequestedAt';
/** A listed lead as JSON hands it over: its times as text. */
type ListedLeadJson = Omit<ListedLeadRow, TimeFields> & {
  createdAt: string;
  lastTouchedAt: string;
  convertedAt: string | null;
  consultationRequestedAt: string | null;
};

export function createLeadsRepository(db: Database) {
  return {
    async insert(row: NewLeadRow): Promise<LeadRow> {
      const [created] = await db.insert(leads).values(row).returning();
      // A lead carrying the tracker's visitor id starts with that visitor's page views so far (decision 0020).
      return created!.visitorId ? createLeadEngagementRepository(db).linkVisitor(created!.id) : created!;
    },
    async findById(id: string): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
      return row;
    },
    async findByIdempotencyKey(key: string): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.idempotencyKey, key)).limit(1);
      return row;
    },
    /**
     * Newest first; leads created at the same instant in a fixed order (id), so pages never overlap.
     * The page's ids come from leads_list_idx alone (it holds what the filters read), then only those
     * leads' fields are read, as one JSON text (decision 0061).
     */
    async list(filter: LeadListFilter): Promise<ListedLeadRow[]> {
      const page = sql`select ${leads.id} as id from ${leads} where ${listConditions(filter) ?? sql`true`}
        order by ${leads.createdAt} desc, ${leads.id} desc limit ${filter.limit} offset ${filter.offset}`;
      const rows = await jsonRows<ListedLeadJson>(
        db,
        sql`select l.id, l.reference, l.source, l.company_name as "companyName", l.first_name as "firstName",
                   l.last_name as "lastName", l.email, l.phone, l.facility_type as "facilityType",
                   l.square_footage as "squareFootage", l.frequency, l.address, l.priority, l.status,
                   l.lost_reason as "lostReason", l.lead_score as "leadScore", l.estimated_price_cents as "estimatedPriceCents",
                   l.next_follow_up_date as "nextFollowUpDate", l.created_at as "createdAt", l.converted_at as "convertedAt",
                   l.arrival_page as "arrivalPage", l.page_views as "pageViews", l.return_visits as "returnVisits",
                   l.pdf_downloads as "pdfDownloads", l.last_touched_at as "lastTouchedAt",
                   c.created_at as "consultationRequestedAt"
              from (${page}) p
              join leads l on l.id = p.id
              left join consultation_requests c on c.lead_id = l.id`,
        sql`r."createdAt" desc, r.id desc`,
      );
      return rows.map((row) => ({
        ...row,
        createdAt: new Date(row.createdAt),
        lastTouchedAt: new Date(row.lastTouchedAt),
        convertedAt: row.convertedAt === null ? null : new Date(row.convertedAt),
        consultationRequestedAt: row.consultationRequestedAt === null ? null : new Date(row.consultationRequestedAt),
      }));
    },
  };
}
