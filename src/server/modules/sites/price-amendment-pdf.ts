import type { CompanyProfile } from '#shared/domain/company.ts';
import { facilityTypeLabels, frequencyLabels } from '#shared/domain/quote.ts';
import { formatLongDate, formatMoneyCents } from '../quote/documents/pdf-format.ts';
import {
  drawLetterhead,
  drawNotice,
  drawParagraph,
  drawSectionHeading,
  drawSignatureBlocks,
  drawTable,
  drawTitleBlock,
  renderPdf,
} from '../quote/documents/pdf-layout.ts';

export const AMENDMENT_TITLE = 'Service Agreement Amendment: Monthly Price';

/** What the amendment of a plan's price says (decision 0047). */
export interface PriceAmendmentInput {
  reference: string;
  company: CompanyProfile;
  clientName: string;
  siteName: string;
  siteAddress: string;
  facilityType: string;
  frequency: string;
  previousPriceCents: number;
  monthlyPriceCents: number;
  /** The first day of the first month billed at the new price (a Minnesota date, YYYY-MM-01). */
  effectiveFrom: string;
  /** When the change was made: the document's date, so the same change renders the same bytes every time. */
  issuedAt: Date;
  expiresAt: Date;
}

const dollars = (cents: number) => formatMoneyCents(cents / 100);
const longDay = (iso: string) => formatLongDate(new Date(`${iso}T12:00:00Z`));

/** The amendment the customer accepts online: the new monthly price of their plan and the month it starts. */
export function renderPriceAmendmentPdf(input: PriceAmendmentInput): Promise<Buffer> {
  const { company } = input;
  const facility = facilityTypeLabels[input.facilityType as keyof typeof facilityTypeLabels] ?? input.facilityType;
  const frequency = frequencyLabels[input.frequency as keyof typeof frequencyLabels] ?? input.frequency;
  const from = longDay(input.effectiveFrom);
  return renderPdf(
    {
      title: AMENDMENT_TITLE,
      reference: `Amendment No. ${input.reference}`,
      subject: `Monthly price amendment with ${input.clientName}`,
      company,
      createdAt: input.issuedAt,
    },
    (doc) => {
      drawLetterhead(doc, company);
      drawTitleBlock(doc, AMENDMENT_TITLE, [
        ['Amendment No.', input.reference],
        ['Date', formatLongDate(input.issuedAt)],
        ['Offer valid until', formatLongDate(input.expiresAt)],
      ]);
      drawNotice(
        doc,
        'A new monthly price for your cleaning service',
        `The hours your building takes have been measured visit by visit. From ${from}, the monthly price of the service below changes as this amendment sets out; every other term of your service agreement stays as it is.`,
      );
      drawSectionHeading(doc, 'The service');
      drawParagraph(doc, `${input.clientName}: ${facility} cleaning, ${frequency}, at ${input.siteName}, ${input.siteAddress}.`);
      drawSectionHeading(doc, 'The price');
      drawTable(doc, {
        columns: [
          { header: 'Monthly price', weight: 3 },
          { header: 'Amount', weight: 1, align: 'right' },
        ],
        rows: [
          { cells: ['Until now', dollars(input.previousPriceCents)] },
          { cells: [`From ${from}`, dollars(input.monthlyPriceCents)], style: 'total' },
        ],
      });
      drawParagraph(
        doc,
        `Invoices for months before ${from} stay as issued. Invoices from that month on are billed at the new price once this amendment is accepted. If it is not accepted by ${formatLongDate(input.expiresAt)}, the current price continues and we will call you.`,
      );
      drawSignatureBlocks(doc, [
        { role: 'Service provider', name: company.name },
        { role: 'Client', name: input.clientName },
      ]);
    },
  );
}
