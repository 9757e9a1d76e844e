import type { FastifyBaseLogger } from 'fastify';
import { addDays, companyDate, zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import { BOOKING_HORIZON_DAYS } from '#shared/domain/operations.ts';
import { planOccurrences } from '#shared/domain/plan-schedule.ts';
import { facilityTypeLabels, type FacilityType } from '#shared/domain/quote.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { createAuditRepository, type AuditActor } from '../audit/audit.repository.ts';
import { createSelfServiceRepository } from '../self-service/self-service.repository.ts';
import { createBookingsRepository, type BookingRow, type NewBookingRow } from './bookings.repository.ts';
import { createDirectoryRepository } from './directory.repository.ts';
import { bookingRecord, wallTime } from './operations.mapper.ts';
import { createServicePlansRepository, type PlanRow } from './service-plans.repository.ts';

/** Who the audit trail names for visits the daily run produces. */
export const PLAN_GENERATOR_ACTOR: AuditActor = { system: 'plan-generator' };

/** The last Minnesota day visits are produced for, seen from `now` (today + BOOKING_HORIZON_DAYS). */
export function horizonEnd(now: Date): IsoDate {
  return addDays(companyDate(now), BOOKING_HORIZON_DAYS);
}

/** What a plan visit is called on the booking ("Office Building cleaning"). */
export function planServiceType(facilityType: string): string {
  const label = facilityTypeLabels[facilityType as FacilityType] as string | undefined;
  return `${label ?? 'Commercial'} cleaning`;
}

/**
 * Produces the visits of one plan from today through the horizon, in the caller's transaction,
 * with the plan row already locked by the caller (`lock`): each occurrence day once (insert on
 * conflict do nothing on (plan, occurrence), so a cancelled or moved visit is never produced
 * again), leaving out the days the site is closed (decision 0049), at the plan's Minnesota wall time on that day (6 PM stays 6 PM across daylight saving),
 * never one that has already started. The plan's active crew is copied onto each new visit, each
 * is audited, and `generated_through` records how far the plan is done. Answers the new visits.
 */
export async function producePlanVisits(tx: Database, plan: PlanRow, actor: AuditActor, now: Date): Promise<BookingRow[]> {
  if (plan.status !== 'active') return [];
  const plans = createServicePlansRepository(tx);
  const bookings = createBookingsRepository(tx);
  const directory = createDirectoryRepository(tx);
  const audit = createAuditRepository(tx);

  const today = companyDate(now);
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  const last = plan.endsOn && plan.endsOn < horizon ? plan.endsOn : horizon;
  const site = await directory.findSite(plan.siteId);
  const planCrew = (await plans.crewOf([plan.id])).get(plan.id) ?? [];
  const active = await directory.activeEmployeesAmong(planCrew.map((p) => p.id));
  const crew = planCrew.map((p) => p.id).filter((id) => active.has(id));

  // Days the customer closed the site (decision 0049) produce no visit.
  const closures = await createSelfServiceRepository(tx).closuresOf(plan.siteId, today, last);
  const closed = (day: IsoDate) => closures.some((c) => c.startsOn <= day && day <= c.endsOn);

  const time = wallTime(plan.startTime);
  const visits: NewBookingRow[] = [];
  for (const day of planOccurrences(plan, today, last)) {
    if (closed(day)) continue;
    const start = zonedInstant(day, time);
    if (start.getTime() < now.getTime()) continue;
    visits.push({
      customerId: plan.customerId,
      siteId: plan.siteId,
      servicePlanId: plan.id,
      planOccurrence: day,
      source: 'plan',
      serviceType: planServiceType(plan.facilityType),
      scheduledStart: start,
      durationMinutes: plan.visitMinutes,
      location: site?.address ?? '',
    });
  }
  const created = await bookings.insertPlanVisits(visits);
  await bookings.assign(created.flatMap((b) => crew.map((employeeId) => ({ bookingId: b.id, employeeId, assignedBy: null }))));
  await audit.recordMany(
    created.map((booking) => ({
      actor,
      entity: 'booking' as const,
      entityId: booking.id,
      action: 'create',
      after: bookingRecord(booking, crew),
    })),
  );
  if (plan.generatedThrough !== last) await plans.setGeneratedThrough(plan.id, last);
  return created;
}

export interface PlanGeneratorRun {
  /** True when another instance was running the generator: this run did nothing. */
  skipped: boolean;
  plans: number;
  created: number;
}

export interface PlanGenerator {
  /** The daily round: the active plans not yet produced through the horizon; skipped while another run holds the lock. */
  runOnce(now?: Date): Promise<PlanGeneratorRun>;
  /** Every active plan now, after any run in progress (an admin's "generate now"). Answers how many visits were added. */
  generateAll(actor: AuditActor, now?: Date): Promise<number>;
}

/**
 * The plan generator. The hourly job (`jobs/background-jobs.ts`, one instance at a time, decision 0050)
 * calls `runOnce`; only plans whose `generated_through` is behind today's horizon are visited, so the
 * work happens once a day, the first tick after Minnesota midnight, whichever instance gets there. The
 * generator's own transaction-scoped lock keeps a round and an admin's "generate now" apart (the latter
 * waits, the former skips). Each plan runs in a savepoint with its row locked: one plan that fails is
 * logged and the others go on.
 */
export function createPlanGenerator(deps: { db: Database; log: FastifyBaseLogger }): PlanGenerator {
  async function runPlans(tx: Database, ids: readonly number[], actor: AuditActor, now: Date): Promise<number> {
    let created = 0;
    for (const id of ids) {
      try {
        created += await inTransaction(tx, async (savepoint) => {
          const plan = await createServicePlansRepository(savepoint).lock(id);
          return plan ? (await producePlanVisits(savepoint, plan, actor, now)).length : 0;
        });
      } catch (error) {
        deps.log.error({ err: error, servicePlanId: id }, 'plan visits not produced');
      }
    }
    if (created > 0) deps.log.info({ plans: ids.length, created }, 'plan visits produced');
    return created;
  }

  async function runOnce(now = new Date()): Promise<PlanGeneratorRun> {
    return inTransaction(deps.db, async (tx) => {
      const plans = createServicePlansRepository(tx);
      if (!(await plans.tryGeneratorLock())) return { skipped: true, plans: 0, created: 0 };
      const ids = await plans.activeIds({ dueThrough: horizonEnd(now) });
      return { skipped: false, plans: ids.length, created: await runPlans(tx, ids, PLAN_GENERATOR_ACTOR, now) };
    });
  }

  async function generateAll(actor: AuditActor, now = new Date()): Promise<number> {
    return inTransaction(deps.db, async (tx) => {
      const plans = createServicePlansRepository(tx);
      await plans.waitForGeneratorLock();
      return runPlans(tx, await plans.activeIds(), actor, now);
    });
  }

  return { runOnce, generateAll };
}
