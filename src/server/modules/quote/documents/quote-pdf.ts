/**
 * The quote PDF of the instant-quote calculator (spec §1, §3): every figure
 * comes from the quote's public result and is only formatted here (pricing-model
 * §6 says what each one means; decision 0038 which of them the public reads).
 */
import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { facilityTypeLabels, frequencyLabels, type FacilityType } from '#shared/domain/quote.ts';
import { PRICE_CONFIRMATION, VISIT_PRICE_INCLUDES } from '#shared/content/quote-price.ts';
import {
  formatInteger,
  formatLongDate,
  formatMoneyCents,
  formatMoneyWhole,
  formatOneDecimal,
  formatPersonName,
  formatSquareFeet,
} from './pdf-format.ts';
import {
  drawBullets,
  drawHighlights,
  drawInfoColumns,
  drawLetterhead,
  drawNumbered,
  drawParagraph,
  drawSectionHeading,
  drawTable,
  drawTitleBlock,
  renderPdf,
  COLORS,
  type TableColumn,
  type TableRow,
} from './pdf-layout.ts';

export interface QuoteDocumentInput {
  /** The quote's public result: what the client buys, none of the company's costs (decision 0038). */
  quote: QuoteResult;
  client: { companyName: string; firstName: string; lastName: string; email: string; phone: string; address: string };
  company: CompanyProfile;
  /** Lead creation time. */
  issuedAt: Date;
  /** E.g. 30 days later (the caller decides). */
  validUntil: Date;
  /** Names the visitor chose. */
  additionalServices: string[];
  /** The address the link to accept online was e-mailed to; the agreement names it, never the link (decision 0033). */
  acceptLinkSentTo?: string | undefined;
}

export const QUOTE_TITLE = 'Commercial Cleaning Quote';

/** One chosen add-on with its pricing text from the quote's description, when it has one. */
export interface AddOnLine {
  name: string;
  pricing: string;
}

/**
 * Pairs the chosen service names with their part of the stored description
 * ("Carpet Cleaning: $1,610.00 per visit, once a year; Window Cleaning: ...").
 * Without names but with services, the names come from the description.
 */
export function addOnLines(quote: QuoteResult, chosen: string[]): AddOnLine[] {
  const segments = quote.additionalServices.additionalServicesDescription
    .split(/;\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
  const pricingOf = (name: string) => {
    const segment = segments.find((s) => s.startsWith(`${name}:`));
    return segment ? segment.slice(name.length + 1).trim() : '';
  };
  const names = chosen.map((n) => n.trim()).filter(Boolean);
  if (names.length > 0) return names.map((name) => ({ name, pricing: pricingOf(name) }));
  if (!quote.additionalServices.hasAdditionalServices) return [];
  return segments
    .filter((s) => s.includes(':'))
    .map((s) => {
      const at = s.indexOf(':');
      return { name: s.slice(0, at).trim(), pricing: s.slice(at + 1).trim() };
    });
}

/** The client's company, falling back to the name on the quote. */
/** The calculator's old default for a blank company name (before decision 0015): a placeholder, never printed. */
const PLACEHOLDER_COMPANY = 'Business';

/** Who the document is for: the company, else (leads from before names were required) the person, else their e-mail. */
export function clientCompany(input: QuoteDocumentInput): string {
  const { client } = input;
  const company = [client.companyName, input.quote.companyName]
    .map((name) => name.trim())
    .find((name) => name !== '' && name !== PLACEHOLDER_COMPANY);
  return company ?? (`${client.firstName} ${client.lastName}`.trim() || client.email);
}

export function serviceAddress(input: QuoteDocumentInput): string {
  return input.client.address.trim() || 'To be confirmed';
}

/** "an office building", "a retail space". */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

export function isOneTime(quote: QuoteResult): boolean {
  return quote.frequency === 'One-time';
}

const SCOPE: Record<FacilityType, string[]> = {
  office: [
    'Empty trash and recycling, replace liners',
    'Vacuum carpets and mats; sweep and damp-mop hard floors',
    'Clean and disinfect restrooms; refill soap and paper dispensers',
    'Dust and wipe desks, counters, sills and ledges',
    'Clean break rooms: counters, sinks, tables, appliance fronts',
    'Disinfect high-touch points: handles, switches, railings',
  ],
  medical: [
    'Disinfect exam rooms, waiting areas and high-touch surfaces',
    'Clean and disinfect restrooms; refill dispensers',
    'Empty general trash and recycling (regulated medical waste excluded)',
    'Damp-mop hard floors with disinfectant; vacuum carpets',
    'Wipe reception counters, chairs and workstations',
    'Color-coded microfiber to prevent cross-contamination',
  ],
  industrial: [
    'Clean plant offices, break rooms and locker rooms',
    'Clean and disinfect restrooms; refill dispensers',
    'Sweep and spot-mop walkways and accessible open floor',
    'Empty trash and recycling, replace liners',
    'Disinfect high-touch points (process machinery excluded)',
  ],
  retail: [
    'Sweep and mop the sales floor; vacuum entry mats',
    'Clean entrance doors and glass',
    'Clean and disinfect customer and staff restrooms',
    'Dust fixtures, shelf edges and checkout counters',
    'Empty trash; tidy fitting rooms and the break room',
  ],
  educational: [
    'Classrooms: empty trash, wipe desks and boards, clean floors',
    'Clean and disinfect restrooms; refill dispensers',
    'Clean hallways, entries, stairwells and common areas',
    'Disinfect high-touch points: handles, railings, fountains',
    'Clean offices and staff lounges',
  ],
  restaurant: [
    'Dining room: wipe tables, chairs and booths; clean floors',
    'Clean and disinfect guest and staff restrooms',
    'Clean entrance doors, glass and host stand',
    'Empty trash and recycling, replace liners',
    'Sweep and mop kitchen floors (hood and grease-duct cleaning excluded)',
  ],
  gym: [
    'Clean and disinfect locker rooms and showers',
    'Wipe down equipment handles, benches and mats',
    'Clean and disinfect restrooms; refill dispensers',
    'Vacuum and mop studio, rubber and carpeted floors',
    'Empty trash; clean mirrors and glass',
  ],
  warehouse: [
    'Clean offices, break rooms and restrooms',
    'Sweep aisles and accessible open floor',
    'Clean loading-dock entries and shipping offices',
    'Empty trash and recycling, replace liners',
    'Disinfect high-touch points',
  ],
  other: [
    'Empty trash and recycling, replace liners',
    'Clean and disinfect restrooms; refill dispensers',
    'Vacuum carpets; sweep and mop hard floors',
    'Dust and wipe surfaces, sills and ledges',
    'Disinfect high-touch points',
  ],
};

/** The standard scope of routine cleaning for a facility type: 5 or 6 items. */
export function standardScope(facilityType: FacilityType): string[] {
  return SCOPE[facilityType] ?? SCOPE.other;
}

const itemColumns = (amountHeader: string): TableColumn[] => [
  { header: 'Item', weight: 40 },
  { header: 'Basis', weight: 38 },
  { header: amountHeader, weight: 22, align: 'right' },
];

/** "2 cleaners, 2.2 hours each" or "1 cleaner, 3.7 hours": the crew of one visit. */
export function crewLine(quote: QuoteResult): string {
  const { cleanersNeeded: n, hoursPerCleanerPerSession: hours } = quote.laborCosts;
  return n === 1 ? `1 cleaner, ${formatOneDecimal(hours)} hours` : `${formatInteger(n)} cleaners, ${formatOneDecimal(hours)} hours each`;
}

/**
 * The quote a prospect reads: what they buy (visits, crew, price per visit and per month, additional
 * services) and never the company's costs behind it (wage, overhead, production rates, supply share,
 * markup; issue 30, decision 0038): `quote` is the public result, which holds none of them.
 */
export function renderQuotePdf(input: QuoteDocumentInput): Promise<Buffer> {
  const { quote, client, company } = input;
  const oneTime = isOneTime(quote);
  const sched = quote.scheduling;
  const extras = quote.additionalServices;
  const facilityLabel = facilityTypeLabels[quote.facilityType] ?? quote.facilityType;
  const frequencyLabel = frequencyLabels[quote.frequency] ?? quote.frequency;
  const addOns = addOnLines(quote, input.additionalServices);

  return renderPdf(
    {
      title: QUOTE_TITLE,
      reference: `Quote No. ${quote.reference}`,
      subject: `Cleaning quote for ${clientCompany(input)}`,
      company,
      createdAt: input.issuedAt,
    },
    (doc) => {
      drawLetterhead(doc, company);
      drawTitleBlock(doc, QUOTE_TITLE, [
        ['Quote No.', quote.reference],
        ['Issued', formatLongDate(input.issuedAt)],
        ['Valid until', formatLongDate(input.validUntil)],
      ]);

      // Headline totals, and how the price becomes final.
      drawHighlights(
        doc,
        oneTime
          ? [
              { label: 'Total price', value: formatMoneyWhole(quote.totalMonthlyCost), note: 'One-time cleaning, one visit' },
              { label: 'Cleaning visit', value: formatMoneyWhole(sched.baseCostPerSession), note: VISIT_PRICE_INCLUDES },
            ]
          : [
              {
                label: 'Monthly total',
                value: formatMoneyWhole(quote.totalMonthlyCost),
                note: `${frequencyLabel}, ${formatOneDecimal(sched.sessionsPerMonth)} visits a month`,
              },
              { label: 'Annual total', value: formatMoneyWhole(quote.totalAnnualCost), note: '12 months at the monthly total' },
              { label: 'Price lock', value: '3 years', note: 'Guaranteed with a 12-month contract' },
            ],
        `${PRICE_CONFIRMATION.title}. ${PRICE_CONFIRMATION.text}`,
      );

      // Client and facility
      const contact = formatPersonName(client.firstName, client.lastName);
      drawSectionHeading(doc, 'Client and facility', 80);
      drawInfoColumns(doc, [
        {
          title: 'Prepared for',
          lines: [
            { label: 'Company', value: clientCompany(input), bold: true },
            ...(contact ? [{ label: 'Contact', value: contact }] : []),
            { label: 'E-mail', value: client.email.trim() || '—' },
            { label: 'Phone', value: client.phone.trim() || '—' },
            { label: 'Service address', value: serviceAddress(input) },
          ],
        },
        {
          title: 'Facility',
          lines: [
            { label: 'Facility type', value: facilityLabel, bold: true },
            { label: 'Square footage', value: formatSquareFeet(quote.squareFootage) },
            { label: 'Frequency', value: frequencyLabel },
            { label: 'Visits', value: oneTime ? 'One visit' : `${formatOneDecimal(sched.sessionsPerMonth)} per month (average)` },
          ],
        },
      ]);

      // What the client buys: the visits and their price.
      drawSectionHeading(doc, oneTime ? 'Your cleaning visit' : 'Your cleaning visits', 70);
      const crew: TableRow = {
        cells: ['Crew per visit', crewLine(quote), `${formatOneDecimal(quote.laborCosts.totalLaborHoursPerSession)} cleaner-hours`],
      };
      const visitRows: TableRow[] = oneTime
        ? [
            crew,
            { cells: ['Cleaning visit', VISIT_PRICE_INCLUDES, formatMoneyCents(sched.baseCostPerSession)] },
            {
              cells: [
                'Additional services',
                addOns.length > 0 ? `${addOns.length} selected` : 'None selected',
                formatMoneyCents(extras.additionalServicesCost),
              ],
            },
            { cells: ['Total price', 'one visit', formatMoneyCents(quote.totalMonthlyCost)], style: 'total' },
          ]
        : [
            { cells: ['Visits per month', `${frequencyLabel}, averaged over the year`, formatOneDecimal(sched.sessionsPerMonth)] },
            crew,
            { cells: ['Price per visit', VISIT_PRICE_INCLUDES, formatMoneyCents(sched.baseCostPerSession)] },
            {
              cells: [
                'Routine cleaning per month',
                `${formatOneDecimal(sched.sessionsPerMonth)} visits × ${formatMoneyCents(sched.baseCostPerSession)}`,
                formatMoneyCents(sched.baseMonthlyCost),
              ],
              style: 'subtotal',
            },
            {
              cells: [
                'Additional services per month',
                addOns.length > 0 ? `${addOns.length} selected, monthly equivalent` : 'None selected',
                formatMoneyCents(extras.additionalServicesCost),
              ],
            },
            {
              cells: ['Total monthly', `annual total ${formatMoneyCents(quote.totalAnnualCost)}`, formatMoneyCents(quote.totalMonthlyCost)],
              style: 'total',
            },
          ];
      drawTable(doc, { columns: itemColumns('Amount'), rows: visitRows });
      drawParagraph(
        doc,
        oneTime
          ? 'Figures are rounded for display; totals are computed before rounding.'
          : 'Visits per month average 52 weeks over 12 months. Figures are rounded for display; totals are computed before rounding.',
        { size: 8, color: COLORS.muted },
      );

      // Additional services
      drawSectionHeading(doc, 'Additional services', 60);
      if (addOns.length === 0) {
        drawParagraph(doc, 'None selected. Floor care, carpet, window and other specialty services can be added at any time.');
      } else {
        drawTable(doc, {
          columns: [
            { header: 'Service', weight: 40 },
            { header: 'Pricing', weight: 38 },
            { header: oneTime ? 'Amount' : 'Per month', weight: 22, align: 'right' },
          ],
          rows: [
            ...addOns.map((a) => ({ cells: [a.name, a.pricing || 'Priced on the walk-through', ''] })),
            {
              cells: [
                oneTime ? 'Additional services' : 'Additional services per month',
                oneTime ? 'one visit each' : 'monthly equivalent of the visits above',
                formatMoneyCents(extras.additionalServicesCost),
              ],
              style: 'subtotal',
            },
          ],
        });
        const described = addOns.some((a) => a.pricing);
        if (!described && extras.additionalServicesDescription.trim()) {
          drawParagraph(doc, extras.additionalServicesDescription, { size: 8.5, color: COLORS.muted });
        }
      }

      // What is included and terms
      drawSectionHeading(doc, 'What is included', 60);
      drawParagraph(doc, `Standard scope for ${withArticle(facilityLabel.toLowerCase())}, on every cleaning:`, { gap: 5 });
      drawBullets(doc, standardScope(quote.facilityType), { columns: 2 });

      drawSectionHeading(doc, 'Terms', 60);
      drawBullets(doc, [
        oneTime
          ? 'Price lock: recurring service with a 12-month contract keeps its price for up to 3 years.'
          : 'Price lock: this price is guaranteed for up to 3 years with a 12-month contract.',
        'Contracts auto-renew monthly after the initial 12-month term.',
        "Either party may end service with 30 days' written notice.",
        '$2M liability coverage; certificate of insurance on request.',
        'Background-checked, OSHA-trained cleaning staff.',
        '100% satisfaction guarantee: reported areas are re-cleaned within 24 hours at no charge.',
        'Chemicals and equipment are included; paper products and liners are billed at cost unless agreed.',
        `This quote is valid until ${formatLongDate(input.validUntil)}. ${PRICE_CONFIRMATION.title}: see above.`,
      ]);

      // Next steps
      drawSectionHeading(doc, 'Next steps', 70);
      drawNumbered(doc, [
        `Call ${company.phone} or e-mail ${company.salesEmail} and mention quote ${quote.reference} to book your free walk-through.`,
        'We walk through your building with you and confirm the scope, the schedule and the price.',
        'You sign the service agreement (or accept it online) and we agree a start date.',
      ]);
    },
  );
}
