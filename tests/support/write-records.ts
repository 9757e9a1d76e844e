/** One SQL text to its rows: PGlite's `query` and node-postgres' `query` both fit. */
export type QueryRows = (text: string) => Promise<{ rows: unknown[] }>;

/**
 * What the database holds of a write stream's records, each with the rows that must have been written
 * in its transaction counted beside it (history entry, offer, audit event, outbox e-mails, lines), so a
 * half-written record shows as a count other than 1. Plain SQL: the same reading for PGlite and PostgreSQL.
 */

async function rows<T>(query: QueryRows, text: string): Promise<T[]> {
  return (await query(text)).rows as T[];
}

export interface LeadRecord {
  id: string;
  reference: string;
  source: string;
  idempotency_key: string | null;
  email: string;
  booking_id: number | null;
  created_entries: number;
  offers: number;
  notices: number;
}

export interface BookingRecord {
  id: number;
  email: string;
  leads: number;
  audits: number;
  /** Its request with the confirmation link (decision 0034): a booking is held until the e-mail confirms it. */
  holds: number;
}

export interface TimeEntryRecord {
  id: number;
  employee_id: number;
  booking_id: number | null;
  closed: boolean;
  clock_in_audits: number;
  clock_out_audits: number;
}

export interface InvoiceRecord {
  id: number;
  invoice_number: string;
  number_seq: number;
  month: string;
  service_plan_id: number;
  lines: number;
  audits: number;
}

export async function readWriteRecords(query: QueryRows) {
  const leads = await rows<LeadRecord>(
    query,
    `select l.id::text as id, l.reference, l.source, l.idempotency_key, l.email,
            (l.request->>'bookingId')::int as booking_id,
            (select count(*)::int from crm_activities a where a.lead_id = l.id and a.type = 'created') as created_entries,
            (select count(*)::int from quote_acceptances q where q.lead_id = l.id) as offers,
            (select count(*)::int from notifications n where n.kind = 'new-lead' and n.payload->>'leadId' = l.id::text) as notices
          from leads l order by l.reference`,
  );
  const bookings = await rows<BookingRecord>(
    query,
    `select b.id, b.client_email as email,
            (select count(*)::int from leads l where l.source = 'scheduling' and (l.request->>'bookingId')::int = b.id) as leads,
            (select count(*)::int from audit_events e where e.entity = 'booking' and e.entity_id = b.id::text and e.action = 'create') as audits,
            (select count(*)::int from booking_requests r where r.booking_id = b.id) as holds
          from bookings b where b.source = 'scheduling' order by b.id`,
  );
  const timeEntries = await rows<TimeEntryRecord>(
    query,
    `select t.id, t.employee_id, t.booking_id, t.clock_out is not null as closed,
            (select count(*)::int from audit_events e where e.entity = 'time_entry' and e.entity_id = t.id::text and e.action = 'clock-in') as clock_in_audits,
            (select count(*)::int from audit_events e where e.entity = 'time_entry' and e.entity_id = t.id::text and e.action = 'clock-out') as clock_out_audits
          from time_entries t order by t.id`,
  );
  const invoices = await rows<InvoiceRecord>(
    query,
    `select i.id, i.invoice_number, i.number_seq, to_char(i.period_month, 'YYYY-MM') as month, i.service_plan_id,
            (select count(*)::int from invoice_lines l where l.invoice_id = i.id) as lines,
            (select count(*)::int from audit_events e where e.entity = 'invoice' and e.entity_id = i.id::text and e.action = 'issue') as audits
          from invoices i order by i.number_seq`,
  );
  const outbox = await rows<{ status: string; n: number }>(
    query,
    `select status, count(*)::int as n from notifications group by status order by status`,
  );
  return { leads, bookings, timeEntries, invoices, outbox: Object.fromEntries(outbox.map((r) => [r.status, r.n])) };
}

export type WriteRecords = Awaited<ReturnType<typeof readWriteRecords>>;

/** The sequence numbers of "TP-2026-0148"-like references. */
export const sequenceOf = (reference: string) => Number(reference.split('-').at(-1));

/** 1, 2, ... n: no number skipped, none twice. */
export const gapFree = (numbers: number[]) => [...numbers].sort((a, b) => a - b).every((n, i) => n === i + 1);
