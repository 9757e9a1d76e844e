import { addDays, monthStart, type IsoDate } from '#shared/domain/company-time.ts';

/**
 * The months of the customer's Analytics window, oldest first ('YYYY-MM'): `count` calendar months
 * ending with the month of `today` (a Minnesota calendar day), so 12 is this month and the 11 before.
 */
export function monthsEnding(today: IsoDate, count: number): string[] {
  const months: string[] = [];
  let first = monthStart(today);
  for (let i = 0; i < count; i++) {
    months.unshift(first.slice(0, 7));
    first = monthStart(addDays(first, -1));
  }
  return months;
}
