/**
 * How the quote shows numbers (spec §9): money in whole dollars with thousands
 * separators, hourly rates to 2 decimals, hours and sessions to 1 decimal.
 * Always en-US, so the server render and the browser agree.
 */
const LOCALE = 'en-US';

function fixed(value: number, digits: number): string {
  // Round first, then format, so -0.04 never shows as "-0.0".
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor || 0;
  return rounded.toLocaleString(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function withSign(value: number, body: string): string {
  return value < 0 ? `-$${body.replace(/^-/, '')}` : `$${body}`;
}

/** $12,345 (whole dollars). */
export function formatMoney(value: number): string {
  const whole = Math.round(value) || 0;
  return withSign(whole, Math.abs(whole).toLocaleString(LOCALE));
}

/** $30.45 (hourly rates). */
export function formatRate(value: number): string {
  return withSign(Math.round(value * 100) / 100 || 0, fixed(Math.abs(value), 2));
}

/** 2.5 (hours). */
export function formatHours(value: number): string {
  return fixed(value, 1);
}

/** 4.3 (sessions per month). */
export function formatSessions(value: number): string {
  return fixed(value, 1);
}

/** 12,500 (counts, square feet, productivity rates). */
export function formatCount(value: number): string {
  return (Math.round(value) || 0).toLocaleString(LOCALE);
}

/** 10% or 12.5% (a value already in percent). */
export function formatPercent(value: number): string {
  return `${(Math.round(value * 10) / 10 || 0).toLocaleString(LOCALE, { maximumFractionDigits: 1 })}%`;
}

/** ×1.30 (a multiplier such as the frequency adjustment). */
export function formatMultiplier(value: number): string {
  return `×${fixed(value, 2)}`;
}
