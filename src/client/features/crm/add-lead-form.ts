import type { CreateLeadRequest } from '#shared/contracts/crm/crm.ts';
import type { LeadPriority } from '#shared/contracts/crm/leads.ts';
import type { FacilityType, Frequency } from '#shared/domain/quote.ts';
import { inputToCents } from '../../lib/business-format.ts';

/** The Add New Lead form as typed: text everywhere, empty for "not known yet". */
export interface AddLeadValues {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  facilityType: FacilityType | '';
  squareFootage: string;
  frequency: Frequency | '';
  address: string;
  monthlyPrice: string;
  priority: LeadPriority | 'score';
  nextFollowUpDate: string;
}

export const blankLead: AddLeadValues = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  facilityType: '',
  squareFootage: '',
  frequency: '',
  address: '',
  monthlyPrice: '',
  priority: 'score',
  nextFollowUpDate: '',
};

export const PRICE_MESSAGE = 'Enter the monthly estimate in dollars, like 1450 or 1,450.50';
export const FOOTAGE_MESSAGE = 'Enter the square footage as a whole number, like 12000';

/** What POST /api/leads takes: empty optional fields left out, dollars as cents. */
export function addLeadInput(values: AddLeadValues): CreateLeadRequest {
  const input: CreateLeadRequest = {
    companyName: values.companyName,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    address: values.address,
  };
  if (values.facilityType) input.facilityType = values.facilityType;
  if (values.frequency) input.frequency = values.frequency;
  const footage = values.squareFootage.trim().replaceAll(',', '');
  // Not a number: sent as is, so the contract's own message names the problem.
  if (footage) input.squareFootage = /^\d+$/.test(footage) ? Number(footage) : (footage as unknown as number);
  if (values.monthlyPrice.trim()) input.estimatedPriceCents = inputToCents(values.monthlyPrice) ?? -1;
  if (values.priority !== 'score') input.priority = values.priority;
  if (values.nextFollowUpDate) input.nextFollowUpDate = values.nextFollowUpDate;
  return input;
}

/** Screen-only checks: a price the dollars field cannot read. */
export function checkAddLead(values: AddLeadValues): Partial<Record<keyof AddLeadValues, string>> {
  if (values.monthlyPrice.trim() && inputToCents(values.monthlyPrice) === null) return { monthlyPrice: PRICE_MESSAGE };
  return {};
}
