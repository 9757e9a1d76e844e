import type { QuoteResult } from '#shared/contracts/quote/quotes.ts';
import { track } from '../../lib/analytics.ts';

/** The calculator's conversion events (spec §3, §7): the value is the annual figure, 12 × monthly. */
export function trackQuoteConversion(result: QuoteResult): void {
  const value = result.totalMonthlyCost * 12;
  track('Lead', { category: 'Commercial Cleaning Quote', value, currency: 'USD' });
  track('QuoteRequest', { facilityType: result.facilityType, facilitySize: result.facilitySize, value, currency: 'USD' });
}
