import {
  alreadyDecidedMessage,
  CLOSURE_MAX_DAYS,
  CLOSURE_ORDER_MESSAGE,
  CLOSURE_PAST_MESSAGE,
  closureTooLongMessage,
  crewBusyMessage,
  cutoffMessage,
  MOVE_OUTSIDE_HOURS_MESSAGE,
  MOVE_OUTSIDE_WEEK_MESSAGE,
  moveOnClosureMessage,
  moveOnHolidayMessage,
  MOVE_SAME_TIME_MESSAGE,
  NOT_CHANGEABLE_MESSAGE,
  OTHER_WORK,
  REQUEST_WINDOW_MAX_DAYS,
  requestableServices,
  SMS_NEEDS_PHONE_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  unsubscribeTopicLabels,
  WINDOW_ORDER_MESSAGE,
  WINDOW_PAST_MESSAGE,
  windowTooLongMessage,
  type AdminServiceRequest,
  type AdminVisitChanges,
  type ApproveServiceRequest,
  type CreateServiceRequest,
  type CreateSiteClosure,
  type CustomerVisitChanges,
  type MessagePreferences,
  type MessagePreferencesView,
  type MoveVisitRequest,
  type ServiceRequest,
  type ServiceRequestOptions,
  type ServiceRequestStatus,
  type SiteClosure,
  type UnsubscribeLink,
  type UnsubscribeResult,
  type UnsubscribeTopic,
  type VisitChange,
} from '#shared/contracts/self-service.ts';
import { COMPANY_TIME_ZONE, type CompanyProfile } from '#shared/domain/company.ts';
import { addDays, companyDate, daysBetween, monthStart, nextMonthStart, weekStart, zonedInstant } from '#shared/domain/company-time.ts';
import { holidayOn } from '#shared/domain/holidays.ts';
import { VISIT_START_WINDOW } from '#shared/domain/operations.ts';
import { planOccurrences } from '#shared/domain/plan-schedule.ts';
import { wallClock } from '#shared/text/company-dates.ts';
import { additionalServiceNames, facilityTypes, type AdditionalServiceName, type FacilityType } from '#shared/domain/quote.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { visitWhen } from '../feedback/feedback.service.ts';
import { createBookingsRepository } from '../operations/bookings.repository.ts';
import { createDirectoryRepository } from '../operations/directory.repository.ts';
import { bookingRecord, companyClock } from '../operations/operations.mapper.ts';
import { invalidBody, requireEmployees } from '../operations/operations-rules.ts';
import { priceAddOn } from '../quote/pricing/add-on-rules.ts';
import type { PricingConfigService } from '../quote/pricing/pricing-config.service.ts';
import { digestToken } from '../accounts/secrets.ts';
import { personName } from '../billing/billing.mapper.ts';
import { queueCustomerMessage, SERVICE_REQUEST_APPROVED, SERVICE_REQUEST_DECLINED } from './customer-messages.ts';
import {
  createSelfServiceRepository,
  type CustomerContact,
  type ListedChange,
  type ListedClosure,
  type ListedRequest,
  type PreferencesRow,
  type SelfServiceBookingRow,
  type SelfServiceRepository,
} from './self-service.repository.ts';
import { unsubscribeLinkLimits } from './unsubscribe-links.ts';

export interface SelfServiceDeps {
  db: Database;
  pricing: Pick<PricingConfigService, 'active'>;
  company: () => CompanyProfile;
  siteUrl: string;
  smsConfigured: boolean;
  /** VISIT_CHANGE_CUTOFF_HOURS and SKIPPED_VISIT_CREDIT (decision 0049). */
  visitChanges: { cutoffMs: number; skippedCredit: 'none' | 'visit-share' };
  now?: (() => Date) | undefined;
}

/** The defaults of a customer without a preferences row (decision 0049). */
export const DEFAULT_PREFERENCES: MessagePreferences = {
  reminderEmail: true,
  reminderSms: false,
  doneEmail: true,
  doneSms: false,
  updatesEmail: true,
};

/** The preference each kind of unsubscribe link turns off. */
const TOPIC_COLUMNS = { reminder: 'reminderEmail', done: 'doneEmail', updates: 'updatesEmail' } as const satisfies Record<
  UnsubscribeTopic,
  keyof MessagePreferences
>;

export function preferencesOrDefault(row: PreferencesRow | undefined): MessagePreferences {
  if (!row) return { ...DEFAULT_PREFERENCES };
  const { reminderEmail, reminderSms, doneEmail, doneSms, updatesEmail } = row;
  return { reminderEmail, reminderSms, doneEmail, doneSms, updatesEmail };
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: COMPANY_TIME_ZONE });
/** 'Wednesday, December 9': the day of an instant in Minnesota. */
const visitDay = (at: Date) => dayFormat.format(at);

const customerOf = (c: CustomerContact) => ({ id: c.id, name: personName(c), companyName: c.companyName?.trim() || null });

function toRequest({ request, site, visitStart }: ListedRequest): ServiceRequest {
  return {
    id: request.id,
    service: request.service,
    site,
    windowFrom: request.windowFrom,
    windowTo: request.windowTo,
    notes: request.notes,
    estimateCents: request.estimateCents,
    status: request.status,
    priceCents: request.priceCents,
    bookingId: request.bookingId,
    visitStart: visitStart ? visitStart.toISOString() : null,
    declineReason: request.declineReason,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt ? request.decidedAt.toISOString() : null,
  };
}
const toAdminRequest = (listed: ListedRequest): AdminServiceRequest => ({ ...toRequest(listed), customer: customerOf(listed.customer) });

function toChange({ change, serviceType, site }: ListedChange): VisitChange {
  return {
    id: change.id,
    bookingId: change.bookingId,
    kind: change.kind,
    serviceType,
    site,
    fromStart: change.fromStart.toISOString(),
    toStart: change.toStart ? change.toStart.toISOString() : null,
    creditCents: change.creditCents,
    createdAt: change.createdAt.toISOString(),
  };
}

function toClosure({ closure, site, visitsLeftOut }: ListedClosure): SiteClosure {
  return {
    id: closure.id,
    site,
    startsOn: closure.startsOn,
    endsOn: closure.endsOn,
    reason: closure.reason,
    visitsLeftOut,
    createdAt: closure.createdAt.toISOString(),
  };
}

const isAddOn = (service: string): service is AdditionalServiceName => (additionalServiceNames as readonly string[]).includes(service);
const isFacility = (type: string | null): type is FacilityType => type !== null && (facilityTypes as readonly string[]).includes(type);

/**
 * Customer self-service (issue 35, decision 0049): requests for extra work and the admin's decision,
 * visits skipped or moved up to the cut-off, site closures, message preferences and unsubscribe links.
 * Every write runs in one transaction with its audit row; a customer acts only on their own rows (anyone
 * else's is a 404, as a missing one).
 */
export function createSelfService(deps: SelfServiceDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const cutoffHours = Math.round(deps.visitChanges.cutoffMs / 3_600_000);
  const messageContext = () => ({
    siteUrl: deps.siteUrl,
    companyName: deps.company().name,
    companyPhone: deps.company().phone,
    smsConfigured: deps.smsConfigured,
    at: now(),
  });

  /** The engine's price of one occurrence of `service` at a building; null: to be quoted. */
  async function estimator() {
    const { constants } = await deps.pricing.active();
    return (service: string, site: { facilityType: string | null; squareFootage: number | null }): number | null => {
      if (!isAddOn(service) || !isFacility(site.facilityType) || !site.squareFootage) return null;
      const priced = priceAddOn(service, { squareFootage: site.squareFootage, facilityType: site.facilityType }, constants, true);
      return Number.isFinite(priced.perOccurrence) ? Math.round(priced.perOccurrence * 100) : null;
    };
  }

  async function oneRequest(id: number, tx: Database = db): Promise<ListedRequest> {
    const [listed] = await createSelfServiceRepository(tx).listRequests({ id });
    if (!listed) throw notFound('Request');
    return listed;
  }

  /** A visit of the customer's that may still change: confirmed, theirs, and later than the cut-off. */
  function requireChangeable(booking: SelfServiceBookingRow | undefined, at: Date): SelfServiceBookingRow {
    if (!booking) throw notFound('Visit');
    if (booking.status !== 'confirmed') throw new AppError('CONFLICT', NOT_CHANGEABLE_MESSAGE);
    if (booking.scheduledStart.getTime() - at.getTime() < deps.visitChanges.cutoffMs) {
      throw new AppError('CONFLICT', cutoffMessage(cutoffHours));
    }
    return booking;
  }

  /**
   * A move lands when the company works (decision 0054): not on a company holiday, not on a day the
   * visit's site is closed, and starting within the crews' hours unless it keeps the visit's own time.
   */
  async function requireWorkingTime(repo: SelfServiceRepository, before: SelfServiceBookingRow, to: MoveVisitRequest): Promise<void> {
    const holiday = holidayOn(to.date);
    if (holiday) throw invalidBody({ date: moveOnHolidayMessage(holiday) });
    if (before.siteId !== null) {
      const [closed] = await repo.closuresOf(before.siteId, to.date, to.date);
      if (closed) throw invalidBody({ date: moveOnClosureMessage(closed.reason) });
    }
    const outside = to.startTime < VISIT_START_WINDOW.earliest || to.startTime > VISIT_START_WINDOW.latest;
    if (outside && to.startTime !== companyClock(before.scheduledStart)) throw invalidBody({ startTime: MOVE_OUTSIDE_HOURS_MESSAGE });
  }

  /**
   * The visit's crew must be free for its whole length at the new time: under each member's lock, no
   * other visit of theirs may overlap it (409 naming when the first one is, never whose it is).
   */
  async function requireCrewFree(repo: SelfServiceRepository, crew: number[], before: SelfServiceBookingRow, to: Date): Promise<void> {
    await repo.lockCrew(crew);
    const end = new Date(to.getTime() + before.durationMinutes * 60_000);
    const [busy] = await repo.crewVisitsOverlapping(crew, to, end, before.id);
    if (!busy) return;
    const busyEnd = new Date(busy.scheduledStart.getTime() + busy.durationMinutes * 60_000);
    throw new AppError(
      'CONFLICT',
      crewBusyMessage(visitDay(busy.scheduledStart), wallClock(companyClock(busy.scheduledStart)), wallClock(companyClock(busyEnd))),
    );
  }

  /** The credit of a skipped plan visit under the setting in force: its share of its month's price over the month's planned visits. */
  async function creditFor(tx: Database, booking: SelfServiceBookingRow): Promise<number> {
    if (deps.visitChanges.skippedCredit === 'none' || booking.servicePlanId === null || booking.planOccurrence === null) return 0;
    const month = monthStart(booking.planOccurrence);
    // The month's price in force: a raise accepted for that month is what the customer pays, so it is what a skip gives back.
    const plan = await createSelfServiceRepository(tx).planOf(booking.servicePlanId, month);
    if (!plan) return 0;
    const visits = planOccurrences(plan, month, addDays(nextMonthStart(month), -1)).length;
    return visits > 0 ? Math.round(plan.monthPriceCents / visits) : 0;
  }

  return {
    // ---- Requests for extra work ----

    async options(customerId: number): Promise<ServiceRequestOptions> {
      const estimate = await estimator();
      const sites = await createSelfServiceRepository(db).sitesOf(customerId);
      return {
        services: [...requestableServices],
        sites: sites.map((site) => {
          const estimates: Record<string, number> = {};
          for (const service of requestableServices) {
            const cents = estimate(service, site);
            if (cents !== null) estimates[service] = cents;
          }
          return { id: site.id, name: site.name, address: site.address, estimates };
        }),
      };
    },

    async ownRequests(customerId: number): Promise<ServiceRequest[]> {
      return (await createSelfServiceRepository(db).listRequests({ customerId })).map(toRequest);
    },

    async request(customerId: number, input: CreateServiceRequest & { notes: string }): Promise<ServiceRequest> {
      const today = companyDate(now());
      if (input.windowTo < input.windowFrom) throw invalidBody({ windowTo: WINDOW_ORDER_MESSAGE });
      if (input.windowFrom <= today) throw invalidBody({ windowFrom: WINDOW_PAST_MESSAGE });
      if (daysBetween(input.windowFrom, input.windowTo) + 1 > REQUEST_WINDOW_MAX_DAYS)
        throw invalidBody({ windowTo: windowTooLongMessage });
      const estimate = await estimator();
      const id = await inTransaction(db, async (tx) => {
        const repo = createSelfServiceRepository(tx);
        const site = (await repo.sitesOf(customerId)).find((s) => s.id === input.siteId);
        if (!site) throw notFound('Site');
        const row = await repo.insertRequest({
          customerId,
          siteId: site.id,
          service: input.service,
          windowFrom: input.windowFrom,
          windowTo: input.windowTo,
          notes: input.notes,
          estimateCents: input.service === OTHER_WORK ? null : estimate(input.service, site),
        });
        await createAuditRepository(tx).record({
          actor: { userId: customerId },
          entity: 'service_request',
          entityId: row.id,
          action: 'create',
          after: {
            service: row.service,
            siteId: row.siteId,
            windowFrom: row.windowFrom,
            windowTo: row.windowTo,
            estimateCents: row.estimateCents,
          },
        });
        return row.id;
      });
      return toRequest(await oneRequest(id));
    },

    async listRequests(status?: ServiceRequestStatus): Promise<AdminServiceRequest[]> {
      return (await createSelfServiceRepository(db).listRequests(status ? { status } : {})).map(toAdminRequest);
    },

    /** Approves a request: a one-off visit at the site (price, day, time, crew), the customer told, in one transaction. */
    async approve(id: number, input: ApproveServiceRequest & { durationMinutes: number }, adminId: number): Promise<AdminServiceRequest> {
      const at = now();
      const start = zonedInstant(input.date, input.startTime);
      if (start.getTime() <= at.getTime()) throw invalidBody({ date: 'Choose a day and time still ahead' });
      await inTransaction(db, async (tx) => {
        const repo = createSelfServiceRepository(tx);
        const request = await repo.lockRequest(id);
        if (!request) throw notFound('Request');
        if (request.status !== 'requested') throw new AppError('CONFLICT', alreadyDecidedMessage(request.status));
        const crew = input.crew ?? (await repo.siteCrew(request.siteId));
        await requireEmployees(createDirectoryRepository(tx), crew, 'crew');
        const site = await repo.siteOf(request.customerId, request.siteId);
        const bookings = createBookingsRepository(tx);
        const booking = await bookings.insert({
          customerId: request.customerId,
          siteId: request.siteId,
          source: 'admin',
          serviceType: request.service,
          scheduledStart: start,
          durationMinutes: input.durationMinutes,
          priceCents: input.priceCents,
          location: site?.address ?? '',
          notes: request.notes,
        });
        await bookings.assign(crew.map((employeeId) => ({ bookingId: booking.id, employeeId, assignedBy: adminId })));
        await repo.updateRequest(id, {
          status: 'approved',
          priceCents: input.priceCents,
          bookingId: booking.id,
          decidedBy: adminId,
          decidedAt: at,
        });
        const audit = createAuditRepository(tx);
        await audit.record({
          actor: { userId: adminId },
          entity: 'booking',
          entityId: booking.id,
          action: 'create',
          after: bookingRecord(booking, crew),
        });
        await audit.record({
          actor: { userId: adminId },
          entity: 'service_request',
          entityId: id,
          action: 'approve',
          before: { status: request.status },
          after: { status: 'approved', priceCents: input.priceCents, bookingId: booking.id },
        });
        const customer = await repo.contact(request.customerId);
        if (customer) {
          const prefs = preferencesOrDefault(await repo.preferences(customer.id));
          await queueCustomerMessage(tx, messageContext(), {
            customer,
            kind: SERVICE_REQUEST_APPROVED,
            topic: 'updates',
            email: prefs.updatesEmail,
            sms: false,
            fields: { service: request.service, site: site?.name ?? '', when: visitWhen(start), price: dollars(input.priceCents) },
          });
        }
      });
      return toAdminRequest(await oneRequest(id));
    },

    async decline(id: number, reason: string, adminId: number): Promise<AdminServiceRequest> {
      await inTransaction(db, async (tx) => {
        const repo = createSelfServiceRepository(tx);
        const request = await repo.lockRequest(id);
        if (!request) throw notFound('Request');
        if (request.status !== 'requested') throw new AppError('CONFLICT', alreadyDecidedMessage(request.status));
        await repo.updateRequest(id, { status: 'declined', declineReason: reason, decidedBy: adminId, decidedAt: now() });
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'service_request',
          entityId: id,
          action: 'decline',
          before: { status: request.status },
          after: { status: 'declined', declineReason: reason },
        });
        const customer = await repo.contact(request.customerId);
        const site = await repo.siteOf(request.customerId, request.siteId);
        if (customer) {
          const prefs = preferencesOrDefault(await repo.preferences(customer.id));
          await queueCustomerMessage(tx, messageContext(), {
            customer,
            kind: SERVICE_REQUEST_DECLINED,
            topic: 'updates',
            email: prefs.updatesEmail,
            sms: false,
            fields: { service: request.service, site: site?.name ?? '', reason },
          });
        }
      });
      return toAdminRequest(await oneRequest(id));
    },

    // ---- Skipping and moving visits, closures ----

    /** Skips a visit up to the cut-off: it is cancelled, the change recorded with its credit (decision 0049). */
    async skip(customerId: number, bookingId: number): Promise<VisitChange> {
      const at = now();
      const changeId = await inTransaction(db, async (tx) => {
        const repo = createSelfServiceRepository(tx);
        const before = requireChangeable(await repo.lockBookingOf(customerId, bookingId), at);
        const creditCents = await creditFor(tx, before);
        const after = await repo.updateBooking(bookingId, {
          status: 'cancelled',
          cancelledAt: at,
          cancelReason: 'Skipped by the customer',
        });
        const change = await repo.insertChange({
          bookingId,
          customerId,
          kind: 'skip',
          fromStart: before.scheduledStart,
          creditCents,
          createdBy: customerId,
        });
        const crew = await createBookingsRepository(tx).crewIds(bookingId);
        await createAuditRepository(tx).record({
          actor: { userId: customerId },
          entity: 'booking',
          entityId: bookingId,
          action: 'skip',
          before: bookingRecord(before, crew),
          after: { ...bookingRecord(after, crew), creditCents },
        });
        return change.id;
      });
      const [listed] = await createSelfServiceRepository(db).listChanges({ id: changeId });
      return toChange(listed!);
    },

    /** Moves a visit to another day and time of its week (Sunday to Saturday), both ahead of the cut-off. */
    async move(customerId: number, bookingId: number, input: MoveVisitRequest): Promise<VisitChange> {
      const at = now();
      const to = zonedInstant(input.date, input.startTime);
      const changeId = await inTransaction(db, async (tx) => {
        const repo = createSelfServiceRepository(tx);
        const before = requireChangeable(await repo.lockBookingOf(customerId, bookingId), at);
        const anchor = before.planOccurrence ?? companyDate(before.scheduledStart);
        if (weekStart(input.date) !== weekStart(anchor)) throw invalidBody({ date: MOVE_OUTSIDE_WEEK_MESSAGE });
        if (to.getTime() === before.scheduledStart.getTime()) throw invalidBody({ startTime: MOVE_SAME_TIME_MESSAGE });
        if (to.getTime() - at.getTime() < deps.visitChanges.cutoffMs) throw new AppError('CONFLICT', cutoffMessage(cutoffHours));
        await requireWorkingTime(repo, before, input);
        const crew = await createBookingsRepository(tx).crewIds(bookingId);
        await requireCrewFree(repo, crew, before, to);
        const after = await repo.updateBooking(bookingId, { scheduledStart: to });
        const change = await repo.insertChange({
          bookingId,
          customerId,
          kind: 'move',
          fromStart: before.scheduledStart,
          toStart: to,
          createdBy: customerId,
        });
        await createAuditRepository(tx).record({
          actor: { userId: customerId },
          entity: 'booking',
          entityId: bookingId,
          action: 'update',
          before: bookingRecord(before, crew),
          after: bookingRecord(after, crew),
        });
        return change.id;
      });
      const [listed] = await createSelfServiceRepository(db).listChanges({ id: changeId });
      return toChange(listed!);
    },

    /**
     * Days a site is closed: the planned visits on them past the cut-off are cancelled now (each a change of
     * kind closure), and the plan generator never produces visits on them (it reads the closures).
     */
    async close(customerId: number, input: CreateSiteClosure): Promise<SiteClosure> {
      const at = now();
      const today = companyDate(at);
      if (input.endsOn < input.startsOn) throw invalidBody({ endsOn: CLOSURE_ORDER_MESSAGE });
      if (input.startsOn <= today) throw invalidBody({ startsOn: CLOSURE_PAST_MESSAGE });
      if (daysBetween(input.startsOn, input.endsOn) + 1 > CLOSURE_MAX_DAYS) throw invalidBody({ endsOn: closureTooLongMessage });
      const id = await inTransaction(db, async (tx) => {
        const repo = createSelfServiceRepository(tx);
        const site = await repo.siteOf(customerId, input.siteId);
        if (!site) throw notFound('Site');
        const closure = await repo.insertClosure({
          siteId: site.id,
          startsOn: input.startsOn,
          endsOn: input.endsOn,
          reason: input.reason,
          createdBy: customerId,
        });
        const earliest = Math.max(zonedInstant(input.startsOn).getTime(), at.getTime() + deps.visitChanges.cutoffMs);
        const visits = await repo.lockPlanVisitsOfSite(site.id, new Date(earliest), zonedInstant(addDays(input.endsOn, 1)));
        const bookings = createBookingsRepository(tx);
        const audit = createAuditRepository(tx);
        for (const before of visits) {
          const after = await repo.updateBooking(before.id, {
            status: 'cancelled',
            cancelledAt: at,
            cancelReason: `Site closed: ${input.reason}`,
          });
          await repo.insertChange({
            bookingId: before.id,
            customerId,
            kind: 'closure',
            closureId: closure.id,
            fromStart: before.scheduledStart,
            createdBy: customerId,
          });
          const crew = await bookings.crewIds(before.id);
          await audit.record({
            actor: { userId: customerId },
            entity: 'booking',
            entityId: before.id,
            action: 'cancel',
            before: bookingRecord(before, crew),
            after: bookingRecord(after, crew),
          });
        }
        return closure.id;
      });
      const [listed] = await createSelfServiceRepository(db).listClosures({ id });
      return toClosure(listed!);
    },

    async ownChanges(customerId: number): Promise<CustomerVisitChanges> {
      const repo = createSelfServiceRepository(db);
      return {
        cutoffHours,
        skippedVisitsCredited: deps.visitChanges.skippedCredit !== 'none',
        closures: (await repo.listClosures({ customerId })).map(toClosure),
        changes: (await repo.listChanges({ customerId })).map(toChange),
      };
    },

    async allChanges(): Promise<AdminVisitChanges> {
      const repo = createSelfServiceRepository(db);
      return {
        changes: (await repo.listChanges({})).map((listed) => ({ ...toChange(listed), customer: customerOf(listed.customer) })),
        closures: (await repo.listClosures({})).map((listed) => ({ ...toClosure(listed), customer: customerOf(listed.customer) })),
      };
    },

    // ---- What the customer is told ----

    async preferences(customerId: number): Promise<MessagePreferencesView> {
      const repo = createSelfServiceRepository(db);
      const customer = await repo.contact(customerId);
      const phone = customer?.phone?.trim() || null;
      return { ...preferencesOrDefault(await repo.preferences(customerId)), phone, smsAvailable: deps.smsConfigured && phone !== null };
    },

    async setPreferences(customerId: number, input: MessagePreferences): Promise<MessagePreferencesView> {
      const repo = createSelfServiceRepository(db);
      const customer = await repo.contact(customerId);
      if (!customer) throw notFound('Customer');
      const wantsSms = input.reminderSms || input.doneSms;
      if (wantsSms && !customer.phone?.trim()) {
        throw invalidBody({ [input.reminderSms ? 'reminderSms' : 'doneSms']: SMS_NEEDS_PHONE_MESSAGE });
      }
      await repo.savePreferences(customerId, input);
      return this.preferences(customerId);
    },

    /** What an unsubscribe link stops, and whether that kind of e-mail still goes to its customer; changes nothing. */
    async unsubscribeLink(token: string): Promise<UnsubscribeLink> {
      const repo = createSelfServiceRepository(db);
      const link = await repo.findUnsubscribeLink(digestToken(token), unsubscribeLinkLimits(now()));
      if (!link) throw new AppError('NOT_FOUND', UNSUBSCRIBE_LINK_INVALID_MESSAGE);
      const sending = preferencesOrDefault(await repo.preferences(link.customerId))[TOPIC_COLUMNS[link.topic]];
      return { topic: link.topic, stopped: unsubscribeTopicLabels[link.topic], sending };
    },

    /**
     * One-click unsubscribe: the link's kind of e-mail stops for its customer, audited on the link's first
     * use; pressed again while the link works, the same answer (decision 0054: a week once used).
     */
    async unsubscribe(token: string): Promise<UnsubscribeResult> {
      const at = now();
      return inTransaction(db, async (tx) => {
        const repo = createSelfServiceRepository(tx);
        const hash = digestToken(token);
        const link = await repo.findUnsubscribeLink(hash, unsubscribeLinkLimits(at));
        if (!link) throw new AppError('NOT_FOUND', UNSUBSCRIBE_LINK_INVALID_MESSAGE);
        const column = TOPIC_COLUMNS[link.topic];
        await repo.savePreferences(link.customerId, { [column]: false });
        if (await repo.useUnsubscribeLink(hash, at)) {
          await createAuditRepository(tx).record({
            actor: { userId: link.customerId },
            entity: 'message_preferences',
            entityId: link.customerId,
            action: 'unsubscribe',
            after: { [column]: false },
          });
        }
        return { topic: link.topic, stopped: unsubscribeTopicLabels[link.topic] };
      });
    },
  };
}

export type SelfService = ReturnType<typeof createSelfService>;
