import type {
  CustomerInvoice,
  Invoice,
  InvoiceDetail,
  InvoiceListFilter,
  InvoicePage,
  IssueInvoicesResult,
  IssuePreview,
} from '#shared/contracts/billing.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { addDays, companyDate, monthStart, zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../errors.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createSelfServiceRepository } from '../self-service/self-service.repository.ts';
import { takeNextNumber } from '../numbering/number-sequences.repository.ts';
import { formatReference } from '../numbering/references.ts';
import { auditView, money, toInvoice, toLine } from './billing.mapper.ts';
import { createBillingRepository, type InvoiceRow } from './billing.repository.ts';
import { billedMonth, dayLabel, displayStatus, dollars, monthLabel } from './invoice-periods.ts';
import { planInvoiceRun, runDigest, toPreview, type InvoiceRunPlan } from './invoice-run.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

export interface BillingDeps {
  db: Database;
  /** INVOICE_PREFIX: "INV" of "INV-2026-0001". */
  invoicePrefix: string;
  /** The company profile in force (settings/company-profile.ts). */
  company: () => CompanyProfile;
  /** How to pay, from Settings (null: none set). Left out: none. */
  paymentInstructions?: () => string | null;
  /** The clock (tests move it). */
  now?: () => Date;
}

const DEFAULT_PAGE = 100;
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

  /** The month's run as it stands in `db` (a transaction for the run itself); 400 for a month not begun. */
  async function planFor(db: Database, month: string, issueDate: IsoDate): Promise<InvoiceRunPlan> {
    if (`${month}-01` > monthStart(issueDate)) {
      throw new AppError('VALIDATION_FAILED', 'Invalid body: month', { month: 'Choose this month or an earlier one' });
    }
    const billing = createBillingRepository(db);
    const period = billedMonth(month);
    // One query at a time: a transaction is one connection.
    const plans = await billing.plansRunningIn(period.first, period.last, period.first);
    const oneOffs = await billing.unbilledOneOffs(zonedInstant(period.first), zonedInstant(addDays(period.last, 1)));
    const credits = new Map<number, Array<{ occurrence: IsoDate; creditCents: number }>>();
    const skipped = await createSelfServiceRepository(db).creditsOf(
      plans.map((p) => p.id),
      period.first,
      period.last,
    );
    for (const { planId, ...credit } of skipped) credits.set(planId, [...(credits.get(planId) ?? []), credit]);
    return planInvoiceRun({ month, issueDate, plans, oneOffs, credits });
  }

  return {
    /** The run's dry run (decision 0040): what `issueMonth` would make now, from the same plan, writing nothing. */
    async previewMonth(month: string): Promise<IssuePreview> {
      return toPreview(await planFor(deps.db, month, today()));
    },

    /**
     * Issues a month's invoices in one transaction under the run lock: the drafts of `planInvoiceRun`
     * (one per plan that ran in the month and has no invoice for it, prorated by its active days; one
     * per customer for completed one-off visits of the month not yet billed), in order. Numbers come
     * from the invoice series of the issue year in the same transaction, so a failed run gives them
     * all back. With `previewDigest`, a run that would make anything other than that preview is 409.
     */
    async issueMonth(month: string, actorId: number, previewDigest?: string): Promise<IssueInvoicesResult> {
      const issueDate = today();
      const year = Number(issueDate.slice(0, 4));
      try {
        return await inTransaction(deps.db, async (tx) => {
          const billing = createBillingRepository(tx);
          const audit = createAuditRepository(tx);
          await billing.lockIssueRun();
          const plan = await planFor(tx, month, issueDate);
          if (previewDigest !== undefined && runDigest(plan) !== previewDigest) {
            throw new AppError(
              'CONFLICT',
              `What would be issued for ${monthLabel(month)} changed since the preview (now ${plan.drafts.length} ` +
                `${plan.drafts.length === 1 ? 'invoice' : 'invoices'}, ${money(plan.totalCents)}). Nothing was issued: look at the new preview.`,
            );
          }
          const result: IssueInvoicesResult = {
            month,
            issueDate,
            dueDate: plan.dueDate,
            created: 0,
            planInvoices: plan.planInvoices,
            bookingInvoices: plan.bookingInvoices,
            bookingsBilled: plan.bookingsBilled,
            skipped: plan.skipped,
            unpriced: plan.unpriced,
            numbers: [],
            totalCents: plan.totalCents,
          };
          for (const draft of plan.drafts) {
            const seq = await takeNextNumber(tx, 'invoice', year);
            const invoiceNumber = formatReference(deps.invoicePrefix, year, seq);
            const stored = await billing.insert(
              {
                kind: draft.kind,
                customerId: draft.customerId,
                servicePlanId: draft.servicePlanId,
                description: draft.description,
                billTo: draft.billTo,
                invoiceNumber,
                numberYear: year,
                numberSeq: seq,
                periodMonth: plan.period.first,
                issueDate,
                dueDate: plan.dueDate,
                amountCents: draft.amountCents,
              },
              draft.lines,
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
          }
          return result;
        });
      } catch (error) {
        // The run lock makes this unlikely; the unique keys are the backstop, and nothing was stored.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', CONCURRENT_RUN);
        throw error;
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
      const pdf = await renderInvoicePdf({
        invoice,
        lines: (await repo.lines(id)).map(toLine),
        company: deps.company(),
        paymentInstructions: deps.paymentInstructions?.() ?? null,
      });
      return { pdf, filename: `Invoice-${row.invoiceNumber}.pdf` };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
