import * as z from './zod.ts';
import { isIsoDate } from '../domain/company-time.ts';
import { VISIT_START_WINDOW } from '../domain/operations.ts';
import { additionalServiceNames } from '../domain/quote.ts';
import { wallClock } from '../text/company-dates.ts';

/**
 * Customers help themselves (issue 35, decision 0049): extra work asked for in the portal and the
 * admin's answer; a visit skipped or moved within its week up to a cut-off; site closures the plan
 * generator leaves out; what the customer is told (visit reminders, "visit done" notes, updates) and
 * how, with a one-click unsubscribe. Dates are Minnesota days ('YYYY-MM-DD'), times Minnesota wall-clock
 * times ('18:00'), instants ISO strings, money in cents.
 */

const MAX_ID = 2_147_483_647;
const bodyId = (message: string) => z.int(message).check(z.minimum(1, message), z.maximum(MAX_ID, message));
const textId = (message: string) => z.coerce.number(message).check(z.int(message), z.minimum(1, message), z.maximum(MAX_ID, message));
export const selfServiceIdParams = z.object({ id: textId('Use a whole-number id') });

const DATE_MESSAGE = 'Use a date like 2026-12-07';
const day = (message = DATE_MESSAGE) =>
  z.text(message).check(z.refine((v: string) => isIsoDate(v) && v >= '2000-01-01' && v <= '2099-12-31', message));
const TIME_MESSAGE = 'Use a 24-hour time like 18:00';
const wallTime = z.text(TIME_MESSAGE).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE));

/** The extra work a customer may ask for: the catalogue's one-off services, and anything else to be quoted. */
export const OTHER_WORK = 'Other work';
export const requestableServices = [...additionalServiceNames.filter((name) => name !== 'Day Porter Services'), OTHER_WORK] as const;
export type RequestableService = (typeof requestableServices)[number];

export const serviceRequestStatuses = ['requested', 'approved', 'declined'] as const;
export type ServiceRequestStatus = (typeof serviceRequestStatuses)[number];

/** The widest date window a request may name, in days (the booking horizon's reach, roughly three months). */
export const REQUEST_WINDOW_MAX_DAYS = 92;
export const SERVICE_MESSAGE = 'Choose a service from the list';
export const SITE_MESSAGE = 'Choose one of your sites';
export const WINDOW_ORDER_MESSAGE = 'The last day must be on or after the first day';
export const WINDOW_PAST_MESSAGE = 'Choose days from tomorrow on';
export const windowTooLongMessage = `Choose a window of at most ${REQUEST_WINDOW_MAX_DAYS} days`;
const NOTES_MESSAGE = 'Notes are text of at most 2,000 characters';

/** POST /api/customer/service-requests. */
export const createServiceRequestSchema = z.object({
  service: z.enum(requestableServices, SERVICE_MESSAGE),
  siteId: bodyId(SITE_MESSAGE),
  windowFrom: day(),
  windowTo: day(),
  notes: z._default(z.text(NOTES_MESSAGE).check(z.trim(), z.maxLength(2000, NOTES_MESSAGE)), ''),
});
export type CreateServiceRequest = z.input<typeof createServiceRequestSchema>;

export const serviceRequestSchema = z.object({
  id: z.int(),
  service: z.text(),
  site: z.object({ id: z.int(), name: z.text(), address: z.text() }),
  windowFrom: z.text(),
  windowTo: z.text(),
  notes: z.text(),
  /** The pricing engine's price for one occurrence at this site; null: to be quoted. */
  estimateCents: z.nullable(z.int()),
  status: z.enum(serviceRequestStatuses),
  priceCents: z.nullable(z.int()),
  /** The one-off visit booked on approval, and when it starts. */
  bookingId: z.nullable(z.int()),
  visitStart: z.nullable(z.text()),
  declineReason: z.nullable(z.text()),
  createdAt: z.text(),
  decidedAt: z.nullable(z.text()),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** What the request form offers: the services, the customer's sites and each one's estimate per service. */
export const serviceRequestOptionsSchema = z.object({
  services: z.array(z.text()),
  sites: z.array(
    z.object({
      id: z.int(),
      name: z.text(),
      address: z.text(),
      /** Cents per service name; a service missing here is to be quoted at this site. */
      estimates: z.record(z.text(), z.int()),
    }),
  ),
});
export type ServiceRequestOptions = z.infer<typeof serviceRequestOptionsSchema>;

export const adminServiceRequestSchema = z.object({
  ...serviceRequestSchema.shape,
  customer: z.object({ id: z.int(), name: z.text(), companyName: z.nullable(z.text()) }),
});
export type AdminServiceRequest = z.infer<typeof adminServiceRequestSchema>;

export const serviceRequestListQuerySchema = z.object({
  status: z.optional(z.enum(serviceRequestStatuses, 'Choose requested, approved or declined')),
});

const PRICE_MESSAGE = 'Enter an amount in cents, 0 to 100,000,000';
const MINUTES_MESSAGE = 'Enter a visit length between 15 and 960 minutes';
const EMPLOYEES_MESSAGE = 'List employee ids (whole numbers), each once, at most 50';
/** POST /api/admin/service-requests/{id}/approve: the price and the visit's day and time (crew: the site's plan crew unless named). */
export const approveServiceRequestSchema = z.object({
  priceCents: z.int(PRICE_MESSAGE).check(z.minimum(0, PRICE_MESSAGE), z.maximum(100_000_000, PRICE_MESSAGE)),
  date: day(),
  startTime: wallTime,
  durationMinutes: z._default(z.int(MINUTES_MESSAGE).check(z.minimum(15, MINUTES_MESSAGE), z.maximum(960, MINUTES_MESSAGE)), 120),
  crew: z.optional(
    z.array(bodyId(EMPLOYEES_MESSAGE), EMPLOYEES_MESSAGE).check(
      z.maxLength(50, EMPLOYEES_MESSAGE),
      z.refine((list: number[]) => new Set(list).size === list.length, EMPLOYEES_MESSAGE),
    ),
  ),
});
export type ApproveServiceRequest = z.input<typeof approveServiceRequestSchema>;

const DECLINE_MESSAGE = 'Say why, in 1 to 500 characters';
export const declineServiceRequestSchema = z.object({
  reason: z.text(DECLINE_MESSAGE).check(z.trim(), z.minLength(1, DECLINE_MESSAGE), z.maxLength(500, DECLINE_MESSAGE)),
});
export type DeclineServiceRequest = z.input<typeof declineServiceRequestSchema>;

/** 409 of a decision on a request already decided. */
export const alreadyDecidedMessage = (status: ServiceRequestStatus) => `This request was already ${status}.`;

// ---- Skipping and moving visits, site closures ----

export const visitChangeKinds = ['skip', 'move', 'closure'] as const;
export type VisitChangeKind = (typeof visitChangeKinds)[number];

export const cutoffMessage = (hours: number) =>
  `Visits can be changed online up to ${hours} hour${hours === 1 ? '' : 's'} before they start. Please call us.`;
export const MOVE_OUTSIDE_WEEK_MESSAGE = 'Move the visit to a day of the same week (Sunday to Saturday)';
export const MOVE_SAME_TIME_MESSAGE = 'The visit is already at that time';
export const NOT_CHANGEABLE_MESSAGE = 'Only a confirmed visit can be skipped or moved';
/** A move must land when the company works (decision 0054): its crews' hours, not a company holiday nor a day the site is closed. */
export const MOVE_OUTSIDE_HOURS_MESSAGE = `Our crews start visits from ${wallClock(VISIT_START_WINDOW.earliest)} to ${wallClock(VISIT_START_WINDOW.latest)}: choose a time in those hours`;
export const moveOnHolidayMessage = (holiday: string) => `We are closed on ${holiday}: choose another day`;
export const moveOnClosureMessage = (reason: string) => `Your site is closed that day (${reason}): choose another day`;
/** 409 of a move onto the crew's other visit; it names when, never whose (another customer's). */
export const crewBusyMessage = (day: string, from: string, to: string) =>
  `Your crew has another visit on ${day} from ${from} to ${to}: choose a time that does not overlap it`;

/** POST /api/customer/bookings/{id}/move. */
export const moveVisitSchema = z.object({ date: day(), startTime: wallTime });
export type MoveVisitRequest = z.input<typeof moveVisitSchema>;

export const visitChangeSchema = z.object({
  id: z.int(),
  bookingId: z.int(),
  kind: z.enum(visitChangeKinds),
  serviceType: z.text(),
  site: z.text(),
  fromStart: z.text(),
  toStart: z.nullable(z.text()),
  /** What the month's invoice takes off for a skipped visit (0: not credited, decision 0049). */
  creditCents: z.int(),
  createdAt: z.text(),
});
export type VisitChange = z.infer<typeof visitChangeSchema>;

export const adminVisitChangeSchema = z.object({
  ...visitChangeSchema.shape,
  customer: z.object({ id: z.int(), name: z.text(), companyName: z.nullable(z.text()) }),
});
export type AdminVisitChange = z.infer<typeof adminVisitChangeSchema>;

const REASON_MESSAGE = 'Say why the site is closed, in 1 to 200 characters';
/** POST /api/customer/site-closures: days the site is closed, both included. */
export const createSiteClosureSchema = z.object({
  siteId: bodyId(SITE_MESSAGE),
  startsOn: day(),
  endsOn: day(),
  reason: z.line(REASON_MESSAGE).check(z.minLength(1, REASON_MESSAGE), z.maxLength(200, REASON_MESSAGE)),
});
export type CreateSiteClosure = z.input<typeof createSiteClosureSchema>;
export const CLOSURE_ORDER_MESSAGE = 'The last day must be on or after the first day';
export const CLOSURE_PAST_MESSAGE = 'Choose days from tomorrow on';
export const CLOSURE_MAX_DAYS = 366;
export const closureTooLongMessage = `A closure spans at most ${CLOSURE_MAX_DAYS} days`;

export const siteClosureSchema = z.object({
  id: z.int(),
  site: z.object({ id: z.int(), name: z.text() }),
  startsOn: z.text(),
  endsOn: z.text(),
  reason: z.text(),
  /** How many planned visits the closure cancelled when entered. */
  visitsLeftOut: z.int(),
  createdAt: z.text(),
});
export type SiteClosure = z.infer<typeof siteClosureSchema>;

/** The customer's Changes section: the settings that apply, their closures and their recent changes. */
export const customerVisitChangesSchema = z.object({
  cutoffHours: z.int(),
  skippedVisitsCredited: z.boolean(),
  closures: z.array(siteClosureSchema),
  changes: z.array(visitChangeSchema),
});
export type CustomerVisitChanges = z.infer<typeof customerVisitChangesSchema>;

export const adminVisitChangesSchema = z.object({
  changes: z.array(adminVisitChangeSchema),
  closures: z.array(z.object({ ...siteClosureSchema.shape, customer: adminVisitChangeSchema.shape.customer })),
});
export type AdminVisitChanges = z.infer<typeof adminVisitChangesSchema>;

// ---- What the customer is told ----

export const messagePreferencesSchema = z.object({
  reminderEmail: z.boolean('Choose on or off'),
  reminderSms: z.boolean('Choose on or off'),
  doneEmail: z.boolean('Choose on or off'),
  doneSms: z.boolean('Choose on or off'),
  updatesEmail: z.boolean('Choose on or off'),
});
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

export const messagePreferencesViewSchema = z.object({
  ...messagePreferencesSchema.shape,
  /** The number texts go to (the account's phone); null: no SMS can be sent. */
  phone: z.nullable(z.text()),
  smsAvailable: z.boolean(),
});
export type MessagePreferencesView = z.infer<typeof messagePreferencesViewSchema>;

export const SMS_NEEDS_PHONE_MESSAGE = 'Add a phone number to your account before choosing text messages';

export const unsubscribeTopics = ['reminder', 'done', 'updates'] as const;
export type UnsubscribeTopic = (typeof unsubscribeTopics)[number];
export const unsubscribeTopicLabels: Record<UnsubscribeTopic, string> = {
  reminder: 'visit reminders by e-mail',
  done: '"visit done" notes by e-mail',
  updates: 'updates about your requests and visit changes by e-mail',
};
export const unsubscribeParams = z.object({
  token: z.text('This link is not valid').check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid')),
});
export const unsubscribeResultSchema = z.object({ topic: z.enum(unsubscribeTopics), stopped: z.text() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
/** GET /api/unsubscribe/{token}: what the link stops, and whether those e-mails are still sent (false: already stopped). */
export const unsubscribeLinkSchema = z.object({ ...unsubscribeResultSchema.shape, sending: z.boolean() });
export type UnsubscribeLink = z.infer<typeof unsubscribeLinkSchema>;
// The 404's words live with the endpoint, which holds no schema (the unsubscribe page reads them without zod).
export { UNSUBSCRIBE_LINK_INVALID_MESSAGE } from './self-service.endpoints.ts';

export const selfServiceSchemas = {
  serviceRequestOptions: { response: serviceRequestOptionsSchema },
  listOwnServiceRequests: { response: z.array(serviceRequestSchema) },
  createServiceRequest: { body: createServiceRequestSchema, response: serviceRequestSchema },
  listServiceRequests: { query: serviceRequestListQuerySchema, response: z.array(adminServiceRequestSchema) },
  approveServiceRequest: { params: selfServiceIdParams, body: approveServiceRequestSchema, response: adminServiceRequestSchema },
  declineServiceRequest: { params: selfServiceIdParams, body: declineServiceRequestSchema, response: adminServiceRequestSchema },
  skipVisit: { params: selfServiceIdParams, response: visitChangeSchema },
  moveVisit: { params: selfServiceIdParams, body: moveVisitSchema, response: visitChangeSchema },
  ownVisitChanges: { response: customerVisitChangesSchema },
  createSiteClosure: { body: createSiteClosureSchema, response: siteClosureSchema },
  listVisitChanges: { response: adminVisitChangesSchema },
  getMessagePreferences: { response: messagePreferencesViewSchema },
  putMessagePreferences: { body: messagePreferencesSchema, response: messagePreferencesViewSchema },
  unsubscribe: { params: unsubscribeParams, response: unsubscribeResultSchema },
  unsubscribeLink: { params: unsubscribeParams, response: unsubscribeLinkSchema },
};
