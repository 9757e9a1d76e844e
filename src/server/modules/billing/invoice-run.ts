import { createHash } from 'node:crypto';
import type { IssuePreview } from '#shared/contracts/billing.ts';
import { addDays, type IsoDate } from '#shared/domain/company-time.ts';
import { INVOICE_DUE_DAYS } from '#shared/domain/operations.ts';
import { shortDay } from '#shared/text/company-dates.ts';
import { frequencyLabels } from '#shared/domain/quote.ts';
import { AppError } from '../../errors.ts';
import { billTo, bookingLine, groupByCustomer, money, personName } from './billing.mapper.ts';
import type { BillableBooking, BillablePlan, BillTo, NewInvoiceLine } from './billing.repository.ts';
import { activeDaysIn, billedMonth, monthLabel, prorate, type BilledMonth } from './invoice-periods.ts';

/**
 * What a month's invoice run makes, worked out without writing anything (decision 0040). The run
 * (`issueMonth`) stores exactly these drafts, numbered in order; the preview (`previewMonth`) shows
 * them. Both call `planInvoiceRun` on the same reads, so a preview cannot promise what the run would
 * not do; the digest lets the run refuse when the reads changed in between.
 */

/** What an integer column holds: one invoice's total in cents. */
export const MAX_CENTS = 2_147_483_647;

export interface DraftInvoice {
  kind: 'plan' | 'bookings';
  customerId: number;
  customerName: string;
  companyName: string | null;
  servicePlanId: number | null;
  description: string;
  billTo: BillTo;
  lines: NewInvoiceLine[];
  amountCents: number;
}

export interface InvoiceRunPlan {
  month: string;
  period: BilledMonth;
  issueDate: IsoDate;
  dueDate: IsoDate;
  drafts: DraftInvoice[];
  planInvoices: number;
  bookingInvoices: number;
  bookingsBilled: number;
  /** Plans active in the month that already have an invoice for it. */
  skipped: number;
  /** Completed one-off visits without a price: not billed. */
  unpriced: number;
  totalCents: number;
}

export interface InvoiceRunReads {
  month: string;
  issueDate: IsoDate;
  /** Plans that ran in the month (billing.repository's plansRunningIn), in its order. */
  plans: readonly BillablePlan[];
  /** Completed one-off visits of the month on no live invoice (unbilledOneOffs), in its order. */
  oneOffs: readonly BillableBooking[];
  /** Per plan, the visits of the month the customer skipped with a credit (decision 0049), by day. */
  credits?: ReadonlyMap<number, ReadonlyArray<{ occurrence: IsoDate; creditCents: number }>>;
}

/**
 * The drafts in the order they are numbered: one per plan that ran in the month and has no invoice
 * for it (prorated by its active days), then one per customer for the priced one-off visits. 409
 * when an invoice would not fit its column: the whole run stops, as it would half-way.
 */
export function planInvoiceRun({ month, issueDate, plans, oneOffs, credits }: InvoiceRunReads): InvoiceRunPlan {
  const period = billedMonth(month);
  const label = monthLabel(month);
  const plan: InvoiceRunPlan = {
    month,
    period,
    issueDate,
    dueDate: addDays(issueDate, INVOICE_DUE_DAYS),
    drafts: [],
    planInvoices: 0,
    bookingInvoices: 0,
    bookingsBilled: 0,
    skipped: 0,
    unpriced: 0,
    totalCents: 0,
  };
  const add = (draft: Omit<DraftInvoice, 'amountCents'>) => {
    const amountCents = draft.lines.reduce((sum, line) => sum + line.amountCents, 0);
    if (amountCents > MAX_CENTS) {
      throw new AppError('CONFLICT', `The invoice for ${draft.billTo.name} would exceed ${money(MAX_CENTS)}. Nothing was issued.`);
    }
    plan.drafts.push({ ...draft, amountCents });
    plan.totalCents += amountCents;
  };

  for (const billable of plans) {
    const days = activeDaysIn(period, billable.startsOn, billable.endsOn);
    if (days === 0) continue;
    if (billable.invoiced) {
      plan.skipped += 1;
      continue;
    }
    const partial = days < period.days ? ` (${days} of ${period.days} days)` : '';
    const amountCents = prorate(billable.monthlyPriceCents, days, period.days);
    const frequency = frequencyLabels[billable.frequency] ?? billable.frequency;
    const base = `${frequency} cleaning, ${label}, ${billable.siteName}, ${billable.siteAddress}`;
    // Skipped visits credited under SKIPPED_VISIT_CREDIT (decision 0049): a line each, never below zero in all.
    const creditLines: NewInvoiceLine[] = [];
    let left = amountCents;
    for (const credit of credits?.get(billable.id) ?? []) {
      const cents = Math.min(credit.creditCents, left);
      if (cents <= 0) break;
      left -= cents;
      creditLines.push({
        position: 2 + creditLines.length,
        description: `Credit: visit of ${shortDay(credit.occurrence)} skipped`,
        quantity: 1,
        unitPriceCents: -cents,
        amountCents: -cents,
      });
    }
    add({
      kind: 'plan',
      customerId: billable.customerId,
      customerName: personName(billable.contact),
      companyName: billable.contact.companyName?.trim() || null,
      servicePlanId: billable.id,
      description: `Cleaning service, ${label}: ${billable.siteName}${partial}`,
      billTo: billTo(billable.contact, billable.siteAddress),
      lines: [
        {
          position: 1,
          description:
            days < period.days ? `${base}: ${days} of ${period.days} days at ${money(billable.monthlyPriceCents)} a month` : base,
          quantity: 1,
          unitPriceCents: amountCents,
          amountCents,
        },
        ...creditLines,
      ],
    });
    plan.planInvoices += 1;
  }

  const priced = oneOffs.filter((b) => b.priceCents !== null);
  plan.unpriced = oneOffs.length - priced.length;
  for (const visits of groupByCustomer(priced)) {
    const first = visits[0]!;
    add({
      kind: 'bookings',
      customerId: first.customerId,
      customerName: personName(first.contact),
      companyName: first.contact.companyName?.trim() || null,
      servicePlanId: null,
      description: `Cleaning ${visits.length === 1 ? 'visit' : `visits (${visits.length})`} completed in ${label}`,
      billTo: billTo(first.contact, first.location),
      lines: visits.map((visit, i) => bookingLine(visit, i + 1)),
    });
    plan.bookingInvoices += 1;
    plan.bookingsBilled += visits.length;
  }
  return plan;
}

/**
 * A fingerprint of everything the run would store (dates, customers, plans, visits, addresses,
 * amounts): equal digests mean the run makes exactly what the preview showed.
 */
export function runDigest(plan: InvoiceRunPlan): string {
  const content = {
    month: plan.month,
    issueDate: plan.issueDate,
    dueDate: plan.dueDate,
    drafts: plan.drafts.map((d) => [d.kind, d.customerId, d.servicePlanId, d.description, d.billTo, d.amountCents, d.lines]),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** The preview the screen shows before the run: the drafts with their customers and amounts, and the digest to confirm with. */
export function toPreview(plan: InvoiceRunPlan): IssuePreview {
  return {
    month: plan.month,
    issueDate: plan.issueDate,
    dueDate: plan.dueDate,
    invoices: plan.drafts.map((d) => ({
      kind: d.kind,
      customer: { id: d.customerId, name: d.customerName, companyName: d.companyName },
      servicePlanId: d.servicePlanId,
      description: d.description,
      visits: d.kind === 'bookings' ? d.lines.length : 0,
      amountCents: d.amountCents,
    })),
    count: plan.drafts.length,
    totalCents: plan.totalCents,
    planInvoices: plan.planInvoices,
    bookingInvoices: plan.bookingInvoices,
    bookingsBilled: plan.bookingsBilled,
    skipped: plan.skipped,
    unpriced: plan.unpriced,
    digest: runDigest(plan),
  };
}
