import { addDays, daysBetween, monthStart, nextMonthStart, type IsoDate } from '#shared/domain/company-time.ts';
import type { IssueInvoicesResult } from '#shared/contracts/billing.ts';
import { partRandom, type DemoContext } from './demo-context.ts';
import { businessDayFrom } from './moments.ts';
import type { Random } from './random.ts';

/**
 * The money (decision 0044), all through the billing service: on the first of each month the real
 * invoice run issues last month's invoices (gap-free numbers, plans prorated, one-offs billed once);
 * customers pay within days or weeks (marked paid by the office with the transfer's reference), a
 * few are overdue, the demo customer's latest invoice is due, and one invoice, sent to the wrong
 * site's address, is voided and issued again by a second run of its month.
 */

export function planBilling(ctx: DemoContext): void {
  const r = partRandom(ctx.seed, 'billing');
  let voided = false;
  const months: IsoDate[] = [];
  for (let month = monthStart(ctx.firstDay); month < monthStart(ctx.today); month = nextMonthStart(month)) months.push(month);
  // The void happens in a month past the middle of the history, so a few months of normal billing surround it.
  const voidMonth = months[Math.floor(months.length / 2)];
  const issued = months.filter((month) => ctx.storyMoment(nextMonthStart(month), '08:00').getTime() <= ctx.now.getTime());
  // The last run before now (this month's, or last month's early on the first): the demo customer's invoice from it is due.
  const latestMonth = issued[issued.length - 1];
  for (const month of issued) {
    const issueAt = ctx.storyMoment(nextMonthStart(month), '08:00');
    ctx.story.at(
      issueAt,
      async () => {
        const run = await ctx.services.billing.issueMonth(month.slice(0, 7), ctx.staff.adminId);
        const ids = await invoiceIds(ctx, run);
        const latest = month === latestMonth;
        for (const [i, id] of ids.entries()) {
          if (!voided && month === voidMonth && i === 0) {
            voided = true;
            planVoid(ctx, id, month, issueAt);
            continue;
          }
          planPayment(ctx, r, id, nextMonthStart(month), latest);
        }
      },
      'billing',
    );
  }
}

/** The ids of the invoices a run made, by their numbers (the run answers its numbers). */
async function invoiceIds(ctx: DemoContext, run: IssueInvoicesResult): Promise<number[]> {
  if (run.numbers.length === 0) return [];
  const page = await ctx.services.billing.list({ month: run.month, limit: 500 });
  const wanted = new Set(run.numbers);
  return page.invoices
    .filter((i) => wanted.has(i.invoiceNumber))
    .map((i) => i.id)
    .sort((a, b) => a - b);
}

/**
 * When the customer pays: most within 3 to 25 days, some late. A few invoices of two to four months
 * ago stay unpaid (overdue); last month's are partly paid, the demo customer's not yet (it is due).
 */
function planPayment(ctx: DemoContext, r: Random, id: number, issueDay: IsoDate, latest: boolean): void {
  const age = daysBetween(issueDay, ctx.today);
  if (age > 45 && age < 130 && r.chance(0.03)) return;
  const days = r.chance(0.85) ? r.int(3, 25) : r.int(26, 50);
  const paidDay = businessDayFrom(addDays(issueDay, days));
  const at = ctx.storyMoment(paidDay, `${r.int(9, 16)}:${String(r.int(0, 59)).padStart(2, '0')}`);
  if (at.getTime() > ctx.now.getTime()) return;
  ctx.story.at(
    at,
    async () => {
      if (latest) {
        const invoice = await ctx.services.billing.get(id);
        if (invoice.customer.id === ctx.customers[0]?.customerId) return;
      }
      const reference = r.chance(0.7) ? `ACH ${r.int(100_000, 999_999)}` : `Check ${r.int(1_000, 9_999)}`;
      await ctx.services.billing.markPaid(id, { reference }, ctx.staff.adminId);
    },
    'payments',
  );
}

/** The office voids an invoice addressed wrongly and runs its month again: the plan's month is issued anew. */
function planVoid(ctx: DemoContext, id: number, month: IsoDate, issuedAt: Date): void {
  const at = new Date(issuedAt.getTime() + 2 * 86_400_000 + 3 * 3_600_000);
  ctx.story.at(
    at,
    async () => {
      await ctx.services.billing.void(id, 'Billed to the wrong site address; issued again.', ctx.staff.adminId);
      await ctx.services.billing.issueMonth(month.slice(0, 7), ctx.staff.adminId);
    },
    'billing',
  );
}
