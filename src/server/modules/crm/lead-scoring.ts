import type { ValidCreateLead } from '#shared/contracts/crm/crm.ts';
import type { ValidQuoteRequest, ValidWindowQuote } from '#shared/contracts/quote/quotes.ts';
import type { ValidBookingRequest } from '#shared/contracts/scheduling.ts';

/**
 * How promising a lead is, 0-100, from what the visitor told us: the size of
 * the contract, whether it recurs, and how reachable and specific they were.
 * Priority and the first follow-up date follow from the score. This is the
 * lead's fit, stored with it; decision 0020 adds engagement and decay on top.
 */
export interface ScoringInput {
  monthlyValue: number;
  recurring: boolean;
  daily: boolean;
  hasPhone: boolean;
  hasCompany: boolean;
  hasName: boolean;
  hasAddress: boolean;
  specialisedFacility: boolean;
}

/** One reason for points, as an admin reads it ("Monthly value $2,400": 25). */
export interface ScorePart {
  label: string;
  points: number;
}

const clampScore = (points: number) => Math.max(0, Math.min(100, points));
const total = (parts: readonly ScorePart[]) => parts.reduce((sum, part) => sum + part.points, 0);
const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/** The quote rules' points, reason by reason (their sum, clamped to 0-100, is `leadScore`). */
export function leadScoreParts(i: ScoringInput): ScorePart[] {
  const value = i.monthlyValue >= 5000 ? 30 : i.monthlyValue >= 2000 ? 25 : i.monthlyValue >= 1000 ? 20 : i.monthlyValue >= 500 ? 15 : 5;
  const parts: ScorePart[] = [
    { label: 'Starting score', points: 20 },
    { label: `Monthly value ${dollars(i.monthlyValue)}`, points: value },
  ];
  if (i.recurring) parts.push({ label: 'Recurring service', points: 15 });
  if (i.daily) parts.push({ label: 'Daily cleaning', points: 5 });
  if (i.hasPhone) parts.push({ label: 'Phone given', points: 10 });
  if (i.hasCompany) parts.push({ label: 'Company name given', points: 10 });
  if (i.hasName) parts.push({ label: 'Full name given', points: 5 });
  if (i.hasAddress) parts.push({ label: 'Address given', points: 5 });
  if (i.specialisedFacility) parts.push({ label: 'Medical, educational or industrial facility', points: 5 });
  return parts;
}

export function leadScore(i: ScoringInput): number {
  return clampScore(total(leadScoreParts(i)));
}

const specialisedFacilities: ReadonlySet<string> = new Set(['medical', 'educational', 'industrial']);

/** A calculator or short-form quote, `monthlyValue` its computed total. */
export function quoteScoringInput(request: ValidQuoteRequest, monthlyValue: number): ScoringInput {
  return {
    monthlyValue,
    recurring: request.frequency !== 'One-time',
    daily: request.frequency.startsWith('Daily'),
    hasPhone: request.phone !== '',
    hasCompany: request.companyName !== '',
    hasName: request.firstName !== '' && request.lastName !== '',
    hasAddress: request.address !== '',
    specialisedFacility: specialisedFacilities.has(request.facilityType),
  };
}

/** A lead typed in by an admin: the estimate stands in for the quote's total; contact fields are required. */
export function manualScoringInput(input: ValidCreateLead): ScoringInput {
  return {
    monthlyValue: input.estimatedPriceCents / 100,
    recurring: input.frequency != null && input.frequency !== 'One-time',
    daily: input.frequency?.startsWith('Daily') ?? false,
    hasPhone: true,
    hasCompany: true,
    hasName: true,
    hasAddress: input.address !== '',
    specialisedFacility: specialisedFacilities.has(input.facilityType ?? ''),
  };
}

/** A visit booked on the scheduling page: a name, phone and place, no company and no price yet. */
export function bookingScoringInput(request: ValidBookingRequest): ScoringInput {
  return {
    monthlyValue: 0,
    recurring: false,
    daily: false,
    hasPhone: true,
    hasCompany: false,
    hasName: request.clientName.trim().split(/\s+/).length > 1,
    hasAddress: true,
    specialisedFacility: false,
  };
}

/** The window form's own rules: the plan, the number of panes and what the visitor added. */
export function windowScoreParts(request: ValidWindowQuote): ScorePart[] {
  const parts: ScorePart[] = [{ label: 'Starting score', points: 30 }];
  if (request.preferredPlan === 'Quarterly') parts.push({ label: 'Quarterly plan', points: 20 });
  if (request.preferredPlan === 'Biannual') parts.push({ label: 'Biannual plan', points: 10 });
  if (request.paneCount === '61+') parts.push({ label: '61+ panes', points: 15 });
  if (request.paneCount === '41-60') parts.push({ label: '41-60 panes', points: 10 });
  if (request.email) parts.push({ label: 'E-mail given', points: 5 });
  if (request.addOns.length > 0) parts.push({ label: 'Add-ons chosen', points: 5 });
  parts.push({ label: 'Mobile number given', points: 10 });
  return parts;
}

export function windowLeadScore(request: ValidWindowQuote): number {
  return clampScore(total(windowScoreParts(request)));
}

export type Priority = 'high' | 'medium' | 'low' | 'very-low';

export function priorityFor(score: number): Priority {
  if (score >= 80) return 'high';
  if (score >= 60) return 'medium';
  if (score >= 40) return 'low';
  return 'very-low';
}

const followUpBusinessDays: Record<Priority, number> = { high: 0, medium: 1, low: 2, 'very-low': 5 };

/** The first follow-up, in business days from today in the company's time zone (America/Chicago). */
export function followUpDate(priority: Priority, now: Date): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(now).split('-').map(Number);
  let days = followUpBusinessDays[priority];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;
  while (isWeekend(date)) date.setUTCDate(date.getUTCDate() + 1);
  while (days > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (!isWeekend(date)) days--;
  }
  return date.toISOString().slice(0, 10);
}
