/**
 * An inspection report as a PDF (issue 33, decision 0046), in the house style of the other documents
 * (quote/documents/pdf-layout.ts): letterhead, title block, the score against the target, the areas,
 * the failed items with their photos, and the corrective actions with when each was fixed. Never where
 * the inspector was. Every figure is the stored inspection's, only formatted here.
 */
import type { CustomerInspection } from '#shared/contracts/customer-quality.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { inspectionRatingLabels } from '#shared/domain/inspections.ts';
import { formatLongDate } from '../quote/documents/pdf-format.ts';
import {
  COLORS,
  contentLeft,
  contentWidth,
  drawHighlights,
  drawLetterhead,
  drawNotice,
  drawParagraph,
  drawSectionHeading,
  drawTable,
  drawTitleBlock,
  ensureSpace,
  moveDown,
  pdfText,
  renderPdf,
  type PdfDoc,
} from '../quote/documents/pdf-layout.ts';

/** A photo's bytes for the PDF (JPEG and PNG only: the PDF format has no WebP). */
export interface ReportPhoto {
  bytes: Buffer;
  contentType: string;
}

export interface InspectionReportInput {
  inspection: CustomerInspection;
  company: CompanyProfile;
  /** The photos found in storage, by id; one missing or in another format is named instead of drawn. */
  photos: ReadonlyMap<string, ReportPhoto>;
}

/** How many photos one report draws at most (the rest are in the portal). */
export const MAX_PDF_PHOTOS = 24;

const when = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const at = (iso: string) => when.format(new Date(iso)).replace(/[\u202f\u00a0]/g, ' ');
const percent = (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(1)}%`);

const ACTION_STATUS: Record<CustomerInspection['actions'][number]['status'], string> = {
  open: 'Open',
  closed: 'Fixed',
  verified: 'Fixed and verified',
};

function fixedAt(action: CustomerInspection['actions'][number]): string {
  if (action.closedAt) return at(action.closedAt) + (action.verifiedAt ? `, verified ${at(action.verifiedAt)}` : '');
  if (action.verifiedAt) return `Verified ${at(action.verifiedAt)}`;
  return 'Not yet';
}

/** The photos of one item in a row of thumbnails (each kept whole on one page), with a caption above. */
function drawPhotos(
  doc: PdfDoc,
  caption: string,
  ids: readonly string[],
  photos: ReadonlyMap<string, ReportPhoto>,
  budget: { left: number },
) {
  const drawable = ids.filter((id) => {
    const photo = photos.get(id);
    return photo && (photo.contentType === 'image/jpeg' || photo.contentType === 'image/png');
  });
  const shown = drawable.slice(0, Math.max(0, budget.left));
  budget.left -= shown.length;
  const notShown = ids.length - shown.length;
  if (shown.length === 0 && notShown === 0) return;
  const size = 150;
  const gap = 10;
  const left = contentLeft(doc);
  const perRow = Math.max(1, Math.floor((contentWidth(doc) + gap) / (size + gap)));
  ensureSpace(doc, 14 + (shown.length ? size : 0));
  drawParagraph(doc, caption + (notShown > 0 ? ` (${notShown} more in the Client Portal)` : ''), { size: 8.5, color: COLORS.muted });
  for (let start = 0; start < shown.length; start += perRow) {
    ensureSpace(doc, size + gap);
    const top = doc.y;
    shown.slice(start, start + perRow).forEach((id, i) => {
      doc.image(photos.get(id)!.bytes, left + i * (size + gap), top, { fit: [size, size] });
    });
    doc.y = top + size + gap;
    doc.x = left;
  }
  moveDown(doc, 4);
}

export async function renderInspectionReportPdf(input: InspectionReportInput): Promise<Buffer> {
  const { inspection: i, company, photos } = input;
  const failed = i.items.filter((item) => item.failed);
  const underTarget = i.scorePercent !== null && i.scorePercent < i.targetPercent;
  return renderPdf(
    {
      title: `Inspection report ${i.id}`,
      reference: `Inspection report No. ${i.id}, ${i.siteName}`,
      subject: `Inspection of ${i.siteName} on ${formatLongDate(new Date(i.inspectedAt))}`,
      company,
      // The inspection's own time: the same report renders the same bytes until an action changes.
      createdAt: new Date(i.inspectedAt),
    },
    (doc) => {
      drawLetterhead(doc, company);
      drawTitleBlock(doc, 'Inspection report', [
        ['Report No.', String(i.id)],
        ['Site', i.siteName],
        ['Inspected', at(i.inspectedAt)],
        ['Inspector', i.inspectorName],
      ]);
      drawHighlights(
        doc,
        [
          { label: 'Score', value: percent(i.scorePercent), note: `${i.earnedPoints} of ${i.possiblePoints} points` },
          {
            label: 'Target',
            value: `${i.targetPercent}%`,
            note: underTarget ? 'Under target' : i.scorePercent === null ? 'Nothing rated' : 'Met',
          },
          {
            label: 'Failed items',
            value: String(failed.length),
            note: `${i.actions.length} corrective ${i.actions.length === 1 ? 'action' : 'actions'}`,
          },
        ],
        'Score = points earned / points possible; items rated N/A are not counted.',
      );

      drawSectionHeading(doc, 'Areas');
      drawTable(doc, {
        columns: [
          { header: 'Area', weight: 70 },
          { header: 'Score', weight: 30, align: 'right' },
        ],
        rows: i.areas.map((area) => ({ cells: [area.label, percent(area.scorePercent)] })),
      });

      drawSectionHeading(doc, 'Failed items');
      if (failed.length === 0) {
        drawParagraph(doc, 'No item failed: nothing needed a corrective action.');
      } else {
        drawTable(doc, {
          columns: [
            { header: 'Area', weight: 24 },
            { header: 'Item', weight: 30 },
            { header: 'Rating', weight: 12 },
            { header: 'Note', weight: 34 },
          ],
          rows: failed.map((item) => ({ cells: [item.areaLabel, item.itemLabel, inspectionRatingLabels[item.rating], item.note || '-'] })),
        });
        const budget = { left: MAX_PDF_PHOTOS };
        for (const item of failed) {
          if (item.photoIds.length > 0) drawPhotos(doc, pdfText(`${item.areaLabel}: ${item.itemLabel}`), item.photoIds, photos, budget);
        }
      }

      drawSectionHeading(doc, 'Corrective actions');
      if (i.actions.length === 0) {
        drawParagraph(doc, 'None.');
      } else {
        drawTable(doc, {
          columns: [
            { header: 'Action', weight: 40 },
            { header: 'Due', weight: 18 },
            { header: 'Status', weight: 16 },
            { header: 'Fixed', weight: 26 },
          ],
          rows: i.actions.map((action) => ({
            cells: [
              action.title + (action.closedNote ? ` (${action.closedNote})` : ''),
              at(action.dueAt),
              ACTION_STATUS[action.status],
              fixedAt(action),
            ],
          })),
        });
      }
      if (underTarget) {
        drawNotice(
          doc,
          'Under target',
          `This inspection scored under the site's target of ${i.targetPercent}%: every Poor and Fair item became a corrective action for the crew, and the next inspection verifies each fix.`,
        );
      }
      drawParagraph(doc, `Questions about this report: call ${company.phone} or e-mail ${company.salesEmail}.`, {
        size: 8,
        color: COLORS.muted,
      });
    },
  );
}
