import { customerInspectionPath, type CustomerInspection } from '#shared/contracts/customer-quality.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { inspectionRatingLabels } from '#shared/domain/inspections.ts';

/**
 * The outbox kind of the report e-mail a customer gets when one of their sites is inspected (decision
 * 0046): a task queued in the inspection's transaction with the inspection's id only; the worker then
 * writes the e-mail from the stored report and attaches its PDF, retrying like any send.
 */
export const INSPECTION_REPORT_TASK = 'inspection-report';

/** The task's payload. */
export interface InspectionReportTask {
  inspectionId: number;
}

/** The e-mail's words, from the stored report. */
export interface InspectionReportPayload {
  name: string;
  companyName: string;
  companyPhone: string;
  siteName: string;
  inspectedAt: string;
  inspector: string;
  score: string;
  verdict: string;
  areas: string[];
  failed: string[];
  actions: string[];
  reportUrl: string;
}

const when = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const at = (iso: string) => when.format(new Date(iso)).replace(/[\u202f\u00a0]/g, ' ');
const dueFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const due = (iso: string) => dueFormat.format(new Date(iso)).replace(/[\u202f\u00a0]/g, ' ');
const percent = (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(1)}%`);

/** The payload of one inspection's report e-mail. */
export function inspectionReportPayload(
  inspection: CustomerInspection,
  to: { name: string },
  company: { name: string; phone: string },
  siteUrl: string,
): InspectionReportPayload {
  const i = inspection;
  const met = i.scorePercent !== null && i.scorePercent >= i.targetPercent;
  return {
    name: to.name,
    companyName: company.name,
    companyPhone: company.phone,
    siteName: i.siteName,
    inspectedAt: at(i.inspectedAt),
    inspector: i.inspectorName,
    score: `${percent(i.scorePercent)} (${i.earnedPoints} of ${i.possiblePoints} points; target ${i.targetPercent}%)`,
    verdict:
      i.scorePercent === null
        ? 'No item could be rated this time.'
        : met
          ? 'The site met its target.'
          : 'The site scored under its target: every Poor and Fair item is now a corrective action for the crew.',
    areas: i.areas.map((area) => `- ${area.label}: ${percent(area.scorePercent)}`),
    failed: i.items
      .filter((item) => item.failed)
      .map((item) => `- ${item.areaLabel}, ${item.itemLabel}: ${inspectionRatingLabels[item.rating]}${item.note ? ` (${item.note})` : ''}`),
    actions: i.actions.map((action) => `- ${action.title}: due ${due(action.dueAt)}`),
    reportUrl: new URL(customerInspectionPath(i.id), siteUrl).toString(),
  };
}

/** The plain-text e-mail. */
export function renderInspectionReport(p: InspectionReportPayload): { subject: string; text: string } {
  return {
    subject: `Inspection report: ${p.siteName}, ${p.score.split(' ')[0]}`,
    text: [
      `Hello ${p.name},`,
      '',
      `${p.inspector} inspected ${p.siteName} on ${p.inspectedAt}.`,
      '',
      `Score: ${p.score}`,
      p.verdict,
      '',
      'Areas:',
      ...p.areas,
      '',
      ...(p.failed.length > 0
        ? ['Items to fix:', ...p.failed, '', 'Corrective actions for the crew:', ...p.actions, '']
        : ['No item failed.', '']),
      `The full report, its photos and PDF, and each fix as it is made: ${p.reportUrl}`,
      '',
      `You can turn these e-mails off for this site in the Client Portal, under Reports. Questions? Call us at ${p.companyPhone}.`,
      '',
      p.companyName,
    ].join('\n'),
  };
}
