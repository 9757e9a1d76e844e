import type { PlanStatus, ServicePlan } from '#shared/contracts/operations.ts';
import { facilityTypeLabels, frequencyWords, type FacilityType } from '#shared/domain/quote.ts';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';
import { formatMinutes, formatServiceDays, formatWallTime } from '../../../lib/business-format.ts';

export const planStatusLabels: Record<PlanStatus, string> = {
  pending_start: 'Accepted, to start',
  active: 'Active',
  paused: 'Paused',
  ended: 'Ended',
};
export const planStatusBadge: Record<PlanStatus, BadgeVariant> = {
  pending_start: 'warning',
  active: 'info',
  paused: 'secondary',
  ended: 'outline',
};

export function facilityLabel(type: string): string {
  return facilityTypeLabels[type as FacilityType] ?? type;
}

/** 'Weekly · Mon, Wed · 6:00 PM · 2 h'. */
export function scheduleText(plan: Pick<ServicePlan, 'frequency' | 'serviceDays' | 'startTime' | 'visitMinutes'>): string {
  return `${frequencyWords(plan.frequency)} · ${formatServiceDays(plan.serviceDays)} · ${formatWallTime(plan.startTime)} · ${formatMinutes(plan.visitMinutes)}`;
}

export function crewNames(plan: Pick<ServicePlan, 'crew'>): string {
  return plan.crew.length === 0 ? 'No default crew' : plan.crew.map((person) => person.name).join(', ');
}

export const planPath = (id: number) => `/admin/service-plans/${id}`;
