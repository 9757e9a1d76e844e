/**
 * How promising a lead is, 0-100, from what the visitor told us: the size of
 * the contract, whether it recurs, and how reachable and specific they were.
 * Priority and the first follow-up date follow from the score.
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

export function leadScore(i: ScoringInput): number {
  let score = 20;
  score += i.monthlyValue >= 5000 ? 30 : i.monthlyValue >= 2000 ? 25 : i.monthlyValue >= 1000 ? 20 : i.monthlyValue >= 500 ? 15 : 5;
  if (i.recurring) score += 15;
  if (i.daily) score += 5;
  if (i.hasPhone) score += 10;
  if (i.hasCompany) score += 10;
  if (i.hasName) score += 5;
  if (i.hasAddress) score += 5;
  if (i.specialisedFacility) score += 5;
  return Math.max(0, Math.min(100, score));
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
