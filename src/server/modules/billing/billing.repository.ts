import { and, asc, desc, eq, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { invoiceLines, invoices, type BillTo } from '../../db/schema/billing.ts';
import { customerProfiles, sites } from '../../db/schema/customers.ts';
import { bookings, servicePlans } from '../../db/schema/operations.ts';
import { priceInForce } from '../sites/plan-price.repository.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
/** What a customer's list shows of an invoice. */
export type CustomerInvoiceRow = Pick<
  InvoiceRow,
  'id' | 'invoiceNumber' | 'issueDate' | 'dueDate' | 'description' | 'amountCents' | 'status'
>;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;
export type { BillTo };

/** The customer as an invoice lists it today (its `bill_to` keeps what it was when issued). */
export interface InvoiceCustomer {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  email: string;
}
export type ListedInvoice = InvoiceRow & { customer: InvoiceCustomer };

/** Whom to bill: the user and their billing details, when they have a profile. */
export interface BillingContact extends InvoiceCustomer {
  billingEmail: string | null;
  billingAddress: string | null;
}

export interface BillablePlan {
  id: number;
  customerId: number;
  facilityType: string;
  frequency: (typeof servicePlans.$inferSelect)['frequency'];
  monthlyPriceCents: number;
  startsOn: string;
  endsOn: string | null;
  siteName: string;
  siteAddress: string;
  contact: BillingContact;
  /** A non-void invoice for the month exists already. */
  invoiced: boolean;
}

export interface BillableBooking {
  id: number;
  customerId: number;
  serviceType: string;
  /** When it was completed (its start when no completion time was recorded). */
  doneAt: Date;
  location: string;
  priceCents: number | null;
  contact: BillingContact;
}

export interface InvoiceFilter {
  /** Stored statuses, and for pending/overdue which side of `today` the due date falls. */
  status?: 'pending' | 'paid' | 'overdue' | 'void' | undefined;
  today: string;
  customerId?: number | undefined;
  /** First day of the billed month. */
  periodMonth?: string | undefined;
  beforeId?: number | undefined;
  limit: number;
}

/** One key for every instance: one invoice run at a time (decision 0017, plan §2.3). */
const ISSUE_LOCK_KEY = 0x1a40_1ce5;

const contactColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  email: users.email,
  billingEmail: customerProfiles.billingEmail,
  billingAddress: customerProfiles.billingAddress,
};

const customerColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  email: users.email,
};

export function createBillingRepository(db: Database) {
  return {
    /** Within a transaction: waits until no other run holds the invoice lock; released at commit. */
    async lockIssueRun(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${ISSUE_LOCK_KEY})`);
    },

    /**
     * Plans that ran during [first, last]: active ones, and ended ones up to their end date (an
     * ended plan without one has no days to bill). Paused plans are not billed.
     */
    async plansRunningIn(first: string, last: string, periodMonth: string): Promise<BillablePlan[]> {
      const invoiced = sql<boolean>`exists (select 1 from ${invoices} where ${invoices.servicePlanId} = ${servicePlans.id}
        and ${invoices.periodMonth} = ${periodMonth} and ${invoices.status} <> 'void')`;
      const rows = await db
        .select({
          id: servicePlans.id,
          customerId: servicePlans.customerId,
          facilityType: servicePlans.facilityType,
          frequency: servicePlans.frequency,
          // The price of the month: the price in force then (decision 0047).
          monthlyPriceCents: priceInForce(servicePlans.id, servicePlans.monthlyPriceCents, periodMonth),
          startsOn: servicePlans.startsOn,
          endsOn: servicePlans.endsOn,
          siteName: sites.name,
          siteAddress: sites.address,
          contact: contactColumns,
          invoiced,
        })
        .from(servicePlans)
        .innerJoin(sites, eq(sites.id, servicePlans.siteId))
        .innerJoin(users, eq(users.id, servicePlans.customerId))
        .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
        .where(
          and(
            sql`${servicePlans.startsOn} <= ${last}`,
            sql`(${servicePlans.endsOn} is null or ${servicePlans.endsOn} >= ${first})`,
            or(eq(servicePlans.status, 'active'), and(eq(servicePlans.status, 'ended'), sql`${servicePlans.endsOn} is not null`)),
          ),
        )
        .orderBy(asc(servicePlans.customerId), asc(servicePlans.id));
      return rows.map((row) => ({ ...row, invoiced: row.invoiced === true || String(row.invoiced) === 'true' }));
    },

    /** Completed one-off visits of customers done in [from, to) and on no invoice that is not void. */
    async unbilledOneOffs(from: Date, to: Date): Promise<BillableBooking[]> {
      const doneAt = sql<Date>`coalesce(${bookings.completedAt}, ${bookings.scheduledStart})`;
      const rows = await db
        .select({
          id: bookings.id,
          customerId: sql<number>`${bookings.customerId}`,
          serviceType: bookings.serviceType,
          completedAt: bookings.completedAt,
          scheduledStart: bookings.scheduledStart,
          location: bookings.location,
          priceCents: bookings.priceCents,
          contact: contactColumns,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.customerId))
        .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
        .where(
          and(
            eq(bookings.status, 'completed'),
            sql`${bookings.servicePlanId} is null`,
            // A walk-through is a free sales appointment, never invoiced (decision 0041).
            sql`${bookings.source} <> 'scheduling'`,
            sql`${doneAt} >= ${from.toISOString()}::timestamptz and ${doneAt} < ${to.toISOString()}::timestamptz`,
            sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.bookingId} = ${bookings.id} and not ${invoiceLines.voided})`,
          ),
        )
        .orderBy(asc(bookings.customerId), asc(doneAt), asc(bookings.id));
      return rows.map(({ completedAt, scheduledStart, ...row }) => ({ ...row, doneAt: completedAt ?? scheduledStart }));
    },

    /** Stores an invoice and its lines (positions 1..n). */
    async insert(invoice: NewInvoice, lines: NewInvoiceLine[]): Promise<{ invoice: InvoiceRow; lines: InvoiceLineRow[] }> {
      const [row] = await db.insert(invoices).values(invoice).returning();
      const stored = await db
        .insert(invoiceLines)
        .values(lines.map((line) => ({ ...line, invoiceId: row!.id })))
        .returning();
      return { invoice: row!, lines: stored };
    },

    /** Newest first. */
    async list(filter: InvoiceFilter): Promise<ListedInvoice[]> {
      const where: SQL[] = [];
      if (filter.status === 'overdue') where.push(eq(invoices.status, 'pending'), lt(invoices.dueDate, filter.today));
      else if (filter.status === 'pending') where.push(eq(invoices.status, 'pending'), gte(invoices.dueDate, filter.today));
      else if (filter.status) where.push(eq(invoices.status, filter.status));
      if (filter.customerId !== undefined) where.push(eq(invoices.customerId, filter.customerId));
      if (filter.periodMonth !== undefined) where.push(eq(invoices.periodMonth, filter.periodMonth));
      if (filter.beforeId !== undefined) where.push(lt(invoices.id, filter.beforeId));
      const rows = await db
        .select({ invoice: invoices, customer: customerColumns })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.customerId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(invoices.id))
        .limit(filter.limit);
      return rows.map((r) => ({ ...r.invoice, customer: r.customer }));
    },

    async findById(id: number): Promise<ListedInvoice | null> {
      const [row] = await db
        .select({ invoice: invoices, customer: customerColumns })
        .from(invoices)
        .innerJoin(users, eq(users.id, invoices.customerId))
        .where(eq(invoices.id, id));
      return row ? { ...row.invoice, customer: row.customer } : null;
    },

    /** The invoice row locked for a change (mark paid, void) until the transaction ends. */
    async lockById(id: number): Promise<InvoiceRow | null> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
      return row ?? null;
    },

    async lines(invoiceId: number): Promise<InvoiceLineRow[]> {
      return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));
    },

    async markPaid(id: number, paid: { paidAt: Date; paidBy: number; paymentReference: string | null }): Promise<void> {
      await db
        .update(invoices)
        .set({ status: 'paid', ...paid, updatedAt: new Date() })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'pending')));
    },

    /** Voids a pending invoice and its lines, so its plan month and visits can be billed again. */
    async markVoid(id: number): Promise<void> {
      await db
        .update(invoices)
        .set({ status: 'void', updatedAt: new Date() })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'pending')));
      await db.update(invoiceLines).set({ voided: true, updatedAt: new Date() }).where(eq(invoiceLines.invoiceId, id));
    },

    /** A customer's invoices that are not void, newest first. */
    async listForCustomer(customerId: number): Promise<CustomerInvoiceRow[]> {
      return db
        .select({
          id: invoices.id,
          invoiceNumber: invoices.invoiceNumber,
          issueDate: invoices.issueDate,
          dueDate: invoices.dueDate,
          description: invoices.description,
          amountCents: invoices.amountCents,
          status: invoices.status,
        })
        .from(invoices)
        .where(and(eq(invoices.customerId, customerId), ne(invoices.status, 'void')))
        .orderBy(desc(invoices.issueDate), desc(invoices.id));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
