import type { CrmSummary } from '#shared/contracts/crm/pipeline.ts';
import { leadStatuses } from '#shared/contracts/crm/leads.ts';
import { companyDate } from '#shared/domain/company-time.ts';
import { openLeadStatuses } from '#shared/domain/crm.ts';
import type { Database } from '../../db/client.ts';
import { createCrmSummaryRepository } from './crm-summary.repository.ts';

const open: ReadonlySet<string> = new Set(openLeadStatuses);
/** Cents as the lead's dollars (`estimatedPrice`). */
const dollars = (cents: number) => cents / 100;

/** Won out of the decided leads, in percent with one decimal; null before any lead is decided. */
export function conversionRate(won: number, lost: number): number | null {
  const decided = won + lost;
  return decided === 0 ? null : Math.round((won / decided) * 1000) / 10;
}

/** GET /api/crm-summary: the CRM screen's tiles, value per status and leads by arrival page (admins only). */
export function createCrmSummaryService(deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const repo = createCrmSummaryRepository(deps.db);

  return {
    async summary(): Promise<CrmSummary> {
      // Due today counts: the day is Minnesota's, as the follow-up dates are.
      const today = companyDate(now());
      const [statuses, pages] = await Promise.all([repo.totalsByStatus(today), repo.totalsByArrivalPage()]);
      const of = new Map(statuses.map((row) => [row.status, row]));
      const openRows = statuses.filter((row) => open.has(row.status));
      const sum = (rows: typeof statuses, pick: (row: (typeof statuses)[number]) => number) =>
        rows.reduce((total, row) => total + pick(row), 0);

      return {
        totalLeads: sum(statuses, (row) => row.leads),
        openLeads: sum(openRows, (row) => row.leads),
        pipelineValue: dollars(sum(openRows, (row) => row.valueCents)),
        followUpsDue: sum(openRows, (row) => row.followUpsDue),
        conversionRate: conversionRate(of.get('won')?.leads ?? 0, of.get('lost')?.leads ?? 0),
        byStatus: leadStatuses.map((status) => ({
          status,
          count: of.get(status)?.leads ?? 0,
          value: dollars(of.get(status)?.valueCents ?? 0),
        })),
        byArrivalPage: pages.map((row) => ({
          page: row.page,
          cityName: row.cityName,
          leads: row.leads,
          openValue: dollars(row.openValueCents),
          won: row.won,
          wonValue: dollars(row.wonValueCents),
        })),
      };
    },
  };
}
export type CrmSummaryService = ReturnType<typeof createCrmSummaryService>;
