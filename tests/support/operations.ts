import { inTransaction, type Database } from '#server/db/client.ts';
import { sites } from '#server/db/schema/customers.ts';
import { bookingAssignments, bookings, servicePlans } from '#server/db/schema/operations.ts';
import { timeEntries } from '#server/db/schema/time.ts';
import { weekStart, companyDate } from '#shared/domain/company-time.ts';
import { producePlanVisits } from '#server/modules/operations/plan-generator.ts';
import { createServicePlansRepository } from '#server/modules/operations/service-plans.repository.ts';

/**
 * Rows of the operations model made directly in the database, for tests (and the bench seed) that
 * need a world to act in. Each takes what it must know and defaults the rest to a plausible office.
 */
export async function insertSite(db: Database, customerId: number, overrides: Partial<typeof sites.$inferInsert> = {}) {
  const [row] = await db
    .insert(sites)
    .values({
      customerId,
      name: 'Main office',
      address: '7001 France Ave S, Edina, MN 55435',
      latitude: 44.8766,
      longitude: -93.3301,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertPlan(
  db: Database,
  customerId: number,
  siteId: number,
  overrides: Partial<typeof servicePlans.$inferInsert> = {},
) {
  const [row] = await db
    .insert(servicePlans)
    .values({
      customerId,
      siteId,
      facilityType: 'office',
      squareFootage: 10_000,
      frequency: 'Weekly',
      serviceDays: [1],
      startTime: '18:00',
      visitMinutes: 120,
      monthlyPriceCents: 64_700,
      startsOn: '2026-12-07',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A one-off booking (no plan) unless the overrides say otherwise; `crew` are assigned to it. */
export async function insertBooking(
  db: Database,
  customerId: number,
  siteId: number,
  overrides: Partial<typeof bookings.$inferInsert> = {},
  crew: number[] = [],
) {
  const [row] = await db
    .insert(bookings)
    .values({
      customerId,
      siteId,
      source: 'admin',
      serviceType: 'Office cleaning',
      scheduledStart: new Date('2026-12-08T00:00:00Z'),
      durationMinutes: 120,
      location: '7001 France Ave S, Edina, MN 55435',
      priceCents: 25_000,
      ...overrides,
    })
    .returning();
  if (crew.length > 0) await db.insert(bookingAssignments).values(crew.map((employeeId) => ({ bookingId: row!.id, employeeId })));
  return row!;
}

/** A closed time entry of `minutes` from `clockIn`, filed in its Minnesota week. */
export async function insertEntry(
  db: Database,
  employeeId: number,
  clockIn: Date,
  minutes: number,
  overrides: Partial<typeof timeEntries.$inferInsert> = {},
) {
  const [row] = await db
    .insert(timeEntries)
    .values({
      employeeId,
      source: 'manual',
      clockIn,
      clockOut: new Date(clockIn.getTime() + minutes * 60_000),
      workedMinutes: minutes,
      weekStart: weekStart(companyDate(clockIn)),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Produces one plan's visits as the generator would at `now`, leaving every other plan alone. */
export function produceAt(db: Database, planId: number, now: Date) {
  return inTransaction(db, async (tx) => {
    const plan = await createServicePlansRepository(tx).lock(planId);
    return producePlanVisits(tx, plan!, { system: 'plan-generator' }, now);
  });
}
