/** The rounding of the dashboard's and the reports' figures (decision 0021), in one place. */

/** Percent with one decimal, null when the denominator is 0. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/** Growth of `current` over `previous` in % with one decimal; null when previous is 0. */
export function growth(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const round2 = (value: number) => Math.round(value * 100) / 100;
/** Cents as dollars with two decimals. */
export const dollars = (cents: number) => Math.round(cents) / 100;
