import { createHash } from 'node:crypto';
import type { StoredContactRequest, ValidContactRequest } from '#shared/contracts/contact.ts';
import { CONTACT_HONEYPOT } from '#shared/contracts/contact.ts';
import { followUpDate, leadScore, priorityFor, type ScoringInput } from '../crm/lead-scoring.ts';
import type { NewLeadRow } from '../crm/leads.repository.ts';

/**
 * A contact message asking for a price (topic 'quote'): scored by the quote forms' rules on what it
 * gives. Nothing is priced or sized yet and nothing recurs; the phone is always given (required), the
 * company when the visitor named one, the full name when the name has two words.
 */
export function contactScoringInput(request: StoredContactRequest): ScoringInput {
  return {
    monthlyValue: 0,
    recurring: false,
    daily: false,
    hasPhone: true,
    hasCompany: Boolean(request.company),
    hasName: request.name.trim().split(/\s+/).length > 1,
    hasAddress: false,
    specialisedFacility: false,
  };
}

/** The request a lead keeps: the form's fields, without the honeypot and the tracker's id. */
export function storedContactRequest(input: ValidContactRequest): StoredContactRequest {
  const { visitorId: _visitorId, [CONTACT_HONEYPOT]: _honeypot, ...request } = input;
  return request;
}

/**
 * The lead a contact message asking for a price makes (source 'contact', decision 0024): price 0 until
 * someone quotes; the company is the one given, else the person's name (as for bookings); the first
 * follow-up is the quote rules' date for its priority.
 */
export function contactLead(input: ValidContactRequest, ids: { id: string; reference: string }, now: Date): NewLeadRow {
  const request = storedContactRequest(input);
  const [firstName = '', ...rest] = request.name.trim().split(/\s+/);
  const score = leadScore(contactScoringInput(request));
  const priority = priorityFor(score);
  return {
    id: ids.id,
    reference: ids.reference,
    source: 'contact',
    priority,
    leadScore: score,
    estimatedPriceCents: 0,
    nextFollowUpDate: followUpDate(priority, now),
    companyName: request.company ?? request.name,
    firstName,
    lastName: rest.join(' '),
    email: request.email,
    phone: request.phone,
    facilityType: null,
    squareFootage: null,
    frequency: null,
    address: '',
    request,
    result: null,
    pricingVersion: null,
    idempotencyKey: null,
    visitorId: input.visitorId ?? null,
    requestHash: createHash('sha256').update(JSON.stringify(request)).digest('hex'),
    createdAt: now,
    updatedAt: now,
    lastTouchedAt: now,
  };
}
