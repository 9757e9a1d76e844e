import type { CrmActivity } from '#shared/contracts/crm/crm.ts';
import type { Lead } from '#shared/contracts/crm/leads.ts';
import { scoreBand, type ScoreBand } from '#shared/domain/crm.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * The spec's relative times: minutes under 60, hours under a day, then days ("12 minutes ago",
 * "3 hours ago", "2 days ago"). A time a little ahead of this device's clock reads as 0 minutes.
 */
export function relativeAge(iso: string, now: Date): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const elapsed = Math.max(0, now.getTime() - at);
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}

/** Score colours (spec: green at 80 or more, yellow at 60 or more, else red), with text that stays readable. */
export const scoreBandClass: Record<ScoreBand, string> = {
  green: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  yellow: 'border-amber-300 bg-amber-50 text-amber-950',
  red: 'border-red-300 bg-red-50 text-red-900',
};
export const scoreBandLabel: Record<ScoreBand, string> = { green: 'strong', yellow: 'fair', red: 'weak' };
export const scoreClass = (score: number) => scoreBandClass[scoreBand(score)];

export const money = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`;

export const sourceLabels: Record<Lead['source'], string> = {
  calculator: 'Quote calculator',
  'instant-quote': 'Instant quote',
  'window-quote': 'Window cleaning',
  manual: 'Added by hand',
  scheduling: 'Scheduling page',
  contact: 'Contact form',
};

export const activityTypeLabels: Record<CrmActivity['type'], string> = {
  call: 'Call',
  email: 'E-mail',
  meeting: 'Meeting',
  note: 'Note',
  status: 'Status',
  priority: 'Priority',
  'follow-up': 'Follow-up',
  created: 'Created',
  converted: 'Converted',
};

/** "Dana Reyes", or the company when no name was given. */
export const contactName = (lead: Pick<Lead, 'firstName' | 'lastName' | 'companyName'>) =>
  `${lead.firstName} ${lead.lastName}`.trim() || lead.companyName;
