/**
 * A crew smaller than the work needs (decision 0043): a plan's `crewSize` comes from the quote's
 * cleaners per visit, and a visit or a default crew with fewer people is flagged wherever it is shown.
 */

/** How many people `assigned` lacks for `needed` (0 when enough, or when nothing is needed: null). */
export function crewShortBy(needed: number | null, assigned: number): number {
  return needed === null ? 0 : Math.max(0, needed - assigned);
}

/** "Needs a crew of 2; 1 assigned." / "Needs a crew of 3; nobody assigned." */
export function crewShortText(needed: number, assigned: number): string {
  return `Needs a crew of ${needed}; ${assigned === 0 ? 'nobody' : assigned} assigned.`;
}
