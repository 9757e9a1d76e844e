import type { ServicePlan, UpdateServicePlanRequest } from '#shared/contracts/operations.ts';
import { planFrequencies, type PlanFrequency } from '#shared/domain/operations.ts';
import { requiredServiceDays } from '#shared/domain/plan-schedule.ts';
import { defaultServiceDays } from '#shared/domain/plan-start.ts';
import { centsToInput, inputToCents } from '../../../lib/business-format.ts';

/** A plan's form as typed (days, add-ons and crew as lists of text values). */
export interface PlanValues {
  customerId: string;
  siteId: string;
  facilityType: string;
  squareFootage: string;
  frequency: string;
  serviceDays: string[];
  startTime: string;
  visitMinutes: string;
  crewSize: string;
  addOns: string[];
  /** Dollars as typed; the request carries cents. */
  monthlyPrice: string;
  startsOn: string;
  endsOn: string;
  notes: string;
  crew: string[];
}

export const MONTHLY_PRICE_MESSAGE = 'Enter the monthly price in dollars, like 1450 or 1450.50';

export function newPlanValues(startsOn: string): PlanValues {
  return {
    customerId: '',
    siteId: '',
    facilityType: 'office',
    squareFootage: '',
    frequency: 'Weekly',
    serviceDays: ['1'],
    startTime: '18:00',
    visitMinutes: '120',
    crewSize: '1',
    addOns: [],
    monthlyPrice: '',
    startsOn,
    endsOn: '',
    notes: '',
    crew: [],
  };
}

export function planValues(plan: ServicePlan): PlanValues {
  return {
    customerId: String(plan.customer.id),
    siteId: String(plan.site.id),
    facilityType: plan.facilityType,
    squareFootage: plan.squareFootage === null ? '' : String(plan.squareFootage),
    frequency: plan.frequency,
    serviceDays: plan.serviceDays.map(String),
    startTime: plan.startTime.slice(0, 5),
    visitMinutes: String(plan.visitMinutes),
    crewSize: String(plan.crewSize),
    addOns: [...plan.addOns],
    monthlyPrice: centsToInput(plan.monthlyPriceCents),
    startsOn: plan.startsOn,
    endsOn: plan.endsOn ?? '',
    notes: plan.notes ?? '',
    crew: plan.crew.map((person) => String(person.id)),
  };
}

const numberOrNothing = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The fields both requests share, as the contract reads them. */
function planFieldsInput(values: PlanValues): Record<string, unknown> {
  return {
    siteId: numberOrNothing(values.siteId),
    facilityType: values.facilityType,
    squareFootage: values.squareFootage.trim() === '' ? null : Number(values.squareFootage),
    frequency: values.frequency,
    serviceDays: values.serviceDays.map(Number),
    startTime: values.startTime.slice(0, 5),
    visitMinutes: numberOrNothing(values.visitMinutes),
    crewSize: numberOrNothing(values.crewSize),
    addOns: values.addOns,
    monthlyPriceCents: inputToCents(values.monthlyPrice) ?? 0,
    startsOn: values.startsOn,
    endsOn: values.endsOn === '' ? null : values.endsOn,
    notes: values.notes,
  };
}

/** POST /api/admin/service-plans. */
export function newPlanInput(values: PlanValues): Record<string, unknown> {
  return { customerId: numberOrNothing(values.customerId), ...planFieldsInput(values), crew: values.crew.map(Number) };
}

/** PUT /api/admin/service-plans/{id}: the plan's fields (the customer and crew stay). */
export function editPlanInput(values: PlanValues): Record<string, unknown> {
  return planFieldsInput(values);
}

export function checkMonthlyPrice(values: Pick<PlanValues, 'monthlyPrice'>): { monthlyPrice?: string } {
  return inputToCents(values.monthlyPrice) === null ? { monthlyPrice: MONTHLY_PRICE_MESSAGE } : {};
}

/**
 * The days to tick when the admin picks `frequency`: its usual days (Monday and Thursday for 2 times a
 * week, Monday, Wednesday and Friday for 3, Monday to Friday, every day) when it visits on a fixed number
 * of weekdays and the ticked ones are not that many; null to leave the ticked days as they are. The
 * admin changes them afterwards (decision 0039).
 */
export function serviceDaysFor(frequency: string, ticked: readonly string[]): string[] | null {
  if (!(planFrequencies as readonly string[]).includes(frequency)) return null;
  const required = requiredServiceDays(frequency as PlanFrequency);
  if (required === null || new Set(ticked).size === required) return null;
  return defaultServiceDays(frequency as PlanFrequency).map(String);
}

/** Only the fields that differ from the saved plan (may be empty). */
export function planChanges(valid: UpdateServicePlanRequest, plan: ServicePlan): UpdateServicePlanRequest {
  const saved: Record<string, unknown> = {
    siteId: plan.site.id,
    facilityType: plan.facilityType,
    squareFootage: plan.squareFootage,
    frequency: plan.frequency,
    serviceDays: plan.serviceDays,
    startTime: plan.startTime.slice(0, 5),
    visitMinutes: plan.visitMinutes,
    crewSize: plan.crewSize,
    addOns: plan.addOns,
    monthlyPriceCents: plan.monthlyPriceCents,
    startsOn: plan.startsOn,
    endsOn: plan.endsOn,
    notes: plan.notes,
  };
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(valid)) {
    if (value === undefined || field === 'status') continue;
    const before = saved[field];
    const same =
      Array.isArray(value) && Array.isArray(before) ? [...value].sort().join() === [...before].sort().join() : value === (before ?? null);
    if (!same) changes[field] = value;
  }
  return changes as UpdateServicePlanRequest;
}

/** Which form field shows a request field's problem. */
export const planFieldNames = { monthlyPriceCents: 'monthlyPrice' } as const;
