import { frequencyWords } from '#shared/domain/quote.ts';
import type { PlanRow } from './service-plans.repository.ts';

/** How plans and their dates read in e-mails (the conversion's notices and the start confirmation). */

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', month: 'long', day: 'numeric', year: 'numeric' });
/** "November 24, 2026" on the Minnesota calendar. */
export const companyLongDate = (at: Date) => longDate.format(at);

/** "December 7, 2026" for a Minnesota day ('2026-12-07'). */
export const longDay = (day: string) => companyLongDate(new Date(`${day}T12:00:00Z`));

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "6 PM", "7:30 AM" from a wall time ('18:00' or '18:00:00'). */
export function clockText(wallTime: string): string {
  const [h = 0, m = 0] = wallTime.split(':').map(Number);
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "Weekly on Monday at 6 PM, from December 7, 2026" ("2 times a week on Monday, Thursday ..."), for e-mails. */
export function scheduleLine(plan: Pick<PlanRow, 'frequency' | 'serviceDays' | 'startTime' | 'startsOn'>): string {
  const days = plan.serviceDays.map((d) => DAY_NAMES[d]).join(', ');
  return `${frequencyWords(plan.frequency)} on ${days} at ${clockText(plan.startTime)}, from ${longDay(plan.startsOn)}.`;
}
