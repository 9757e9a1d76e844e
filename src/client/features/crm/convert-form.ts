import type { Lead } from '#shared/contracts/crm/leads.ts';
import { planFrequencies, type PlanFrequency } from '#shared/domain/operations.ts';
import { inputToCents } from '../../lib/business-format.ts';

/** The conversion's overrides as typed: empty means "as the quote says" (the server's defaults). */
export interface ConvertValues {
  frequency: PlanFrequency | 'quoted';
  startsOn: string;
  serviceDays: string[];
  startTime: string;
  visitMinutes: string;
  crewSize: string;
  monthlyPrice: string;
  crew: string[];
  email: string;
  serviceAddress: string;
}

export const convertValues = (lead: Lead): ConvertValues => ({
  frequency: 'quoted',
  startsOn: '',
  serviceDays: [],
  startTime: '',
  visitMinutes: '',
  crewSize: '',
  monthlyPrice: '',
  crew: [],
  email: lead.email,
  serviceAddress: '',
});

/** Only the calculator and the short form compute a quote (and its PDF); other leads carry at most an estimate. */
export const hasComputedQuote = (lead: Lead) => lead.source === 'calculator' || lead.source === 'instant-quote';

/**
 * Whether the quote's frequency is a plan's (a one-time quote makes no plan unless one is chosen).
 * Without a computed quote the server follows no frequency of the lead's, so none is offered "as quoted".
 */
export function quotedPlanFrequency(lead: Lead): PlanFrequency | null {
  if (!hasComputedQuote(lead)) return null;
  return (planFrequencies as readonly string[]).includes(lead.frequency ?? '') ? (lead.frequency as PlanFrequency) : null;
}

/** A lead without a computed quote (window request, typed in, booked visit): the plan's frequency, visit length and price must be given. */
export const needsPlanTerms = (lead: Lead) => !hasComputedQuote(lead);

const blankToNothing = (text: string) => (text.trim() === '' ? undefined : text.trim());
const numberOrNothing = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** POST /api/admin/leads/{leadId}/convert as the contract reads it: only what the admin set. */
export function convertInput(values: ConvertValues, lead: Lead): Record<string, unknown> {
  const email = values.email.trim();
  return {
    frequency: values.frequency === 'quoted' ? undefined : values.frequency,
    startsOn: blankToNothing(values.startsOn),
    serviceDays: values.serviceDays.length === 0 ? undefined : values.serviceDays.map(Number),
    startTime: blankToNothing(values.startTime)?.slice(0, 5),
    visitMinutes: numberOrNothing(values.visitMinutes),
    crewSize: numberOrNothing(values.crewSize),
    monthlyPriceCents: values.monthlyPrice.trim() === '' ? undefined : (inputToCents(values.monthlyPrice) ?? 0),
    crew: values.crew.map(Number),
    email: email === '' || email.toLowerCase() === lead.email.toLowerCase() ? undefined : email,
    serviceAddress: lead.address.trim() === '' ? blankToNothing(values.serviceAddress) : undefined,
  };
}

export function checkConvert(values: ConvertValues, lead: Lead): Partial<Record<keyof ConvertValues, string>> {
  const problems: Partial<Record<keyof ConvertValues, string>> = {};
  if (values.monthlyPrice.trim() !== '' && inputToCents(values.monthlyPrice) === null)
    problems.monthlyPrice = 'Enter the monthly price in dollars, like 1450 or 1450.50';
  if (needsPlanTerms(lead)) {
    if (values.frequency === 'quoted')
      problems.frequency =
        lead.source === 'window-quote'
          ? 'A window-cleaning quote has no plan yet: choose its frequency'
          : 'This lead has no computed quote: choose the plan’s frequency';
    if (values.visitMinutes.trim() === '') problems.visitMinutes = 'Enter the visit length in minutes';
    if (values.monthlyPrice.trim() === '') problems.monthlyPrice = 'Enter the monthly price';
  }
  if (values.email.trim() === '' && lead.email.trim() === '') problems.email = 'Enter the customer’s e-mail address';
  if (lead.address.trim() === '' && values.serviceAddress.trim() === '')
    problems.serviceAddress = 'Enter the address of the place to clean';
  return problems;
}

/** Which form field shows a request field's problem. */
export const convertFieldNames = { monthlyPriceCents: 'monthlyPrice' } as const;

/** A lead not yet a customer, and not lost: won offers the conversion, an open lead may take it at once. */
export const canConvert = (lead: Lead) => lead.convertedAt === null && lead.status !== 'lost';
