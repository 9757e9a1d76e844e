import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import type { QuoteResult } from '#shared/contracts/quotes.ts';
import { renderQuotePdf, type QuoteDocumentInput } from './quote-pdf.ts';
import { renderServiceAgreementPdf } from './agreement-pdf.ts';

const company = { name: 'Twin Pines Commercial Cleaning', phone: '(612) 555-0142', phoneE164: '+16125550142', salesEmail: 'sales@twinpines.example',
  address: { street: '15020 Cedar Ave S, Suite 200', city: 'Apple Valley', region: 'MN', postalCode: '55124', country: 'US' }, socialUrl: '' };
const quote: QuoteResult = { leadId: 'Q-2026-000124', companyName: 'Lakeside Dental Group', facilityType: 'office', facilitySize: 'medium', squareFootage: 10000, frequency: 'Weekly',
  totalMonthlyCost: 801.67, totalAnnualCost: 9620.05,
  laborCosts: { baseWagePerHour: 19, overheadAndTaxesPerHour: 11.45, totalHourlyRatePerCleaner: 30.45, cleanersNeeded: 1, hoursPerCleanerPerSession: 3.71, totalLaborHoursPerSession: 3.71, laborCostPerSession: 113.1 },
  productivity: { productivityRate: 28000, facilityTypeCategory: 'Standard commercial', frequencyAdjustment: 1.3 },
  supplies: { supplyCostPercentage: 10, chemicalEquipmentCostPerSession: 11.31 },
  scheduling: { sessionsPerMonth: 4.33, baseCostPerSession: 124.4, baseMonthlyCost: 539.09 },
  additionalServices: { hasAdditionalServices: true, additionalServicesDescription: 'Carpet Cleaning: $1,610.00 per visit, once a year; Window Cleaning: $385.25 per visit, 4 times a year', markupPercentage: 15, additionalServicesCost: 262.58 } };
const input: QuoteDocumentInput = { quote, company, issuedAt: new Date('2026-10-23T15:30:00Z'), validUntil: new Date('2026-11-22T15:30:00Z'), additionalServices: ['Carpet Cleaning', 'Window Cleaning'],
  client: { companyName: 'Lakeside Dental Group', firstName: 'Maria', lastName: 'Lindqvist', email: 'maria.lindqvist@lakeside.example', phone: '(952) 555-0199', address: '7600 France Ave S, Edina, MN 55435' } };
const long = { ...input, company: { ...company, name: 'The Greater Minneapolis-Saint Paul Metropolitan Area Commercial Janitorial, Floor Care and Window Cleaning Cooperative, Incorporated', salesEmail: 'estimates-and-new-business-inquiries@the-greater-minneapolis-saint-paul-cleaning-cooperative.example' },
  quote: { ...quote, leadId: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d' },
  client: { ...input.client, companyName: 'Hennepin County Regional Medical, Dental and Orthopaedic Specialty Clinics Consolidated Holding Company (North Campus)', address: '1234567 Extraordinarily Long Boulevard Northwest, Building Annex B, Loading Dock 14, Brooklyn Park, Minnesota 55443-1234' } };
const none = { ...input, additionalServices: [], quote: { ...quote, totalMonthlyCost: 539.09, totalAnnualCost: 6469.05, additionalServices: { hasAdditionalServices: false, additionalServicesDescription: 'No additional services selected', markupPercentage: 15, additionalServicesCost: 0 } } };
it('writes previews', async () => {
  writeFileSync('/tmp/pdfprev/quote.pdf', await renderQuotePdf(input));
  writeFileSync('/tmp/pdfprev/agreement.pdf', await renderServiceAgreementPdf(input));
  writeFileSync('/tmp/pdfprev/quote-none.pdf', await renderQuotePdf(none));
  writeFileSync('/tmp/pdfprev/agreement-none.pdf', await renderServiceAgreementPdf(none));
  writeFileSync('/tmp/pdfprev/quote-long.pdf', await renderQuotePdf(long));
  writeFileSync('/tmp/pdfprev/agreement-long.pdf', await renderServiceAgreementPdf(long));
});
