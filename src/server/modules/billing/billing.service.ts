import type {
  CustomerInvoice,
  Invoice,
  InvoiceDetail,
  InvoiceListFilter,
  InvoicePage,
  IssueInvoicesResult,
} from '#shared/contracts/billing.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { addDays, companyDate, monthStart, zonedInstant } from '#shared/domain/company-time.ts';
import { INVOICE_DUE_DAYS } from '#shared/domain/operations.ts';
import { frequencyLabels } from '#shared/domain/quote.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../errors.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { takeNextNumber } from '../numbering/number-sequences.repository.ts';
import { formatReference } from '../numbering/references.ts';
import { auditView, billTo, bookingLine, groupByCustomer, money, toInvoice, toLine } from './billing.mapper.ts';
import { createBillingRepository, type BillablePlan, type BillTo, type InvoiceRow, type NewInvoiceLine } from './billing.repository.ts';
import { activeDaysIn, billedMonth, dayLabel, displayStatus, dollars, monthLabel, prorate } from './invoice-periods.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

export interface BillingDeps {
  db: Database;
  /** INVOICE_PREFIX: "INV" of "INV-2026-0001". */
  invoicePrefix: string;
  /** The company profile in force (settings/company-profile.ts). */
  company: () => CompanyProfile;
  /** The clock (tests move it). */
  now?: () => Date;
}

const DEFAULT_PAGE = 100;
/** What an integer column holds: one invoice's total in cents. */
const MAX_CENTS = 2_147_483_647;
const CONCURRENT_RUN = 'Invoices are being issued by someone else right now. Please try again in a moment.';

export function createBillingService(deps: BillingDeps) {
  const now = deps.now ?? (() => new Date());
  const today = () => companyDate(now());
  const repo = createBillingRepository(deps.db);

  async function detail(id: number): Promise<InvoiceDetail> {
    const row = await repo.findById(id);
    if (!row) throw notFound('Invoice');
    return { ...toInvoice(row, today()), lines: (await repo.lines(id)).map(toLine) };
  }

  /** An invoice changed under its row lock: 404, the refusal for its state, or the change and its audit event. */
  async function change(
    id: number,
    actorId: number,
    action: 'mark-paid' | 'void',
    work: (tx: Database, row: InvoiceRow) => Promise<Record<string, unknown>>,
  ): Promise<Invoice> {
    await inTransaction(deps.db, async (tx) => {
      const billing = createBillingRepository(tx);
      const before = await billing.lockById(id);
      if (!before) throw notFound('Invoice');
      if (before.status === 'paid') {
        throw new AppError(
          'CONFLICT',
          action === 'void'
            ? `Invoice ${before.invoiceNumber} is already paid; a paid invoice cannot be voided.`
            : `Invoice ${before.invoiceNumber} is already paid.`,
        );
      }
      if (before.status === 'void') {
        throw new AppError(
          'CONFLICT',
          action === 'void'
            ? `Invoice ${before.invoiceNumber} is already void.`
            : `Invoice ${before.invoiceNumber} is void and cannot be paid.`,
        );
      }
      const extra = await work(tx, before);
      const after = await billing.lockById(id);
      await createAuditRepository(tx).record({
        actor: { userId: actorId },
        entity: 'invoice',
        entityId: id,
        action,
        before: auditView(before),
        after: { ...auditView(after!), ...extra },
      });
    });
    const row = await repo.findById(id);
    return toInvoice(row!, today());
  }

  return {
    /**
     * Issues a month's invoices in one transaction under the run lock: one per plan that ran in the
     * month and has no invoice for it (prorated by its active days), one per customer for completed
     * one-off visits of the month not yet billed. Numbers come from the invoice series of the issue
     * year in the same transaction, so a failed run gives them all back.
     */
    async issueMonth(month: string, actorId: number): Promise<IssueInvoicesResult> {
      const issueDate = today();
      if (`${month}-01` > monthStart(issueDate)) {
        throw new AppError('VALIDATION_FAILED', 'Invalid body: month', { month: 'Choose this month or an earlier one' });
      }
      const period = billedMonth(month);
      const dueDate = addDays(issueDate, INVOICE_DUE_DAYS);
      const year = Number(issueDate.slice(0, 4));
      const label = monthLabel(month);
      try {
        return await inTransaction(deps.db, async (tx) => {
          const billing = createBillingRepository(tx);
          const audit = createAuditRepository(tx);
          await billing.lockIssueRun();
          const plans = await billing.plansRunningIn(period.first, period.last, period.first);
          const oneOffs = await billing.unbilledOneOffs(zonedInstant(period.first), zonedInstant(addDays(period.last, 1)));

          const result: IssueInvoicesResult = {
            month,
            issueDate,
            dueDate,
            created: 0,
            planInvoices: 0,
            bookingInvoices: 0,
            bookingsBilled: 0,
            skipped: 0,
            unpriced: 0,
            numbers: [],
            totalCents: 0,
          };

          const issue = async (
            invoice: { kind: 'plan' | 'bookings'; customerId: number; servicePlanId: number | null; description: string; billTo: BillTo },
            lines: NewInvoiceLine[],
          ) => {
            const amountCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
            if (amountCents > MAX_CENTS) {
              throw new AppError(
                'CONFLICT',
                `The invoice for ${invoice.billTo.name} would exceed ${money(MAX_CENTS)}. Nothing was issued.`,
              );
            }
            const seq = await takeNextNumber(tx, 'invoice', year);
            const invoiceNumber = formatReference(deps.invoicePrefix, year, seq);
            const stored = await billing.insert(
              { ...invoice, invoiceNumber, numberYear: year, numberSeq: seq, periodMonth: period.first, issueDate, dueDate, amountCents },
              lines,
            );
            await audit.record({
              actor: { userId: actorId },
              entity: 'invoice',
              entityId: stored.invoice.id,
              action: 'issue',
              after: { ...auditView(stored.invoice), lines: stored.lines.map(toLine) },
            });
            result.created += 1;
            result.numbers.push(invoiceNumber);
            result.totalCents += amountCents;
          };

          for (const plan of plans) {
            const days = activeDaysIn(period, plan.startsOn, plan.endsOn);
            if (days === 0) continue;
            if (plan.invoiced) {
              result.skipped += 1;
              continue;
            }
            await issue(planInvoice(plan, days), [planLine(plan, days)]);
            result.planInvoices += 1;
          }

          const priced = oneOffs.filter((b) => b.priceCents !== null);
          result.unpriced = oneOffs.length - priced.length;
          for (const visits of groupByCustomer(priced)) {
            const first = visits[0]!;
            await issue(
              {
                kind: 'bookings',
                customerId: first.customerId,
                servicePlanId: null,
                description: `Cleaning ${visits.length === 1 ? 'visit' : `visits (${visits.length})`} completed in ${label}`,
                billTo: billTo(first.contact, first.location),
              },
              visits.map((visit, i) => bookingLine(visit, i + 1)),
            );
            result.bookingInvoices += 1;
            result.bookingsBilled += visits.length;
          }
          return result;
        });
      } catch (error) {
        // The run lock makes this unlikely; the unique keys are the backstop, and nothing was stored.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', CONCURRENT_RUN);
        throw error;
      }

      function planInvoice(plan: BillablePlan, days: number) {
        const partial = days < period.days ? ` (${days} of ${period.days} days)` : '';
        return {
          kind: 'plan' as const,
          customerId: plan.customerId,
          servicePlanId: plan.id,
          description: `Cleaning service, ${label}: ${plan.siteName}${partial}`,
          billTo: billTo(plan.contact, plan.siteAddress),
        };
      }

      function planLine(plan: BillablePlan, days: number): NewInvoiceLine {
        const amountCents = prorate(plan.monthlyPriceCents, days, period.days);
        const frequency = frequencyLabels[plan.frequency] ?? plan.frequency;
        const base = `${frequency} cleaning, ${label}, ${plan.siteName}, ${plan.siteAddress}`;
        const description =
          days < period.days ? `${base}: ${days} of ${period.days} days at ${money(plan.monthlyPriceCents)} a month` : base;
        return { position: 1, description, quantity: 1, unitPriceCents: amountCents, amountCents };
      }
    },

    async list(query: InvoiceListFilter): Promise<InvoicePage> {
      const limit = query.limit ?? DEFAULT_PAGE;
      const day = today();
      const rows = await repo.list({
        status: query.status,
        today: day,
        customerId: query.customerId,
        periodMonth: query.month ? `${query.month}-01` : undefined,
        beforeId: query.before,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      return { invoices: page.map((row) => toInvoice(row, day)), nextBefore: rows.length > limit ? page.at(-1)!.id : null };
    },

    get: detail,

    /** Pending only (a paid or void one is 409); the payment day is today unless given, never later. */
    async markPaid(id: number, body: { paidOn?: string | undefined; reference?: string | null | undefined }, actorId: number) {
      const day = today();
      if (body.paidOn !== undefined && body.paidOn > day) {
        throw new AppError('VALIDATION_FAILED', 'Invalid body: paidOn', { paidOn: 'The payment date cannot be in the future' });
      }
      return change(id, actorId, 'mark-paid', async (tx, row) => {
        if (body.paidOn !== undefined && body.paidOn < row.issueDate) {
          throw new AppError('VALIDATION_FAILED', 'Invalid body: paidOn', {
            paidOn: `The payment date cannot be before the invoice was issued (${dayLabel(row.issueDate)})`,
          });
        }
        const paidAt = body.paidOn === undefined || body.paidOn === day ? now() : zonedInstant(body.paidOn, '12:00');
        await createBillingRepository(tx).markPaid(id, { paidAt, paidBy: actorId, paymentReference: body.reference ?? null });
        return {};
      });
    },

    /** Pending only; the number stays taken, the plan month and the visits can be billed again. */
    async void(id: number, reason: string, actorId: number) {
      return change(id, actorId, 'void', async (tx) => {
        await createBillingRepository(tx).markVoid(id);
        return { voidReason: reason };
      });
    },

    /** The spec's Invoice list of one customer: void ones left out, newest first. */
    async customerInvoices(customerId: number): Promise<CustomerInvoice[]> {
      const day = today();
      const rows = await repo.listForCustomer(customerId);
      return rows.map((row) => ({
        id: row.id,
        invoiceNumber: row.invoiceNumber,
        issueDate: row.issueDate,
        dueDate: row.dueDate,
        description: row.description,
        amount: dollars(row.amountCents),
        // Void rows are not listed, so what is left is one of the spec's three.
        status: displayStatus(row.status, row.dueDate, day) as CustomerInvoice['status'],
      }));
    },

    /**
     * The PDF of an invoice. With `customerId`, only that customer's invoice that is not void: any
     * other id answers 404, as a missing one does, so nobody learns which numbers exist.
     */
    async pdf(id: number, customerId?: number): Promise<{ pdf: Buffer; filename: string }> {
      const row = await repo.findById(id);
      if (!row || (customerId !== undefined && (row.customerId !== customerId || row.status === 'void'))) throw notFound('Invoice');
      const invoice = toInvoice(row, today());
      const pdf = await renderInvoicePdf({ invoice, lines: (await repo.lines(id)).map(toLine), company: deps.company() });
      return { pdf, filename: `Invoice-${row.invoiceNumber}.pdf` };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
