/**
 * Display formats of the quote and agreement PDFs (spec §9): headline money in
 * whole dollars, line items in cents, hourly rates to 2 decimals, hours and
 * sessions to 1 decimal, dates in US long format in the company's time zone.
 * Every helper takes the stored figure as is and only formats it.
 */

/** The company works in the Twin Cities: dates on its documents are Central time. */
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';

export { COMPANY_TIME_ZONE };

/** What a figure that is not a finite number prints as (never "NaN" on a client document). */
export const MISSING = '—';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Rounds half away from zero at the given decimals, and never yields -0.
 * The scaled value is first cut to 12 significant digits so that binary noise
 * (1.005 × 100 = 100.49999999999999) does not turn a half up into a half down.
 */
function round(n: number, decimals: number): number {
  const f = 10 ** decimals;
  const r = (Math.sign(n) * Math.round(Number((Math.abs(n) * f).toPrecision(12)))) / f;
  return r === 0 ? 0 : r;
}

function money(n: number, decimals: 0 | 2): string {
  if (!Number.isFinite(n)) return MISSING;
  const r = round(n, decimals);
  const body = (decimals === 0 ? whole : twoDecimals).format(Math.abs(r));
  return `${r < 0 ? '-' : ''}$${body}`;
}

/** Headline totals: "$6,469". */
export function formatMoneyWhole(n: number): string {
  return money(n, 0);
}

/** Line items: "$113.10". */
export function formatMoneyCents(n: number): string {
  return money(n, 2);
}

/** Hourly rates, 2 decimals: "$30.45/hr". */
export function formatHourlyRate(n: number): string {
  const m = money(n, 2);
  return m === MISSING ? m : `${m}/hr`;
}

/** A figure to 1 decimal with separators: 3.714 gives "3.7", 4.333 gives "4.3". */
export function formatOneDecimal(n: number): string {
  if (!Number.isFinite(n)) return MISSING;
  return oneDecimal.format(round(n, 1));
}

/** Hours to 1 decimal with the unit: "3.7 hrs", "1.0 hr". */
export function formatHours(n: number): string {
  if (!Number.isFinite(n)) return MISSING;
  const text = formatOneDecimal(n);
  return `${text} ${text === '1.0' ? 'hr' : 'hrs'}`;
}

/** A whole number with thousands separators: "28,000". */
export function formatInteger(n: number): string {
  if (!Number.isFinite(n)) return MISSING;
  return whole.format(round(n, 0));
}

/** "10,000 sq ft". */
export function formatSquareFeet(n: number): string {
  if (!Number.isFinite(n)) return MISSING;
  return `${formatInteger(n)} sq ft`;
}

/** "10%", "12.5%". */
export function formatPercent(n: number): string {
  if (!Number.isFinite(n)) return MISSING;
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(round(n, 2))}%`;
}

/** A multiplier to 2 decimals: 1.3 gives "1.30×". */
export function formatMultiplier(n: number): string {
  if (!Number.isFinite(n)) return MISSING;
  return `${twoDecimals.format(round(n, 2))}×`;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** US long date in company time: "November 22, 2026". */
export function formatLongDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return MISSING;
  return longDate.format(date);
}

/** "Jane Doe", or '' when both are blank. */
export function formatPersonName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
