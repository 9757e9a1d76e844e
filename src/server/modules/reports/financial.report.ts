import type { FinancialReport } from '#shared/contracts/reports.ts';
import type { Database } from '../../db/client.ts';
import { createPricingConfigService } from '../quote/pricing/pricing-config.service.ts';
import { createCompanyMarginService } from '../sites/sites.service.ts';
import { readFinancial } from './financial-report.repository.ts';
import { dollars, round1 } from '../admin-dashboard/figures-format.ts';
import { reportHeader, weeksOf, type ReportSpan } from './report-span.ts';

/** Cash in (paid by paid date), bills out (issued in the month), what of them is still owed, labour cost and margin. */
export async function financialReport(db: Database, span: ReportSpan): Promise<FinancialReport> {
  const [t, weeks, customers] = await readFinancial(db, span);
  const margin = await createCompanyMarginService(db, createPricingConfigService(db)).month(span.first, span.nextFirst);
  const byWeek = new Map(weeks.map((row) => [row.weekStart, row.cents]));
  return {
    report: 'financial',
    ...reportHeader(span),
    paid: { count: t.paidCount, total: dollars(t.paidCents) },
    paidByWeek: weeksOf(span).map((weekStart) => ({ weekStart, total: dollars(byWeek.get(weekStart) ?? 0) })),
    invoiced: { count: t.invoicedCount, total: dollars(t.invoicedCents) },
    outstanding: { count: t.outstandingCount, total: dollars(t.outstandingCents) },
    overdue: { count: t.overdueCount, total: dollars(t.overdueCents) },
    averageDaysToPay: t.averageDaysToPay === null ? null : round1(t.averageDaysToPay),
    topCustomers: customers.map((c) => ({ customerId: c.customerId, name: c.name, paid: dollars(c.cents), invoices: c.invoices })),
    labor: {
      visitsDone: margin.visitsDone,
      hoursBid: margin.hoursBid,
      hoursWorked: margin.hoursWorked,
      priced: dollars(margin.laborCostPricedCents),
      actual: dollars(margin.laborCostActualCents),
    },
    serviceRevenue: dollars(margin.revenueCents),
    grossMarginPercent: margin.grossMarginPercent,
  };
}
