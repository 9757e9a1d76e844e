import type { TimesheetWeek } from '#shared/contracts/timesheets.ts';
import { formatCents } from '../../lib/business-format.ts';

/** '12.50 h'. */
export function formatHours(hours: number): string {
  return `${hours.toFixed(2)} h`;
}

/** '41.3 mi'. */
export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} mi`;
}

export function payText(week: Pick<TimesheetWeek, 'payCents' | 'status'>): string {
  if (week.payCents === null) return 'No rate set';
  return week.status === 'approved' ? formatCents(week.payCents) : `${formatCents(week.payCents)} (preview)`;
}

export function rateText(week: Pick<TimesheetWeek, 'hourlyRateCents'>): string {
  return week.hourlyRateCents === null ? 'No rate set' : `${formatCents(week.hourlyRateCents)} an hour`;
}

export const timesheetPath = (employeeId: number, week: string) => `/admin/timesheets/${employeeId}?week=${week}`;
