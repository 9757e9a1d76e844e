import { BUSINESS_HOURS, type OpeningHours } from '#shared/domain/scheduling.ts';
import { formatWallTime, WEEKDAY_NAMES } from '../../lib/business-format.ts';

export interface HoursRow {
  days: string;
  hours: string;
}

const sameHours = (a: OpeningHours | null, b: OpeningHours | null) => a?.open === b?.open && a?.close === b?.close;

/** The company's hours as people read them, Monday first, days with the same hours together: 'Monday – Friday', '6:00 AM – 8:00 PM'. */
export function openingHoursRows(hours: readonly (OpeningHours | null)[] = BUSINESS_HOURS): HoursRow[] {
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0];
  const rows: Array<{ first: number; last: number; hours: OpeningHours | null }> = [];
  for (const day of mondayFirst) {
    const today = hours[day] ?? null;
    const previous = rows.at(-1);
    if (previous && sameHours(previous.hours, today)) previous.last = day;
    else rows.push({ first: day, last: day, hours: today });
  }
  return rows.map(({ first, last, hours: open }) => ({
    days: first === last ? WEEKDAY_NAMES[first]! : `${WEEKDAY_NAMES[first]} – ${WEEKDAY_NAMES[last]}`,
    hours: open ? `${formatWallTime(open.open)} – ${formatWallTime(open.close)}` : 'Closed',
  }));
}
