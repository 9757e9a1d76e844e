import type { CustomerPlan, ServicePlan } from '#shared/contracts/operations.ts';
import { addDays, companyDate, type IsoDate } from '#shared/domain/company-time.ts';
import { holidayOn } from '#shared/domain/holidays.ts';
import { BOOKING_HORIZON_DAYS, type PlanFrequency } from '#shared/domain/operations.ts';
import { planScheduleProblems } from '#shared/domain/plan-schedule.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createAuditRepository, type AuditActor } from '../audit/audit.repository.ts';
import { createBookingsRepository } from './bookings.repository.ts';
import { createDirectoryRepository } from './directory.repository.ts';
import { bookingRecord, planRecord, toServicePlan, wallTime } from './operations.mapper.ts';
import { invalidBody, requireCustomer, requireEmployees, requireSite, sameSet } from './operations-rules.ts';
import { producePlanVisits } from './plan-generator.ts';
import { createServicePlansRepository, type NewPlanRow, type PlanRow, type PlanStatus } from './service-plans.repository.ts';

/** The plan's fields as the contract parses them. */
export interface PlanFields {
  siteId: number;
  facilityType: string;
  squareFootage?: number | null | undefined;
  frequency: PlanFrequency;
  serviceDays: number[];
  startTime: string;
  visitMinutes: number;
  crewSize: number;
  addOns: string[];
  monthlyPriceCents: number;
  startsOn: string;
  endsOn?: string | null | undefined;
  notes?: string | null | undefined;
}

export type NewPlan = PlanFields & { customerId: number; crew: number[] };
export type PlanChanges = Partial<PlanFields> & { status?: PlanStatus | undefined };

/** What decides the visits: a change to any of these replaces the coming visits nobody touched. */
const SCHEDULE_FIELDS = [
  'siteId',
  'facilityType',
  'frequency',
  'serviceDays',
  'startTime',
  'visitMinutes',
  'startsOn',
  'endsOn',
  'status',
] as const;

export const PENDING_START_MESSAGE =
  'This plan was accepted online and waits for its start: confirm its start date and crew first (Confirm start).';

const sortedDays = (days: readonly number[]) => [...days].sort((a, b) => a - b);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The plan's columns from the fields (the time as a wall time, the days in order). */
function columns(fields: Partial<PlanFields>): Partial<NewPlanRow> {
  const row: Partial<NewPlanRow> = {};
  for (const [key, value] of Object.entries(fields) as Array<[keyof PlanFields, unknown]>) {
    if (value === undefined) continue;
    if (key === 'serviceDays') row.serviceDays = sortedDays(value as number[]);
    else (row as Record<string, unknown>)[key] = value;
  }
  return row;
}

/** Service plans for the admin: every change audited in its transaction, and the plan's visits produced with it. */
export function createServicePlansService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Today, and the holidays from today through the booking horizon: the days a plan's warnings look at. */
  function holidayWindow() {
    const today = companyDate(now());
    const days: IsoDate[] = [];
    for (let day = today; day <= addDays(today, BOOKING_HORIZON_DAYS); day = addDays(day, 1)) if (holidayOn(day)) days.push(day);
    return { today, days };
  }

  async function present(id: number, tx: Database = db): Promise<ServicePlan> {
    const plans = createServicePlansRepository(tx);
    const found = await plans.find(id);
    if (!found) throw notFound('Service plan');
    const { today, days } = holidayWindow();
    const visitDays = await plans.visitDaysAmong(days, id);
    return toServicePlan(found, (await plans.crewOf([id])).get(id) ?? [], today, visitDays.get(id) ?? []);
  }

  /**
   * After a schedule change: the plan's coming visits nobody touched are deleted (audited), then
   * produced again from the new schedule (none while the plan is paused or ended).
   */
  async function rebuildVisits(tx: Database, plan: PlanRow, actor: AuditActor, at: Date): Promise<void> {
    const bookings = createBookingsRepository(tx);
    const audit = createAuditRepository(tx);
    const stale = await bookings.lockUntouchedFutureVisits(plan.id, at);
    const crews = await bookings.crewOf(stale.map((b) => b.id));
    await bookings.deleteByIds(stale.map((b) => b.id));
    for (const booking of stale) {
      const crew = (crews.get(booking.id) ?? []).map((p) => p.id);
      await audit.record({ actor, entity: 'booking', entityId: booking.id, action: 'delete', before: bookingRecord(booking, crew) });
    }
    await producePlanVisits(tx, plan, actor, at);
  }

  return {
    async list(filter: { customerId?: number | undefined; status?: PlanStatus | undefined }): Promise<ServicePlan[]> {
      const plans = createServicePlansRepository(db);
      const rows = await plans.list(filter);
      const crews = await plans.crewOf(rows.map((r) => r.plan.id));
      const { today, days } = holidayWindow();
      const visitDays = await plans.visitDaysAmong(days);
      return rows.map((row) => toServicePlan(row, crews.get(row.plan.id) ?? [], today, visitDays.get(row.plan.id) ?? []));
    },

    get: (id: number) => present(id),

    /**
     * The customer's own plans (ended ones left out), with the rate their quote bills per cleaner-hour
     * while the plan is still priced as quoted: the same monthly price and frequency (decision 0042).
     * A price or frequency the admin set at the conversion or later was not worked out at that rate.
     */
    async ofCustomer(customerId: number): Promise<CustomerPlan[]> {
      const rows = await createServicePlansRepository(db).ofCustomer(customerId);
      return rows.map((row) => {
        const asQuoted = row.quotedMonthlyPriceCents === row.monthlyPriceCents && row.quotedFrequency === row.frequency;
        const rate = row.quotedRate === null || !asQuoted ? NaN : Number(row.quotedRate);
        return {
          id: row.id,
          siteName: row.siteName,
          status: row.status,
          monthlyPrice: row.monthlyPriceCents / 100,
          hourlyRate: Number.isFinite(rate) && rate > 0 ? rate : null,
        };
      });
    },

    async create(input: NewPlan, actorId: number): Promise<ServicePlan> {
      const actor = { userId: actorId };
      const id = await inTransaction(db, async (tx) => {
        const directory = createDirectoryRepository(tx);
        await requireCustomer(directory, input.customerId);
        await requireSite(directory, input.siteId, input.customerId);
        await requireEmployees(directory, input.crew, 'crew');
        const plans = createServicePlansRepository(tx);
        const { crew, customerId, ...fields } = input;
        const plan = await plans.insert({ ...(columns(fields) as NewPlanRow), customerId });
        await plans.replaceCrew(plan.id, crew);
        await createAuditRepository(tx).record({
          actor,
          entity: 'service_plan',
          entityId: plan.id,
          action: 'create',
          after: planRecord(plan, crew),
        });
        await producePlanVisits(tx, plan, actor, now());
        return plan.id;
      });
      return present(id);
    },

    async update(id: number, input: PlanChanges, actorId: number): Promise<ServicePlan> {
      const actor = { userId: actorId };
      await inTransaction(db, async (tx) => {
        const plans = createServicePlansRepository(tx);
        const before = await plans.lock(id);
        if (!before) throw notFound('Service plan');
        // A plan accepted online starts only by its confirmation (decision 0033), which e-mails the
        // customer; it may be ended (the client withdrew), not switched on or paused here.
        if (before.status === 'pending_start' && (input.status === 'active' || input.status === 'paused')) {
          throw new AppError('CONFLICT', PENDING_START_MESSAGE);
        }
        // A plan that never started has no days to bill: it ends without a last day (the invoice run skips it).
        if (before.status === 'pending_start' && input.status === 'ended' && input.endsOn) {
          throw invalidBody({ endsOn: 'This plan never started: end it without a last day (leave endsOn out)' });
        }
        const merged = {
          frequency: input.frequency ?? before.frequency,
          serviceDays: input.serviceDays ?? before.serviceDays,
          startsOn: input.startsOn ?? before.startsOn,
          endsOn: input.endsOn === undefined ? before.endsOn : input.endsOn,
        };
        const problems = planScheduleProblems(merged);
        if (Object.keys(problems).length > 0) throw invalidBody(problems);
        if (input.siteId !== undefined && input.siteId !== before.siteId) {
          await requireSite(createDirectoryRepository(tx), input.siteId, before.customerId);
        }

        const wanted = columns(input);
        const current: Record<string, unknown> = { ...before, startTime: wallTime(before.startTime) };
        const changes = Object.fromEntries(
          Object.entries(wanted).filter(([key, value]) => !same(current[key], value)),
        ) as Partial<NewPlanRow>;
        if (Object.keys(changes).length === 0) return;

        const after = await plans.update(id, changes);
        const crew = ((await plans.crewOf([id])).get(id) ?? []).map((p) => p.id);
        await createAuditRepository(tx).record({
          actor,
          entity: 'service_plan',
          entityId: id,
          action: 'update',
          before: planRecord(before, crew),
          after: planRecord(after, crew),
        });
        if (SCHEDULE_FIELDS.some((field) => field in changes)) await rebuildVisits(tx, after, actor, now());
      });
      return present(id);
    },

    /** The plan's default team; with `applyToFuture`, its coming visits nobody touched get the same team. */
    async setCrew(id: number, input: { employeeIds: number[]; applyToFuture: boolean }, actorId: number): Promise<ServicePlan> {
      const actor = { userId: actorId };
      await inTransaction(db, async (tx) => {
        const plans = createServicePlansRepository(tx);
        const plan = await plans.lock(id);
        if (!plan) throw notFound('Service plan');
        await requireEmployees(createDirectoryRepository(tx), input.employeeIds, 'employeeIds');
        const audit = createAuditRepository(tx);
        const before = ((await plans.crewOf([id])).get(id) ?? []).map((p) => p.id);
        if (!sameSet(before, input.employeeIds)) {
          await plans.replaceCrew(id, input.employeeIds);
          await audit.record({
            actor,
            entity: 'service_plan',
            entityId: id,
            action: 'assign',
            before: planRecord(plan, before),
            after: planRecord(plan, input.employeeIds),
          });
        }
        if (!input.applyToFuture) return;
        const bookings = createBookingsRepository(tx);
        const visits = await bookings.lockUntouchedFutureVisits(id, now());
        const crews = await bookings.crewOf(visits.map((b) => b.id));
        for (const visit of visits) {
          const had = (crews.get(visit.id) ?? []).map((p) => p.id);
          if (sameSet(had, input.employeeIds)) continue;
          // Not an edit by hand: the visit stays untouched, so a later plan change still updates it.
          await bookings.replaceCrew(visit.id, input.employeeIds, actorId);
          await audit.record({
            actor,
            entity: 'booking',
            entityId: visit.id,
            action: 'assign',
            before: bookingRecord(visit, had),
            after: bookingRecord(visit, input.employeeIds),
          });
        }
      });
      return present(id);
    },
  };
}
export type ServicePlansService = ReturnType<typeof createServicePlansService>;
