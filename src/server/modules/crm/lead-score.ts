import type { ValidCreateLead } from '#shared/contracts/crm/crm.ts';
import type { LeadSource, LeadStatus } from '#shared/contracts/crm/leads.ts';
import type { QuoteBreakdown, ValidQuoteRequest, ValidWindowQuote } from '#shared/contracts/quote/quotes.ts';
import type { ValidBookingRequest } from '#shared/contracts/scheduling.ts';
import type { StoredContactRequest } from '#shared/contracts/contact.ts';
import { plural } from '#shared/text/plural.ts';
import { contactScoringInput } from '../contact/contact-lead.ts';
import {
  bookingScoringInput,
  leadScoreParts,
  manualScoringInput,
  quoteScoringInput,
  windowScoreParts,
  type ScorePart,
} from './lead-scoring.ts';

/**
 * A lead's current score (decision 0020): its fit, stored when it came in (lead-scoring.ts), plus what
 * its visitor did on the site, minus decay while nobody touches it; 0-100. Pure: the lead list applies
 * it to every row it reads, the journey explains it part by part.
 */

/** Engagement points: each kind up to its own cap, all of them together up to `max`. */
export const ENGAGEMENT = {
  perPageView: 1,
  pageViewsMax: 10,
  cityArrival: 5,
  perReturnVisit: 4,
  returnVisitsMax: 12,
  perPdfDownload: 3,
  pdfDownloadsMax: 6,
  max: 20,
} as const;

/** Decay: the first week untouched is free; each further full week costs `perWeek`, up to `max`. Won and lost leads do not decay. */
export const DECAY = { graceDays: 7, perWeek: 5, max: 30 } as const;

const DAY_MS = 86_400_000;

export interface EngagementFacts {
  arrivalPage: string | null;
  pageViews: number;
  returnVisits: number;
  pdfDownloads: number;
}

export interface ScoreFacts extends EngagementFacts {
  /** The stored fit score (leads.lead_score). */
  fit: number;
  status: LeadStatus;
  lastTouchedAt: Date;
}

export interface ScoreExplained {
  score: number;
  /** Sum to `score`; decay and caps are negative. */
  parts: ScorePart[];
  daysInactive: number;
}

const clamp = (points: number) => Math.max(0, Math.min(100, points));
const sum = (parts: readonly ScorePart[]) => parts.reduce((total, part) => total + part.points, 0);

/**
 * A city's page on the site ("/cities/edina"), matched case-insensitively on the path without its query
 * or fragment: a visitor who arrived there came looking for local service. The dashboard's SQL uses it too.
 */
export const CITY_PAGE_PATTERN = '^/cities/[a-z0-9-]+/?$';
const cityPage = new RegExp(CITY_PAGE_PATTERN, 'i');

export function isCityPage(page: string | null): boolean {
  return page !== null && cityPage.test(page.split(/[?#]/)[0]!);
}

/** The engagement parts before the overall cap; kinds with no points are left out. */
export function engagementParts(e: EngagementFacts): ScorePart[] {
  const parts: ScorePart[] = [];
  if (e.pageViews > 0) {
    parts.push({
      label: plural(e.pageViews, 'page view', 'page views'),
      points: Math.min(ENGAGEMENT.pageViewsMax, e.pageViews * ENGAGEMENT.perPageView),
    });
  }
  if (isCityPage(e.arrivalPage)) parts.push({ label: `Arrived on a city page (${e.arrivalPage})`, points: ENGAGEMENT.cityArrival });
  if (e.returnVisits > 0) {
    parts.push({
      label: plural(e.returnVisits, 'return visit', 'return visits'),
      points: Math.min(ENGAGEMENT.returnVisitsMax, e.returnVisits * ENGAGEMENT.perReturnVisit),
    });
  }
  if (e.pdfDownloads > 0) {
    parts.push({
      label: plural(e.pdfDownloads, 'PDF download', 'PDF downloads'),
      points: Math.min(ENGAGEMENT.pdfDownloadsMax, e.pdfDownloads * ENGAGEMENT.perPdfDownload),
    });
  }
  return parts;
}

export function engagementPoints(e: EngagementFacts): number {
  return Math.min(ENGAGEMENT.max, sum(engagementParts(e)));
}

/** Whole days since the lead was last touched (never negative). */
export function daysInactive(lastTouchedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - lastTouchedAt.getTime()) / DAY_MS));
}

/** The points decay takes (0 or more). A decided lead keeps its score: it no longer waits for anyone. */
export function decayPoints(status: LeadStatus, days: number): number {
  if (status === 'won' || status === 'lost') return 0;
  const weeks = Math.floor(Math.max(0, days - DECAY.graceDays) / 7);
  return Math.min(DECAY.max, weeks * DECAY.perWeek);
}

/** The score the lead list shows (and colours: 80 green, 60 yellow). */
export function effectiveLeadScore(f: ScoreFacts, now: Date): number {
  return clamp(f.fit + engagementPoints(f) - decayPoints(f.status, daysInactive(f.lastTouchedAt, now)));
}

/**
 * The same score part by part. `fitParts` are the lead's fit rules (fitPartsOf); when they do not add
 * up to the stored fit (the 100 cap, or rules that changed since), a part says so, so the parts always
 * sum to the score.
 */
export function explainLeadScore(f: ScoreFacts, fitParts: readonly ScorePart[], now: Date): ScoreExplained {
  const parts: ScorePart[] = [...fitParts];
  const fitSum = sum(fitParts);
  if (fitSum !== f.fit) {
    parts.push({ label: f.fit === 100 && fitSum > 100 ? 'Fit capped at 100' : 'Scored under earlier rules', points: f.fit - fitSum });
  }
  const engagement = engagementParts(f);
  parts.push(...engagement);
  const engagementSum = sum(engagement);
  if (engagementSum > ENGAGEMENT.max)
    parts.push({ label: `Engagement capped at ${ENGAGEMENT.max}`, points: ENGAGEMENT.max - engagementSum });
  const days = daysInactive(f.lastTouchedAt, now);
  const decay = decayPoints(f.status, days);
  if (decay > 0) parts.push({ label: `Untouched for ${plural(days, 'day', 'days')}`, points: -decay });
  const raw = sum(parts);
  const score = clamp(raw);
  if (raw > 100) parts.push({ label: 'Score capped at 100', points: 100 - raw });
  if (raw < 0) parts.push({ label: 'Score floored at 0', points: -raw });
  return { score, parts, daysInactive: days };
}

/** What fitPartsOf reads of a stored lead. */
export interface FitSource {
  source: LeadSource;
  request: unknown;
  result: QuoteBreakdown | null;
  estimatedPriceCents: number;
}

/** The fit rules the lead was scored by when it came in, from the request it kept. */
export function fitPartsOf(lead: FitSource): ScorePart[] {
  switch (lead.source) {
    case 'calculator':
    case 'instant-quote':
      return leadScoreParts(
        quoteScoringInput(lead.request as ValidQuoteRequest, lead.result?.totalMonthlyCost ?? lead.estimatedPriceCents / 100),
      );
    case 'window-quote':
      return windowScoreParts(lead.request as ValidWindowQuote);
    case 'manual':
      return leadScoreParts(manualScoringInput(lead.request as ValidCreateLead));
    case 'scheduling':
      return leadScoreParts(bookingScoringInput(lead.request as ValidBookingRequest));
    case 'contact':
      // A contact message asking for a price (decision 0024): scored on what it gives, nothing priced yet.
      return leadScoreParts(contactScoringInput(lead.request as StoredContactRequest));
  }
}
