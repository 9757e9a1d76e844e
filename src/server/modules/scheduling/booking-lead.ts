import { createHash } from 'node:crypto';
import type { StoredBookingRequest, ValidBookingRequest } from '#shared/contracts/scheduling.ts';
import { bookingScoringInput, followUpDate, leadScore, priorityFor } from '../crm/lead-scoring.ts';
import type { NewLeadRow } from '../crm/leads.repository.ts';

/**
 * The lead a booked visit makes (source 'scheduling', decision 0018). The visitor gave a name, no
 * company, no facility and no price: the name stands for the company (as for window requests), the
 * price is 0 until someone quotes, and the score counts what is known by the quote forms' rules. The
 * first follow-up is the quote rules' date, or the visit's day when that comes first.
 */
export function bookingLead(
  input: ValidBookingRequest,
  booking: { id: number; day: string },
  ids: { id: string; reference: string },
  now: Date,
): NewLeadRow {
  // The visitor id links the lead to the tracker's page views (decision 0020); it is not part of the request kept.
  const { visitorId, ...request } = input;
  const [firstName = '', ...rest] = request.clientName.split(/\s+/);
  const lastName = rest.join(' ');
  const score = leadScore(bookingScoringInput(request));
  const priority = priorityFor(score);
  const followUp = followUpDate(priority, now);
  const stored: StoredBookingRequest = { ...request, bookingId: booking.id };
  return {
    id: ids.id,
    reference: ids.reference,
    source: 'scheduling',
    priority,
    leadScore: score,
    estimatedPriceCents: 0,
    nextFollowUpDate: booking.day < followUp ? booking.day : followUp,
    companyName: request.clientName,
    firstName,
    lastName,
    email: request.clientEmail,
    phone: request.clientPhone,
    facilityType: null,
    squareFootage: null,
    frequency: null,
    address: request.location,
    request: stored,
    result: null,
    pricingVersion: null,
    idempotencyKey: null,
    visitorId: visitorId ?? null,
    requestHash: createHash('sha256').update(JSON.stringify(request)).digest('hex'),
  };
}
