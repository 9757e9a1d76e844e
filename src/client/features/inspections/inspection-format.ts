import type { InspectionRating, RatingPoints } from '#shared/domain/inspections.ts';

/** '91.7%'; no score (everything N/A) is 'No score'. */
export function percent(value: number | null | undefined): string {
  if (value === null || value === undefined) return 'No score';
  return `${value.toFixed(1).replace(/\.0$/, '')}%`;
}

/**
 * The score as the inspector goes, the server's rule: points earned / points possible, N/A in neither, one
 * decimal; null while nothing counted is rated. Only a preview: the server scores what it receives.
 */
export function previewScore(ratings: ReadonlyArray<InspectionRating | '' | undefined>, points: RatingPoints): number | null {
  let earned = 0;
  let possible = 0;
  for (const rating of ratings) {
    if (!rating || rating === 'na') continue;
    earned += points[rating];
    possible += points.good;
  }
  return possible === 0 ? null : Math.round((earned / possible) * 1000) / 10;
}

export { plural } from '#shared/text/plural.ts';
