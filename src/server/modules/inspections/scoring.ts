import type { InspectionRating, RatingPoints, SiteTemplateAdjustments, TemplateArea } from '#shared/domain/inspections.ts';

/** The checklist a site is inspected with: its facility type's template with the site's adjustments. */
export function siteChecklist(areas: TemplateArea[], adjustments: SiteTemplateAdjustments): TemplateArea[] {
  const removed = new Set(adjustments.removedItems);
  const known = new Set(areas.flatMap((a) => a.items.map((i) => i.key)));
  return areas
    .map((area) => ({
      ...area,
      items: [
        ...area.items.filter((i) => !removed.has(i.key)),
        ...adjustments.addedItems
          .filter((added) => added.areaKey === area.key && !known.has(added.key) && !removed.has(added.key))
          .map((added) => ({ key: added.key, label: added.label })),
      ],
    }))
    .filter((area) => area.items.length > 0);
}

export interface ScoredItem {
  areaKey: string;
  areaLabel: string;
  itemKey: string;
  itemLabel: string;
  rating: InspectionRating;
  earnedPoints: number;
  possiblePoints: number;
}

/**
 * Score = points earned / points possible; an N/A item counts in neither. The percent has one decimal
 * (null when every item is N/A). Failed: every Poor item, and every Fair one when the score is under the target.
 */
export function scoreInspection(
  checklist: TemplateArea[],
  ratings: ReadonlyMap<string, InspectionRating>,
  points: RatingPoints,
  targetPercent: number,
) {
  const items: ScoredItem[] = checklist.flatMap((area) =>
    area.items.map((item) => {
      const rating = ratings.get(item.key) ?? 'na';
      return {
        areaKey: area.key,
        areaLabel: area.label,
        itemKey: item.key,
        itemLabel: item.label,
        rating,
        earnedPoints: rating === 'na' ? 0 : points[rating],
        possiblePoints: rating === 'na' ? 0 : points.good,
      };
    }),
  );
  const earned = items.reduce((sum, i) => sum + i.earnedPoints, 0);
  const possible = items.reduce((sum, i) => sum + i.possiblePoints, 0);
  const scorePercent = possible === 0 ? null : Math.round((1000 * earned) / possible) / 10;
  const underTarget = scorePercent !== null && scorePercent < targetPercent;
  // The same rule in SQL: failedItemSql (inspections-read.repository.ts).
  const failed = (rating: InspectionRating) => rating === 'poor' || (rating === 'fair' && underTarget);
  return { items, earned, possible, scorePercent, underTarget, failed };
}
