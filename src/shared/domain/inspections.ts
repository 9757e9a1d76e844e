import { FAR_PUNCH_METERS } from './operations.ts';

/** Site inspections and corrective actions (issue 33, decision 0045): the catalogues every layer shares. */

/** How an inspector rates one item; 'na' is not counted in the score. */
export const inspectionRatings = ['good', 'fair', 'poor', 'na'] as const;
export type InspectionRating = (typeof inspectionRatings)[number];
export const inspectionRatingLabels: Record<InspectionRating, string> = { good: 'Good', fair: 'Fair', poor: 'Poor', na: 'N/A' };

/** Points per rating, kept with each template version (N/A has none: it is left out of the possible points). */
export interface RatingPoints {
  good: number;
  fair: number;
  poor: number;
}
export const defaultRatingPoints: RatingPoints = { good: 10, fair: 5, poor: 0 };

/** One checklist line; `key` is stable across versions ("restrooms.fixtures"), so the next inspection finds it. */
export interface TemplateItem {
  key: string;
  label: string;
}
export interface TemplateArea {
  key: string;
  label: string;
  items: TemplateItem[];
}

/** An admin's changes to the template for one site: items left out, and items of its own per area. */
export interface SiteTemplateAdjustments {
  removedItems: string[];
  addedItems: { areaKey: string; key: string; label: string }[];
}
export const noAdjustments: SiteTemplateAdjustments = { removedItems: [], addedItems: [] };

/** How often a site is to be inspected; a site not inspected within it is an urgent task. */
export const inspectionIntervals = ['weekly', 'biweekly', 'monthly', 'quarterly'] as const;
export type InspectionInterval = (typeof inspectionIntervals)[number];
export const inspectionIntervalDays: Record<InspectionInterval, number> = { weekly: 7, biweekly: 14, monthly: 31, quarterly: 92 };
export const inspectionIntervalLabels: Record<InspectionInterval, string> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};

export const defaultScoreTargetPercent = 85;
export const defaultActionDueHours = 48;
/** An inspection located farther than this from its site is flagged, as punches are. */
export const farInspectionMeters = FAR_PUNCH_METERS;

/** Photos: the types accepted (checked by their first bytes) and the largest file. */
export const inspectionPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type InspectionPhotoType = (typeof inspectionPhotoTypes)[number];
export const maxInspectionPhotoBytes = 5 * 1024 * 1024;

export const correctiveActionSources = ['inspection', 'problem_report'] as const;
export type CorrectiveActionSource = (typeof correctiveActionSources)[number];
/** open: to fix; closed: the crew fixed it (awaiting the next inspection); verified: an inspection found it fixed. */
export const correctiveActionStatuses = ['open', 'closed', 'verified'] as const;
export type CorrectiveActionStatus = (typeof correctiveActionStatuses)[number];
/**
 * The Quality screen lists this many open corrective actions, the earliest due first (so the overdue ones lead),
 * and counts them all (decision 0062): 349 open on the bench world were 161 KiB of JSON in one unpaged list.
 */
export const qualityOpenActionsShown = 50;
