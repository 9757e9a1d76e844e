/**
 * The service-agreement PDF of the instant-quote calculator (spec §1): a
 * proposed contract built from the stored quote, subject to a site
 * walk-through, with the terms the site advertises (3-year price lock with a
 * 12-month term, monthly auto-renewal, 30 days' notice, $2M liability cover,
 * background-checked OSHA-trained staff, 100% satisfaction guarantee).
 */
import { formatAddress } from '#shared/domain/company.ts';
import { facilityTypeLabels, frequencyLabels } from '#shared/domain/quote.ts';
import { addOnLines, clientCompany, isOneTime, serviceAddress, standardScope, withArticle, type QuoteDocumentInput } from './quote-pdf.ts';
import { formatLongDate, formatMoneyCents, formatOneDecimal, formatPersonName, formatSquareFeet } from './pdf-format.ts';
import {
  drawBullets,
  drawInfoColumns,
  drawClause,
  CLAUSE_INDENT,
  drawLetterhead,
  drawNotice,
  drawParagraph,
  drawSectionHeading,
  drawSignatureBlocks,
  drawTable,
  drawTitleBlock,
  renderPdf,
  type TableRow,
} from './pdf-layout.ts';

export const AGREEMENT_TITLE = 'Commercial Cleaning Service Agreement';

export function renderServiceAgreementPdf(input: QuoteDocumentInput): Promise<Buffer> {
  const { quote, client, company } = input;
  const oneTime = isOneTime(quote);
  const facilityLabel = facilityTypeLabels[quote.facilityType] ?? quote.facilityType;
  const frequencyLabel = frequencyLabels[quote.frequency] ?? quote.frequency;
  const addOns = addOnLines(quote, input.additionalServices);
  const clientName = clientCompany(input);
  const contact = formatPersonName(client.firstName, client.lastName);
  const issued = formatLongDate(input.issuedAt);

  return renderPdf(
    {
      title: AGREEMENT_TITLE,
      reference: `Service Agreement No. ${quote.reference}`,
      subject: `Proposed service agreement with ${clientName}`,
      company,
      createdAt: input.issuedAt,
    },
    (doc) => {
      drawLetterhead(doc, company);
      drawTitleBlock(doc, AGREEMENT_TITLE, [
        ['Agreement No.', quote.reference],
        ['Date', issued],
        ['Status', 'Proposed'],
      ]);
      drawNotice(
        doc,
        'Proposed agreement based on your online quote',
        `This proposal follows the online quote No. ${quote.reference} of ${issued}. It is subject to a site walk-through, after which the scope and price may be adjusted, and it becomes binding only when signed by both parties.`,
      );

      drawSectionHeading(doc, 'Parties', 90);
      drawInfoColumns(doc, [
        {
          title: 'Service provider',
          lines: [
            { value: company.name, bold: true },
            { value: formatAddress(company) },
            { value: company.phone },
            { value: company.salesEmail },
          ],
        },
        {
          title: 'Client',
          lines: [
            { value: clientName, bold: true },
            ...(contact ? [{ value: `Attn. ${contact}` }] : []),
            ...(client.email.trim() ? [{ value: client.email.trim() }] : []),
            ...(client.phone.trim() ? [{ value: client.phone.trim() }] : []),
          ],
        },
      ]);
      drawParagraph(doc, `${company.name} (the "Service Provider") and ${clientName} (the "Client") agree as follows.`, { gap: 2 });

      // 1
      drawSectionHeading(doc, '1. Scope of services', 90);
      drawTable(doc, {
        showHeader: false,
        columns: [
          { header: 'Item', weight: 30 },
          { header: 'Detail', weight: 70 },
        ],
        rows: [
          { cells: ['Facility type', facilityLabel] },
          { cells: ['Square footage', formatSquareFeet(quote.squareFootage)] },
          { cells: ['Service address', serviceAddress(input)] },
          { cells: ['Frequency', frequencyLabel] },
        ],
      });
      drawClause(
        doc,
        '1.1',
        `On each cleaning the Service Provider performs the standard scope for ${withArticle(facilityLabel.toLowerCase())}:`,
      );
      drawBullets(doc, standardScope(quote.facilityType), { indent: CLAUSE_INDENT, gap: 4 });
      drawClause(
        doc,
        '1.2',
        addOns.length > 0
          ? 'Additional services, at these prices:'
          : 'Additional services: none selected. The Client may add specialty services later by written request; they are quoted separately.',
      );
      if (addOns.length > 0)
        drawBullets(
          doc,
          addOns.map((a) => (a.pricing ? `${a.name}: ${a.pricing}` : a.name)),
          { indent: CLAUSE_INDENT, gap: 4 },
        );

      // 2
      drawSectionHeading(doc, '2. Schedule', 50);
      drawClause(
        doc,
        '2.1',
        oneTime
          ? 'One cleaning visit, on a date agreed after the site walk-through.'
          : `${frequencyLabel} service: an average of ${formatOneDecimal(quote.scheduling.sessionsPerMonth)} cleanings per month (52 weeks over 12 months). The days of service are agreed after the site walk-through.`,
      );
      drawClause(
        doc,
        '2.2',
        'Service is performed in the evening, after business hours, unless the parties agree on another window in writing.',
        'Service window.',
      );

      // 3
      drawSectionHeading(doc, '3. Price and payment', 110);
      const priceRows: TableRow[] = oneTime
        ? [
            { cells: ['Cleaning visit', 'labor, chemicals and equipment', formatMoneyCents(quote.scheduling.baseCostPerSession)] },
            {
              cells: [
                'Additional services',
                addOns.length > 0 ? `${addOns.length} selected` : 'none',
                formatMoneyCents(quote.additionalServices.additionalServicesCost),
              ],
            },
            { cells: ['Price', 'one visit', formatMoneyCents(quote.totalMonthlyCost)], style: 'total' },
          ]
        : [
            {
              cells: [
                'Base monthly cost',
                `${formatOneDecimal(quote.scheduling.sessionsPerMonth)} cleanings × ${formatMoneyCents(quote.scheduling.baseCostPerSession)}`,
                formatMoneyCents(quote.scheduling.baseMonthlyCost),
              ],
            },
            {
              cells: [
                'Additional services',
                addOns.length > 0 ? `${addOns.length} selected, monthly equivalent` : 'none',
                formatMoneyCents(quote.additionalServices.additionalServicesCost),
              ],
            },
            { cells: ['Monthly price', 'invoiced monthly', formatMoneyCents(quote.totalMonthlyCost)], style: 'total' },
            { cells: ['Annual value', '12 months at the monthly price', formatMoneyCents(quote.totalAnnualCost)] },
          ];
      drawTable(doc, {
        columns: [
          { header: 'Item', weight: 36 },
          { header: 'Basis', weight: 40 },
          { header: 'Amount', weight: 24, align: 'right' },
        ],
        rows: priceRows,
      });
      drawClause(
        doc,
        '3.1',
        oneTime
          ? 'The Service Provider invoices the price after the visit. Invoices are payable net 30 days from the invoice date.'
          : 'The Service Provider invoices the monthly price once a month. Invoices are payable net 30 days from the invoice date.',
        'Invoicing.',
      );
      drawClause(
        doc,
        '3.2',
        "Work outside the scope of section 1 is quoted separately and performed only with the Client's written approval.",
        'Extra work.',
      );

      // 4
      drawSectionHeading(doc, '4. Price lock', 40);
      drawClause(
        doc,
        '4.1',
        oneTime
          ? 'If the Client moves to recurring service with a 12-month contract term, the agreed monthly price is locked for up to 3 years.'
          : 'The monthly price of section 3 is locked for up to 3 years while the Client keeps a 12-month contract term. A change of scope requested by the Client (square footage, frequency or services) is priced anew.',
      );

      // 5
      drawSectionHeading(doc, '5. Term, renewal and termination', 60);
      if (oneTime) {
        drawClause(
          doc,
          '5.1',
          'This agreement covers the single visit of section 2 and ends when it has been performed and paid.',
          'Term.',
        );
        drawClause(doc, '5.2', 'Either party may cancel the visit by written notice before it takes place.', 'Cancellation.');
      } else {
        drawClause(doc, '5.1', 'The initial term is 12 months from the first cleaning.', 'Initial term.');
        drawClause(doc, '5.2', 'After the initial term this agreement renews automatically from month to month.', 'Renewal.');
        drawClause(doc, '5.3', "Either party may terminate this agreement with 30 days' written notice.", 'Termination.');
      }

      // 6
      drawSectionHeading(doc, '6. Insurance and staff', 60);
      drawClause(
        doc,
        '6.1',
        'The Service Provider carries $2M in general liability coverage and provides a certificate of insurance on request.',
        'Insurance.',
      );
      drawClause(
        doc,
        '6.2',
        'All cleaning staff are background-checked and complete OSHA-certified safety training before working at the Client facility.',
        'Staff.',
      );

      // 7
      drawSectionHeading(doc, '7. Satisfaction guarantee', 40);
      drawClause(
        doc,
        '7.1',
        'The Service Provider guarantees 100% satisfaction: areas the Client reports as not cleaned to standard are re-cleaned within 24 hours of the report, at no charge.',
      );

      // 8
      drawSectionHeading(doc, '8. Supplies', 50);
      drawClause(doc, '8.1', 'The price of each cleaning includes the cleaning chemicals and equipment it uses.');
      drawClause(
        doc,
        '8.2',
        'Paper products (towels, tissue) and trash liners are supplied at cost unless the parties agree otherwise in writing.',
      );

      // Signatures
      drawSectionHeading(doc, 'Signatures', 200);
      drawParagraph(doc, 'Accepted and agreed by the authorized representatives of the parties:', { gap: 12 });
      drawSignatureBlocks(doc, [
        { role: 'Service provider', name: company.name },
        { role: 'Client', name: clientName },
      ]);
      if (input.acceptLinkSentTo) {
        drawNotice(
          doc,
          'Or accept online',
          `Accept online: the link was e-mailed to ${input.acceptLinkSentTo}.\nInstead of signing on paper, the Client may accept this agreement online through that link until ${formatLongDate(input.validUntil)}. The acceptance records the signer's name and title, the time, and the SHA-256 fingerprint of this document.`,
        );
      }
    },
  );
}
