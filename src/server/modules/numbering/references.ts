import { companyDate } from '#shared/domain/company-time.ts';

/** The calendar year of `at` in the company's time zone: a quote at 8 PM on New Year's Eve is last year's. */
export function companyYear(at: Date): number {
  return Number(companyDate(at).slice(0, 4));
}

/** "TP", 2026, 148 -> "TP-2026-0148" (four digits at least; the 10,000th of a year has five). */
export function formatReference(prefix: string, year: number, number: number): string {
  return `${prefix}-${year}-${String(number).padStart(4, '0')}`;
}
