import type {
  CustomerInspection,
  CustomerInspections,
  InspectedSite,
  LiveVisits,
  QualityTrend,
  ScoreMonth,
  ServiceFigure,
  ServiceFigures,
} from '#shared/contracts/customer-quality.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { addDays, companyDate, monthStart, nextMonthStart, zonedInstant } from '#shared/domain/company-time.ts';
import { TREND_MONTHS } from '#shared/domain/dashboard.ts';
import {
  ON_TIME_TARGET_PERCENT,
  RESOLUTION_TARGET_HOURS,
  SERVICE_FIGURES_MONTHS,
  SERVICE_STANDARDS,
} from '#shared/domain/service-standards.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Mailer } from '../../integrations/mailer.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { createInspectionReadRepository } from '../inspections/inspections-read.repository.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { createServicePlansService } from '../operations/service-plans.service.ts';
import { monthsEnding } from '../feedback/analytics-months.ts';
import { createCustomerQualityRepository } from './customer-quality.repository.ts';
import {
  INSPECTION_REPORT_TASK,
  inspectionReportPayload,
  renderInspectionReport,
  type InspectionReportTask,
} from './inspection-report-email.ts';
import { renderInspectionReportPdf, MAX_PDF_PHOTOS, type ReportPhoto } from './inspection-report-pdf.ts';

/** What the reports need besides the database: the PDF's letterhead and photos, the e-mail's sender and links. */
export interface InspectionReportDeps {
  company: () => CompanyProfile;
  storage: PhotoStorage;
  mailer: Mailer;
  /** SITE_URL: the e-mail links to the report in the portal there. */
  siteUrl: string;
}

export interface CustomerQualityDeps {
  db: Database;
  /** The clock (tests fix it): "today" and "now" of the live status, the figures' and trends' windows. */
  now?: (() => Date) | undefined;
  reports: InspectionReportDeps;
}

/** Every month of `months` with its mean score, null in a month without an inspection. */
function filledMonths(months: string[], scores: Array<{ month: string; averagePercent: number; inspections: number }>): ScoreMonth[] {
  const byMonth = new Map(scores.map((s) => [s.month, s]));
  return months.map((month) => {
    const found = byMonth.get(month);
    return { month, averagePercent: found?.averagePercent ?? null, inspections: found?.inspections ?? 0 };
  });
}

/**
 * Queues the report e-mail of a recorded inspection, in the inspection's transaction (decision 0046):
 * when its site's customer wants reports (the site's choice, on by default) and is active. The worker
 * writes and sends it (`sendInspectionReport`).
 */
export async function queueInspectionReport(tx: Database, event: { inspectionId: number; siteId: number }): Promise<void> {
  const recipient = await createCustomerQualityRepository(tx).reportRecipient(event.siteId);
  if (!recipient || !recipient.reportEmail || !recipient.isActive) return;
  const payload: InspectionReportTask = { inspectionId: event.inspectionId };
  await createOutboxRepository(tx).enqueue({
    channel: 'email',
    recipient: recipient.email,
    kind: INSPECTION_REPORT_TASK,
    payload: { ...payload },
  });
}

/** The first day of the month `count - 1` months before the month of `today`: the window's first day. */
export function windowStart(today: string, count: number): string {
  let first = monthStart(today);
  for (let i = 1; i < count; i++) first = monthStart(addDays(first, -1));
  return first;
}

const mean2 = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;

export function createCustomerQualityService(deps: CustomerQualityDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createCustomerQualityRepository(db);
  const reads = createInspectionReadRepository(db);
  const plans = createServicePlansService({ db, now });

  /** One inspection of the customer's sites, as they read it; 404 for any other. */
  async function ownInspection(customerId: number, inspectionId: number): Promise<CustomerInspection> {
    const [report] = await reads.siteInspections({ customerId, inspectionId, limit: 1 });
    if (!report) throw notFound('Inspection');
    const { farFromSite: _far, distanceM: _distance, ...shown } = report;
    return shown;
  }

  /** The report's PDF, with the photos of its failed items that storage still holds. */
  async function reportPdf(inspection: CustomerInspection): Promise<Buffer> {
    const ids = inspection.items
      .filter((item) => item.failed)
      .flatMap((item) => item.photoIds)
      .slice(0, MAX_PDF_PHOTOS);
    const photos = new Map<string, ReportPhoto>();
    for (const photo of await repo.photos(ids)) {
      const bytes = await deps.reports.storage.get(photo.storageKey);
      if (bytes) photos.set(photo.id, { bytes, contentType: photo.contentType });
    }
    return renderInspectionReportPdf({ inspection, company: deps.reports.company(), photos });
  }

  return {
    /** The customer's visits of today (Minnesota), where each stands now. */
    async visitsToday(customerId: number): Promise<LiveVisits> {
      const at = now();
      const today = companyDate(at);
      const rows = await repo.visitsBetween(customerId, zonedInstant(today), zonedInstant(addDays(today, 1)), at);
      return {
        date: today,
        asOf: at.toISOString(),
        visits: rows.map((row) => ({
          ...row,
          scheduledStart: row.scheduledStart.toISOString(),
          scheduledEnd: row.scheduledEnd.toISOString(),
          arrivedAt: row.arrivedAt?.toISOString() ?? null,
          finishedAt: row.finishedAt?.toISOString() ?? null,
        })),
      };
    },

    /**
     * The portal's figures (decision 0046) over this month and the 11 before it through today; the
     * hourly rate over the whole months of that window (this month's price is not yet all worked).
     */
    async figures(customerId: number): Promise<ServiceFigures> {
      const today = companyDate(now());
      const fromDay = windowStart(today, SERVICE_FIGURES_MONTHS);
      const toDay = addDays(today, 1);
      const from = zonedInstant(fromDay);
      const to = zonedInstant(toDay);
      const [quality, onTime, resolution, rate, ownPlans] = await Promise.all([
        repo.inspectionScore(customerId, from, to),
        repo.onTime(customerId, from, to),
        repo.resolution(customerId, from, to),
        repo.hourlyRate(customerId, from, zonedInstant(monthStart(today))),
        plans.ofCustomer(customerId),
      ]);
      const quoted = ownPlans.flatMap((plan) => (plan.hourlyRate === null ? [] : [plan.hourlyRate]));
      const figures: ServiceFigure[] = [
        {
          key: 'serviceQuality',
          measured: quality.value,
          basis: quality.basis,
          target: quality.target,
          standard: SERVICE_STANDARDS.serviceQualityPercent,
        },
        {
          key: 'onTime',
          measured: onTime.value,
          basis: onTime.basis,
          target: ON_TIME_TARGET_PERCENT,
          standard: SERVICE_STANDARDS.onTimePercent,
        },
        {
          key: 'issueResolution',
          measured: resolution.value,
          basis: resolution.basis,
          target: RESOLUTION_TARGET_HOURS,
          standard: SERVICE_STANDARDS.resolutionHours,
        },
        {
          key: 'hourlyRate',
          measured: rate.value,
          basis: rate.basis,
          target: quoted.length === 0 ? null : mean2(quoted),
          standard: SERVICE_STANDARDS.hourlyRate,
        },
      ];
      return { from: fromDay, to: toDay, figures };
    },

    /** The Reports tab: the customer's sites, the score of each month of the window, its inspections (newest first). */
    async inspections(customerId: number, months: number): Promise<CustomerInspections> {
      const today = companyDate(now());
      const window = monthsEnding(today, months);
      const from = zonedInstant(`${window[0]}-01`);
      const to = zonedInstant(nextMonthStart(today));
      const [sites, scores, rows] = await Promise.all([
        repo.customerSites(customerId),
        reads.monthlyScoreTrend({ customerId, from, to }),
        repo.inspectionSummaries(customerId, from, to, 500),
      ]);
      return {
        sites,
        trend: filledMonths(window, scores),
        inspections: rows.map((row) => ({ ...row, inspectedAt: row.inspectedAt.toISOString() })),
      };
    },

    inspection: ownInspection,

    async inspectionPdf(customerId: number, inspectionId: number): Promise<{ pdf: Buffer; filename: string }> {
      const inspection = await ownInspection(customerId, inspectionId);
      return { pdf: await reportPdf(inspection), filename: `inspection-report-${inspection.id}.pdf` };
    },

    /** A site's report e-mail choice; 404 for a site that is not the customer's. */
    async setReportEmail(customerId: number, siteId: number, reportEmail: boolean): Promise<InspectedSite> {
      const [site] = await repo.customerSites(customerId, siteId);
      if (!site) throw notFound('Site');
      await repo.setReportEmail(siteId, reportEmail);
      return { ...site, reportEmail };
    },

    /** The admin dashboard's quality trend: the company-wide mean score of each of the last 12 months. */
    async qualityTrend(): Promise<QualityTrend> {
      const today = companyDate(now());
      const window = monthsEnding(today, TREND_MONTHS);
      const scores = await reads.monthlyScoreTrend({ from: zonedInstant(`${window[0]}-01`), to: zonedInstant(nextMonthStart(today)) });
      return { months: filledMonths(window, scores) };
    },

    /**
     * The outbox task of one report e-mail: the stored report as text with its PDF attached, to the
     * customer's address. Nothing is sent when the customer turned the site's reports off meanwhile.
     */
    async sendInspectionReport(payload: Record<string, unknown>): Promise<void> {
      const inspectionId = Number(payload['inspectionId']);
      const [report] = await reads.siteInspections({ inspectionId, limit: 1 });
      if (!report) return;
      const recipient = await repo.reportRecipient(report.siteId);
      if (!recipient || !recipient.reportEmail || !recipient.isActive) return;
      const { farFromSite: _far, distanceM: _distance, ...inspection } = report;
      const company = deps.reports.company();
      const email = renderInspectionReport(inspectionReportPayload(inspection, recipient, company, deps.reports.siteUrl));
      const pdf = await reportPdf(inspection);
      await deps.reports.mailer.send({
        to: recipient.email,
        ...email,
        attachments: [
          {
            filename: `inspection-report-${inspection.id}.pdf`,
            content: pdf.toString('base64'),
            encoding: 'base64',
            contentType: 'application/pdf',
          },
        ],
        key: `inspection-report-${inspection.id}`,
      });
    },
  };
}
export type CustomerQualityService = ReturnType<typeof createCustomerQualityService>;
