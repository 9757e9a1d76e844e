import * as z from './zod.ts';
import { daysBetween, isIsoDate } from '../domain/company-time.ts';
import { ASSIGNMENTS_MAX_DAYS, bookingStatuses, CUSTOMER_VISITS_MAX_DAYS, planFrequencies } from '../domain/operations.ts';
import { planScheduleProblems } from '../domain/plan-schedule.ts';
import { additionalServiceNames, facilityTypes } from '../domain/quote.ts';

/**
 * Service plans and bookings (issue 13, decision 0017): the admin's plans and visits, the employee's
 * assignments and the customer's bookings. Dates are Minnesota calendar days ('YYYY-MM-DD'), times
 * Minnesota wall-clock times ('18:00'); instants are ISO strings. Money: the spec's `price` in dollars,
 * the fields this issue adds in cents (`...Cents`).
 */

const MAX_ID = 2_147_483_647;
/**
 * `pending_start` ("Accepted, to start"): a plan made by an online acceptance (decision 0033). It has no
 * visits and is not billed until an admin confirms its start date and crew (POST .../confirm-start).
 */
export const planStatuses = ['pending_start', 'active', 'paused', 'ended'] as const;
export type PlanStatus = (typeof planStatuses)[number];
/** The statuses an admin sets with PUT: a plan reaches `active` from `pending_start` only by confirming its start. */
export const settablePlanStatuses = ['active', 'paused', 'ended'] as const;
export const bookingSources = ['plan', 'admin', 'scheduling'] as const;

/** An id in a JSON body. */
const bodyId = (message: string) => z.int(message).check(z.minimum(1, message), z.maximum(MAX_ID, message));
/** An id in a path or query string (text on the wire). */
const textId = (message: string) => z.coerce.number(message).check(z.int(message), z.minimum(1, message), z.maximum(MAX_ID, message));
const distinct = <T extends readonly unknown[]>(message: string) => z.refine<T>((list) => new Set(list).size === list.length, message);

export const DATE_MESSAGE = 'Use a date like 2026-12-07';
/** A Minnesota calendar day, a real one (no 2026-02-30), this century. */
export const companyDateSchema = z
  .text(DATE_MESSAGE)
  .check(z.refine((v: string) => isIsoDate(v) && v >= '2000-01-01' && v <= '2099-12-31', DATE_MESSAGE));

export const TIME_MESSAGE = 'Use a 24-hour time like 18:00';
/** A Minnesota wall-clock time, hours and minutes. */
export const wallTimeSchema = z.text(TIME_MESSAGE).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE));

/** Optional text: trimmed; empty means none (null). */
const optionalText = (max: number, message: string) =>
  z.nullish(
    z.pipe(
      z.text(message).check(z.trim(), z.maxLength(max, message)),
      z.transform((v: string) => (v === '' ? null : v)),
    ),
  );

const EMPLOYEES_MESSAGE = 'List employee ids (whole numbers), each once, at most 50';
export const employeeIdsSchema = z
  .array(bodyId(EMPLOYEES_MESSAGE), EMPLOYEES_MESSAGE)
  .check(z.maxLength(50, EMPLOYEES_MESSAGE), distinct(EMPLOYEES_MESSAGE));

const CUSTOMER_MESSAGE = 'Choose a customer (a customer id)';
const SITE_MESSAGE = 'Choose a site of this customer (a site id)';
const DAYS_MESSAGE = 'Choose 1 to 7 different weekdays, 0 = Sunday to 6 = Saturday';
const VISIT_MINUTES_MESSAGE = 'Enter a visit length between 15 and 960 minutes';
const PRICE_MESSAGE = 'Enter an amount in cents, 0 to 100,000,000';
const cents = z.int(PRICE_MESSAGE).check(z.minimum(0, PRICE_MESSAGE), z.maximum(100_000_000, PRICE_MESSAGE));
const visitMinutes = z.int(VISIT_MINUTES_MESSAGE).check(z.minimum(15, VISIT_MINUTES_MESSAGE), z.maximum(960, VISIT_MINUTES_MESSAGE));

/** The fields of a plan an admin sets (no defaults here: an update changes only what it names). */
export const planFields = {
  siteId: bodyId(SITE_MESSAGE),
  facilityType: z.enum(facilityTypes, `Choose a facility type: ${facilityTypes.join(', ')}`),
  squareFootage: z.nullish(
    z
      .int('Enter square feet between 100 and 2,000,000')
      .check(
        z.minimum(100, 'Enter square feet between 100 and 2,000,000'),
        z.maximum(2_000_000, 'Enter square feet between 100 and 2,000,000'),
      ),
  ),
  frequency: z.enum(planFrequencies, `Choose a frequency: ${planFrequencies.join(', ')}`),
  serviceDays: z
    .array(z.int(DAYS_MESSAGE).check(z.minimum(0, DAYS_MESSAGE), z.maximum(6, DAYS_MESSAGE)), DAYS_MESSAGE)
    .check(z.minLength(1, DAYS_MESSAGE), z.maxLength(7, DAYS_MESSAGE), distinct(DAYS_MESSAGE)),
  startTime: wallTimeSchema,
  visitMinutes,
  crewSize: z
    .int('Enter a crew size between 1 and 50')
    .check(z.minimum(1, 'Enter a crew size between 1 and 50'), z.maximum(50, 'Enter a crew size between 1 and 50')),
  addOns: z
    .array(z.enum(additionalServiceNames, `Choose add-ons from: ${additionalServiceNames.join(', ')}`), 'List the add-ons')
    .check(z.maxLength(additionalServiceNames.length, 'Each add-on once'), distinct('Each add-on once')),
  monthlyPriceCents: cents,
  startsOn: companyDateSchema,
  endsOn: z.nullish(companyDateSchema),
  notes: optionalText(2000, 'Notes are text of at most 2,000 characters'),
};

/** POST /api/admin/service-plans. `crew`: the plan's default team, copied onto the visits it produces. */
export const createServicePlanRequestSchema = z
  .object({
    customerId: bodyId(CUSTOMER_MESSAGE),
    ...planFields,
    crewSize: z._default(planFields.crewSize, 1),
    addOns: z._default(planFields.addOns, []),
    crew: z._default(employeeIdsSchema, []),
  })
  .check(
    z.superRefine((plan, ctx) => {
      for (const [field, message] of Object.entries(planScheduleProblems(plan))) {
        ctx.addIssue({ code: 'custom', path: [field], message, input: plan[field as keyof typeof plan] });
      }
    }),
  );
export type CreateServicePlanRequest = z.input<typeof createServicePlanRequestSchema>;

/** PUT /api/admin/service-plans/{id}: any of the plan's fields, and its status. The customer stays. */
export const updateServicePlanRequestSchema = z.object({
  siteId: z.optional(planFields.siteId),
  facilityType: z.optional(planFields.facilityType),
  squareFootage: planFields.squareFootage,
  frequency: z.optional(planFields.frequency),
  serviceDays: z.optional(planFields.serviceDays),
  startTime: z.optional(planFields.startTime),
  visitMinutes: z.optional(planFields.visitMinutes),
  crewSize: z.optional(planFields.crewSize),
  addOns: z.optional(planFields.addOns),
  monthlyPriceCents: z.optional(planFields.monthlyPriceCents),
  startsOn: z.optional(planFields.startsOn),
  endsOn: planFields.endsOn,
  notes: planFields.notes,
  status: z.optional(z.enum(settablePlanStatuses, `Choose a status: ${settablePlanStatuses.join(', ')}`)),
});
export type UpdateServicePlanRequest = z.input<typeof updateServicePlanRequestSchema>;

/** PUT /api/admin/service-plans/{id}/crew. `applyToFuture`: also give the plan's coming visits nobody changed by hand this team. */
export const planCrewRequestSchema = z.object({
  employeeIds: employeeIdsSchema,
  applyToFuture: z._default(z.boolean('Answer true or false'), false),
});
export type PlanCrewRequest = z.input<typeof planCrewRequestSchema>;

export const CONFIRM_CREW_MESSAGE = 'Choose the crew: at least one active employee, each once, at most 50';
/**
 * POST /api/admin/service-plans/{id}/confirm-start: the admin confirms a plan accepted online (decision
 * 0033): its first day (today or later, Minnesota), its crew, and optionally its days and time. The
 * plan becomes active, its visits are produced and the customer is e-mailed the start.
 */
export const confirmPlanStartRequestSchema = z.object({
  startsOn: planFields.startsOn,
  employeeIds: employeeIdsSchema.check(z.minLength(1, CONFIRM_CREW_MESSAGE)),
  serviceDays: z.optional(planFields.serviceDays),
  startTime: z.optional(planFields.startTime),
});
export type ConfirmPlanStartRequest = z.input<typeof confirmPlanStartRequestSchema>;

export const servicePlanListQuerySchema = z.object({
  customerId: z.optional(textId(CUSTOMER_MESSAGE)),
  status: z.optional(z.enum(planStatuses, `Choose a status: ${planStatuses.join(', ')}`)),
});

const personSchema = z.object({ id: z.int(), name: z.text() });
/** A company holiday on a Minnesota day (decision 0043). */
const holidaySchema = z.object({ date: z.text(), name: z.text() });
const customerSummarySchema = z.object({ id: z.int(), name: z.text(), companyName: z.nullable(z.text()) });

export const servicePlanSchema = z.object({
  id: z.int(),
  customer: customerSummarySchema,
  site: z.object({ id: z.int(), name: z.text(), address: z.text() }),
  leadId: z.nullable(z.text()),
  facilityType: z.text(),
  squareFootage: z.nullable(z.int()),
  frequency: z.enum(planFrequencies),
  serviceDays: z.array(z.int()),
  startTime: z.text(),
  visitMinutes: z.int(),
  crewSize: z.int(),
  addOns: z.array(z.text()),
  monthlyPriceCents: z.int(),
  startsOn: z.text(),
  endsOn: z.nullable(z.text()),
  status: z.enum(planStatuses),
  /** The last day the plan's visits have been produced for. */
  generatedThrough: z.nullable(z.text()),
  notes: z.nullable(z.text()),
  /** The default team. */
  crew: z.array(personSchema),
  /** How many people the default crew lacks for `crewSize` (0: enough); the screens warn when above 0 (decision 0043). */
  crewShortBy: z.int(),
  /** The plan's visit days from today through the booking horizon that fall on company holidays (decision 0043). */
  upcomingHolidays: z.array(holidaySchema),
  createdAt: z.text(),
  updatedAt: z.text(),
});
export type ServicePlan = z.infer<typeof servicePlanSchema>;

/** POST /api/admin/service-plans/generate: how many visits the run added. */
export const generateResultSchema = z.object({ created: z.int() });

const SERVICE_TYPE_MESSAGE = 'Name the service, up to 120 characters';
const serviceType = z.line(SERVICE_TYPE_MESSAGE).check(z.minLength(1, SERVICE_TYPE_MESSAGE), z.maxLength(120, SERVICE_TYPE_MESSAGE));
const LOCATION_MESSAGE = 'Enter the address, up to 300 characters';
const location = z.line(LOCATION_MESSAGE).check(z.minLength(1, LOCATION_MESSAGE), z.maxLength(300, LOCATION_MESSAGE));
const NOTES_MESSAGE = 'Notes are text of at most 2,000 characters';
const bookingNotes = z.text(NOTES_MESSAGE).check(z.trim(), z.maxLength(2000, NOTES_MESSAGE));

/** POST /api/admin/bookings: a one-off visit. `location` defaults to the site's address. */
export const createBookingRequestSchema = z.object({
  customerId: bodyId(CUSTOMER_MESSAGE),
  siteId: bodyId(SITE_MESSAGE),
  serviceType,
  date: companyDateSchema,
  startTime: wallTimeSchema,
  durationMinutes: visitMinutes,
  priceCents: cents,
  location: z.optional(location),
  notes: z._default(bookingNotes, ''),
  crew: z._default(employeeIdsSchema, []),
});
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;

/** PUT /api/admin/bookings/{id}: reschedule (day, time, length) or change details; notes on any visit. */
export const updateBookingRequestSchema = z.object({
  date: z.optional(companyDateSchema),
  startTime: z.optional(wallTimeSchema),
  durationMinutes: z.optional(visitMinutes),
  serviceType: z.optional(serviceType),
  priceCents: z.optional(z.nullable(cents)),
  location: z.optional(location),
  notes: z.optional(bookingNotes),
});
export type UpdateBookingRequest = z.input<typeof updateBookingRequestSchema>;

const REASON_MESSAGE = 'Say why the visit is cancelled, up to 500 characters';
export const cancelBookingRequestSchema = z.object({
  reason: z.text(REASON_MESSAGE).check(z.trim(), z.minLength(1, REASON_MESSAGE), z.maxLength(500, REASON_MESSAGE)),
});
export type CancelBookingRequest = z.input<typeof cancelBookingRequestSchema>;

/** PUT /api/admin/bookings/{id}/crew: the whole assigned team (an empty list unassigns everyone). */
export const bookingCrewRequestSchema = z.object({ employeeIds: employeeIdsSchema });
export type BookingCrewRequest = z.input<typeof bookingCrewRequestSchema>;

const LIMIT_MESSAGE = 'Ask for 1 to 1,000 visits';
/** The filters both the visit list and its pages take: Minnesota days (both included), status, customer and employee. */
const bookingFilterFields = {
  from: z.optional(companyDateSchema),
  to: z.optional(companyDateSchema),
  status: z.optional(z.enum(bookingStatuses, `Choose a status: ${bookingStatuses.join(', ')}`)),
  customerId: z.optional(textId(CUSTOMER_MESSAGE)),
  employeeId: z.optional(textId('Choose an employee (an employee id)')),
};
const toOnOrAfterFrom = z.superRefine((query: { from?: string | undefined; to?: string | undefined }, ctx) => {
  if (query.from && query.to && query.to < query.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Use a to date on or after the from date', input: query.to });
  }
});

/** GET /api/admin/bookings: `from` and `to` are Minnesota days, both included (a week calendar asks Sunday to Saturday). */
export const bookingListQuerySchema = z
  .object({
    ...bookingFilterFields,
    planId: z.optional(textId('Choose a service plan (a plan id)')),
    siteId: z.optional(textId('Choose a site (a site id)')),
    limit: z.optional(
      z.coerce.number(LIMIT_MESSAGE).check(z.int(LIMIT_MESSAGE), z.minimum(1, LIMIT_MESSAGE), z.maximum(1000, LIMIT_MESSAGE)),
    ),
  })
  .check(toOnOrAfterFrom);
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

/** The orders the bookings list offers (its sortable columns); each breaks ties by start time, then id. */
export const bookingSortKeys = ['when', 'client', 'service', 'status'] as const;
export type BookingSortKey = (typeof bookingSortKeys)[number];
export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];
/** Visits on a page of the bookings list. */
export const BOOKING_PAGE_SIZE = 25;
const PAGE_MESSAGE = 'Ask for page 1 or a later page (a whole number)';

/**
 * GET /api/admin/bookings/page (decision 0068): one page of the visits the filters match, in the order
 * chosen (default: earliest first). Every matching visit counts, however many there are.
 */
export const bookingPageQuerySchema = z
  .object({
    ...bookingFilterFields,
    sort: z.optional(z.enum(bookingSortKeys, `Sort by ${bookingSortKeys.join(', ')}`)),
    direction: z.optional(z.enum(sortDirections, 'Choose a direction: ascending or descending')),
    page: z.optional(z.coerce.number(PAGE_MESSAGE).check(z.int(PAGE_MESSAGE), z.minimum(1, PAGE_MESSAGE), z.maximum(MAX_ID, PAGE_MESSAGE))),
  })
  .check(toOnOrAfterFrom);
export type BookingPageQuery = z.input<typeof bookingPageQuerySchema>;

/** A visit as the admin sees it. `scheduledDate` is the start instant; `date` and `startTime` the same on Minnesota's clock. */
export const adminBookingSchema = z.object({
  id: z.int(),
  source: z.enum(bookingSources),
  servicePlanId: z.nullable(z.int()),
  /** The day the plan produced it for; it stays when the visit is moved. */
  planOccurrence: z.nullable(z.text()),
  customer: z.nullable(customerSummarySchema),
  siteId: z.nullable(z.int()),
  clientName: z.nullable(z.text()),
  clientEmail: z.nullable(z.text()),
  clientPhone: z.nullable(z.text()),
  serviceType: z.text(),
  scheduledDate: z.text(),
  date: z.text(),
  startTime: z.text(),
  durationMinutes: z.int(),
  /** Hours, as the spec's booking says. */
  duration: z.number(),
  status: z.enum(bookingStatuses),
  /** A pending booking's hold: until then it waits for the visitor's e-mail to confirm it (decision 0034); else null. */
  heldUntil: z.nullable(z.text()),
  /** Dollars; null for plan visits (billed by the month). */
  price: z.nullable(z.number()),
  priceCents: z.nullable(z.int()),
  location: z.text(),
  notes: z.text(),
  assignedTeam: z.array(z.text()),
  crew: z.array(personSchema),
  /**
   * Decision 0043: `holiday` names the company holiday the visit's Minnesota day falls on (null: none);
   * `crewNeeded` is the plan's crew size for a plan visit (null for a one-off); `crewShortBy` how many
   * people the assigned crew lacks for it while the visit is still to happen (0: enough, or nothing needed).
   */
  holiday: z.nullable(z.text()),
  crewNeeded: z.nullable(z.int()),
  crewShortBy: z.int(),
  completedAt: z.nullable(z.text()),
  cancelledAt: z.nullable(z.text()),
  cancelReason: z.nullable(z.text()),
  createdAt: z.text(),
  updatedAt: z.text(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** A page of the bookings list: its visits, and where it stands in the whole list. */
export const adminBookingPageSchema = z.object({
  bookings: z.array(adminBookingSchema),
  /** Every visit the filters match, on all pages. */
  total: z.int(),
  /** The page answered: the one asked for, or the last one when the list has fewer pages (it shrank meanwhile). */
  page: z.int(),
  /** At least 1 (an empty list is one empty page). */
  pageCount: z.int(),
  pageSize: z.int(),
});
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;

export const TO_BEFORE_FROM_MESSAGE = 'Use a to date on or after the from date';
export const windowTooLongMessage = (maxDays: number) => `Ask for at most ${maxDays} days from the from date to the to date`;

/**
 * A portal list's window: `from` and `to` are Minnesota days, both included, each optional (the
 * list's default stands in for a missing one; the server checks the window it then makes).
 */
const visitWindowQuerySchema = (maxDays: number) =>
  z.object({ from: z.optional(companyDateSchema), to: z.optional(companyDateSchema) }).check(
    z.superRefine((query, ctx) => {
      if (!query.from || !query.to) return;
      if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: TO_BEFORE_FROM_MESSAGE, input: query.to });
      else if (daysBetween(query.from, query.to) + 1 > maxDays) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: windowTooLongMessage(maxDays), input: query.to });
      }
    }),
  );

/**
 * GET /api/customer/bookings: without dates, the last 90 days through the booking horizon
 * (`CUSTOMER_VISITS_DAYS_BACK`, `BOOKING_HORIZON_DAYS`); at most 400 days (`CUSTOMER_VISITS_MAX_DAYS`).
 */
export const customerBookingsQuerySchema = visitWindowQuerySchema(CUSTOMER_VISITS_MAX_DAYS);
export type CustomerBookingsQuery = z.input<typeof customerBookingsQuerySchema>;

/**
 * GET /api/employee/assignments: without dates, 7 days back through 14 days ahead
 * (`ASSIGNMENTS_DAYS_BACK`, `ASSIGNMENTS_DAYS_AHEAD`); at most 62 days (`ASSIGNMENTS_MAX_DAYS`).
 */
export const assignmentsQuerySchema = visitWindowQuerySchema(ASSIGNMENTS_MAX_DAYS);
export type AssignmentsQuery = z.input<typeof assignmentsQuerySchema>;

/** The statuses a customer or an employee sees: a cancelled visit is no longer listed. */
export const listedBookingStatuses = ['confirmed', 'completed'] as const;

/**
 * GET /api/customer/bookings: the spec's Booking, field for field. `scheduledDate` is the start
 * instant (ISO), `duration` hours, `price` dollars (null for plan visits, billed by the month),
 * `assignedTeam` the crew's first names and last initials.
 */
export const customerBookingSchema = z.object({
  id: z.int(),
  serviceType: z.text(),
  scheduledDate: z.text(),
  duration: z.number(),
  status: z.enum(listedBookingStatuses),
  assignedTeam: z.array(z.text()),
  price: z.nullable(z.number()),
  notes: z.text(),
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

/**
 * GET /api/customer/service-plans (issue 30, decision 0042): the signed-in customer's service plans,
 * ended ones left out, oldest first. The portal shows the customer their own rate from it, not the
 * spec's display figure of $27.17.
 */
export const customerPlanSchema = z.object({
  id: z.int(),
  /** The site the plan serves. */
  siteName: z.text(),
  status: z.enum(planStatuses),
  /** The plan's price a month, dollars. */
  monthlyPrice: z.number(),
  /**
   * The billing rate per cleaner-hour of the quote the plan came from (its laborCosts'
   * totalHourlyRatePerCleaner), dollars, while the plan keeps the quote's monthly price and frequency;
   * null for a plan priced by hand or whose price or frequency has changed since (the screen then
   * shows `monthlyPrice`).
   */
  hourlyRate: z.nullable(z.number()),
});
export type CustomerPlan = z.infer<typeof customerPlanSchema>;

/** GET /api/employee/assignments: the spec's Assignment, field for field (`duration` in hours). */
export const assignmentSchema = z.object({
  id: z.int(),
  serviceType: z.text(),
  clientName: z.text(),
  clientPhone: z.nullable(z.text()),
  scheduledDate: z.text(),
  duration: z.number(),
  notes: z.text(),
  status: z.enum(listedBookingStatuses),
  /**
   * Where the visit is, beyond the spec's fields (issue 30): the site's name (null for a visit booked
   * without a site) and the address as booked. The portal names a punch by them, not by coordinates.
   */
  siteName: z.nullable(z.text()),
  address: z.text(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

const idParams = z.object({ id: textId('Use a whole-number id') });

/** The schemas of each endpoint in operations.endpoints.ts, by its name (the server registers them). */
export const operationsSchemas = {
  listServicePlans: { query: servicePlanListQuerySchema, response: z.array(servicePlanSchema) },
  createServicePlan: { body: createServicePlanRequestSchema, response: servicePlanSchema },
  getServicePlan: { params: idParams, response: servicePlanSchema },
  updateServicePlan: { params: idParams, body: updateServicePlanRequestSchema, response: servicePlanSchema },
  setPlanCrew: { params: idParams, body: planCrewRequestSchema, response: servicePlanSchema },
  confirmPlanStart: { params: idParams, body: confirmPlanStartRequestSchema, response: servicePlanSchema },
  generateBookings: { response: generateResultSchema },
  listBookings: { query: bookingListQuerySchema, response: z.array(adminBookingSchema) },
  listBookingPage: { query: bookingPageQuerySchema, response: adminBookingPageSchema },
  createBooking: { body: createBookingRequestSchema, response: adminBookingSchema },
  getBooking: { params: idParams, response: adminBookingSchema },
  updateBooking: { params: idParams, body: updateBookingRequestSchema, response: adminBookingSchema },
  cancelBooking: { params: idParams, body: cancelBookingRequestSchema, response: adminBookingSchema },
  completeBooking: { params: idParams, response: adminBookingSchema },
  setBookingCrew: { params: idParams, body: bookingCrewRequestSchema, response: adminBookingSchema },
  listAssignments: { query: assignmentsQuerySchema, response: z.array(assignmentSchema) },
  listCustomerBookings: { query: customerBookingsQuerySchema, response: z.array(customerBookingSchema) },
  listCustomerServicePlans: { response: z.array(customerPlanSchema) },
};
