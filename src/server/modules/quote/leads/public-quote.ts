import type { QuoteBreakdown, QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { quoteExpiresAt } from '../acceptance/acceptance-offers.ts';

/** What a priced lead holds that its public result needs. */
export interface QuotedLead {
  id: string;
  reference: string;
  createdAt: Date;
  result: QuoteBreakdown;
}

/**
 * A lead's quote as the public reads it: what the client buys (visits, crew, price per visit and per
 * month, additional services, totals, until when it holds). Built field by field, so a figure added to
 * the stored breakdown stays internal until someone decides to show it (issue 30, decision 0038).
 */
export function publicQuote(lead: QuotedLead, acceptLinkSentTo?: string): QuoteResult {
  const q = lead.result;
  return {
    leadId: lead.id,
    reference: lead.reference,
    companyName: q.companyName,
    facilityType: q.facilityType,
    facilitySize: q.facilitySize,
    squareFootage: q.squareFootage,
    frequency: q.frequency,
    totalMonthlyCost: q.totalMonthlyCost,
    totalAnnualCost: q.totalAnnualCost,
    laborCosts: {
      cleanersNeeded: q.laborCosts.cleanersNeeded,
      hoursPerCleanerPerSession: q.laborCosts.hoursPerCleanerPerSession,
      totalLaborHoursPerSession: q.laborCosts.totalLaborHoursPerSession,
    },
    scheduling: {
      sessionsPerMonth: q.scheduling.sessionsPerMonth,
      baseCostPerSession: q.scheduling.baseCostPerSession,
      baseMonthlyCost: q.scheduling.baseMonthlyCost,
    },
    additionalServices: {
      hasAdditionalServices: q.additionalServices.hasAdditionalServices,
      additionalServicesDescription: q.additionalServices.additionalServicesDescription,
      additionalServicesCost: q.additionalServices.additionalServicesCost,
    },
    validUntil: quoteExpiresAt(lead.createdAt).toISOString(),
    ...(acceptLinkSentTo === undefined ? {} : { acceptLinkSentTo }),
  };
}
