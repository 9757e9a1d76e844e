/**
 * The bulk inputs' number (spec §5): the text as typed, read with parseInt; not a number falls back to
 * the default (10), and the result is held to the call's range (cities 1 to 30, posts 1 to 25).
 */
export function bulkLimit(text: string, range: { readonly min: number; readonly max: number; readonly fallback: number }): number {
  const parsed = Number.parseInt(text, 10);
  if (Number.isNaN(parsed)) return range.fallback;
  return Math.min(range.max, Math.max(range.min, parsed));
}
