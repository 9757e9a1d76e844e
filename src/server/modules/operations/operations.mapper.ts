import type { AdminBooking, Assignment, CustomerBooking, ServicePlan } from '#shared/contracts/operations.ts';
import { addDays, companyDate, type IsoDate } from '#shared/domain/company-time.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { crewShortBy } from '#shared/domain/crew-size.ts';
import { holidayOn, holidaysAmong, type Holiday } from '#shared/domain/holidays.ts';
import { BOOKING_HORIZON_DAYS } from '#shared/domain/operations.ts';
import { planOccurrences } from '#shared/domain/plan-schedule.ts';
import type { AssignedVisitRow, BookingRow, CrewMemberRow, CustomerVisitRow } from './bookings.repository.ts';
import type { PersonRow } from './directory.repository.ts';
import type { ListedPlan, PlanRow } from './service-plans.repository.ts';

const clock = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The Minnesota wall-clock time of an instant, '18:00'. */
export function companyClock(at: Date): string {
  return clock.format(at);
}

/** A database time ('18:00:00') as the API writes it ('18:00'). */
export const wallTime = (time: string) => time.slice(0, 5);

/** "Ana Ruiz", or the username when the account has no name. */
export function fullName(person: CrewMemberRow): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username;
}

/** "Ana R.": how a customer sees the crew. */
export function shortName(person: CrewMemberRow): string {
  if (!person.firstName) return fullName(person);
  return person.lastName ? `${person.firstName} ${person.lastName[0]}.` : person.firstName;
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
const customerSummary = (person: PersonRow) => ({ id: person.id, name: fullName(person), companyName: person.companyName });

/**
 * The company holidays among a plan's coming visit days, today through the booking horizon (decision
 * 0043). Through the day its visits are generated, the visits as they stand are the truth: one the
 * admin moved off the holiday or cancelled is no longer a warning, one moved onto a holiday is. The
 * schedule speaks only for the days not generated yet, and only while the plan makes visits.
 * `visitDays`: the Minnesota days of the plan's visits that are not cancelled (others are ignored).
 */
export function upcomingPlanHolidays(plan: PlanRow, today: IsoDate, visitDays: readonly IsoDate[]): Holiday[] {
  const last = addDays(today, BOOKING_HORIZON_DAYS);
  const visiting = plan.status === 'active' || plan.status === 'pending_start';
  const generated = plan.generatedThrough;
  const firstUngenerated = generated !== null && generated >= today ? addDays(generated, 1) : today;
  const days = new Set(visitDays.filter((day) => day >= today && day <= last));
  if (visiting) for (const day of planOccurrences(plan, firstUngenerated, last)) days.add(day);
  return holidaysAmong([...days].sort());
}

/**
 * A plan as the admin sees it. `holidayVisitDays`: the days of its visits (not cancelled) that may
 * fall on holidays, for `upcomingHolidays` (see `upcomingPlanHolidays`).
 */
export function toServicePlan(
  { plan, customer, site }: ListedPlan,
  crew: readonly PersonRow[],
  today: IsoDate,
  holidayVisitDays: readonly IsoDate[] = [],
): ServicePlan {
  return {
    id: plan.id,
    customer: customerSummary(customer),
    site: { id: site.id, name: site.name, address: site.address },
    leadId: plan.leadId,
    facilityType: plan.facilityType,
    squareFootage: plan.squareFootage,
    frequency: plan.frequency,
    serviceDays: plan.serviceDays,
    startTime: wallTime(plan.startTime),
    visitMinutes: plan.visitMinutes,
    crewSize: plan.crewSize,
    addOns: plan.addOns,
    monthlyPriceCents: plan.monthlyPriceCents,
    startsOn: plan.startsOn,
    endsOn: plan.endsOn,
    status: plan.status,
    generatedThrough: plan.generatedThrough,
    notes: plan.notes,
    crew: crew.map((p) => ({ id: p.id, name: fullName(p) })),
    crewShortBy: crewShortBy(plan.crewSize, crew.length),
    upcomingHolidays: upcomingPlanHolidays(plan, today, holidayVisitDays),
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/**
 * A visit still to happen, the only kind a short crew matters for: confirmed or held, and not over by
 * `now` (one under way still counts: people can still be sent; a past one cannot be staffed any more).
 */
const open = (booking: BookingRow, now: Date) =>
  (booking.status === 'confirmed' || booking.status === 'pending') &&
  booking.scheduledStart.getTime() + booking.durationMinutes * 60_000 > now.getTime();

export function toAdminBooking(
  booking: BookingRow,
  customer: PersonRow | null,
  crew: readonly PersonRow[],
  crewNeeded: number | null,
  now: Date,
): AdminBooking {
  const date = companyDate(booking.scheduledStart);
  return {
    id: booking.id,
    source: booking.source,
    servicePlanId: booking.servicePlanId,
    planOccurrence: booking.planOccurrence,
    customer: customer ? customerSummary(customer) : null,
    siteId: booking.siteId,
    clientName: booking.clientName,
    clientEmail: booking.clientEmail,
    clientPhone: booking.clientPhone,
    serviceType: booking.serviceType,
    scheduledDate: booking.scheduledStart.toISOString(),
    date,
    startTime: companyClock(booking.scheduledStart),
    durationMinutes: booking.durationMinutes,
    duration: hours(booking.durationMinutes),
    status: booking.status,
    heldUntil: booking.status === 'pending' ? (booking.heldUntil?.toISOString() ?? null) : null,
    price: dollars(booking.priceCents),
    priceCents: booking.priceCents,
    location: booking.location,
    notes: booking.notes,
    assignedTeam: crew.map(shortName),
    crew: crew.map((p) => ({ id: p.id, name: fullName(p) })),
    holiday: holidayOn(date),
    crewNeeded,
    crewShortBy: open(booking, now) ? crewShortBy(crewNeeded, crew.length) : 0,
    completedAt: booking.completedAt?.toISOString() ?? null,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancelReason: booking.cancelReason,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

/** Only confirmed and completed visits are listed to customers and employees. */
const listedStatus = (status: BookingRow['status']) => (status === 'completed' ? 'completed' : 'confirmed');

export function toCustomerBooking(booking: CustomerVisitRow, crew: readonly CrewMemberRow[]): CustomerBooking {
  return {
    id: booking.id,
    serviceType: booking.serviceType,
    scheduledDate: booking.scheduledStart.toISOString(),
    duration: hours(booking.durationMinutes),
    status: listedStatus(booking.status),
    assignedTeam: crew.map(shortName),
    price: dollars(booking.priceCents),
    notes: booking.notes,
  };
}

export function toAssignment(booking: AssignedVisitRow, customer: PersonRow | null): Assignment {
  return {
    id: booking.id,
    serviceType: booking.serviceType,
    clientName: customer ? customer.companyName || fullName(customer) : (booking.clientName ?? ''),
    clientPhone: customer ? customer.phone : booking.clientPhone,
    scheduledDate: booking.scheduledStart.toISOString(),
    duration: hours(booking.durationMinutes),
    notes: booking.notes,
    status: listedStatus(booking.status),
    siteName: booking.siteName,
    address: booking.location,
  };
}

/** A plan as its audit trail records it (no names: ids, which stay true after a rename). */
export function planRecord(plan: PlanRow, crewIds: readonly number[]) {
  return {
    customerId: plan.customerId,
    siteId: plan.siteId,
    facilityType: plan.facilityType,
    squareFootage: plan.squareFootage,
    frequency: plan.frequency,
    serviceDays: plan.serviceDays,
    startTime: wallTime(plan.startTime),
    visitMinutes: plan.visitMinutes,
    crewSize: plan.crewSize,
    addOns: plan.addOns,
    monthlyPriceCents: plan.monthlyPriceCents,
    startsOn: plan.startsOn,
    endsOn: plan.endsOn,
    status: plan.status,
    notes: plan.notes,
    crew: [...crewIds].sort((a, b) => a - b),
  };
}

/** A booking as its audit trail records it. */
export function bookingRecord(booking: BookingRow, crewIds: readonly number[]) {
  return {
    customerId: booking.customerId,
    siteId: booking.siteId,
    servicePlanId: booking.servicePlanId,
    planOccurrence: booking.planOccurrence,
    source: booking.source,
    serviceType: booking.serviceType,
    scheduledStart: booking.scheduledStart.toISOString(),
    durationMinutes: booking.durationMinutes,
    status: booking.status,
    priceCents: booking.priceCents,
    location: booking.location,
    notes: booking.notes,
    cancelReason: booking.cancelReason,
    crew: [...crewIds].sort((a, b) => a - b),
  };
}
