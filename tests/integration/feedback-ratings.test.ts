import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { visitRatings } from '#server/db/schema/feedback.ts';
import { bookingAssignments } from '#server/db/schema/operations.ts';
import { createFeedbackRepository, meanOf } from '#server/modules/feedback/feedback.repository.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';
import { insertUser } from '#tests/support/accounts.ts';
import { insertBooking, insertSite } from '#tests/support/operations.ts';

// The read the admin dashboard will show its ratings from (spec: top employees' rating, the
// Analytics tab's average rating): customers' ratings are the only source. An employee's ratings
// are those of the visits they are assigned to; the average is of every rating.
let database: DatabaseHandle;
const people: Record<string, number> = {};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('ratings for the admin dashboard', () => {
  it('has nothing to say before the first rating', async () => {
    const feedback = createFeedbackRepository(database.db);
    expect(await feedback.ratingSummary()).toEqual({ ratings: 0, ratingSum: 0, average: null });
    expect(await feedback.ratingsByEmployee()).toEqual([]);
  });

  it('gives each employee the ratings of the visits they were assigned to, and the average of all', async () => {
    const db = database.db;
    const customer = await insertUser(db, 'customer', { username: 'rt-customer' });
    const other = await insertUser(db, 'customer', { username: 'rt-other' });
    for (const [name, first, last] of [
      ['ana', 'Ana', 'Ruiz'],
      ['ben', 'Ben', 'Olson'],
      ['cy', 'Cy', 'Tran'],
    ] as const) {
      people[name] = (await insertUser(db, 'employee', { username: `rt-${name}`, firstName: first, lastName: last })).id;
    }
    const site = await insertSite(db, customer.id);
    const otherSite = await insertSite(db, other.id);
    const visit = async (customerId: number, siteId: number, crew: number[], rating: number | null) => {
      const booking = await insertBooking(db, customerId, siteId, { status: 'completed', completedAt: new Date() }, crew);
      if (rating !== null) await db.insert(visitRatings).values({ bookingId: booking.id, customerId, rating });
      return booking.id;
    };
    // Ana: 5 and 3 (sum 8, 2 ratings, 4.00). Ben: 5, 4 and 4 (sum 13, 3 ratings, 4.33). Cy: none rated.
    await visit(customer.id, site.id, [people['ana']!, people['ben']!], 5);
    await visit(customer.id, site.id, [people['ana']!], 3);
    await visit(other.id, otherSite.id, [people['ben']!], 4);
    const changed = await visit(customer.id, site.id, [people['ben']!], 1);
    await visit(customer.id, site.id, [people['cy']!], null);
    // A rated visit nobody was assigned to counts in the average only.
    await visit(other.id, otherSite.id, [], 2);
    // The latest rating counts: the 1 became a 4 (the upsert of PUT .../rating).
    await createFeedbackRepository(db).upsertRating({
      bookingId: changed,
      customerId: customer.id,
      rating: 4,
      comment: 'Better on a second look',
    });

    const feedback = createFeedbackRepository(db);
    expect(await feedback.ratingsByEmployee()).toEqual([
      { employeeId: people['ben'], username: 'rt-ben', firstName: 'Ben', lastName: 'Olson', ratings: 3, ratingSum: 13, average: 4.33 },
      { employeeId: people['ana'], username: 'rt-ana', firstName: 'Ana', lastName: 'Ruiz', ratings: 2, ratingSum: 8, average: 4 },
    ]);
    // 5 + 3 + 4 + 4 + 2 = 18 over 5 ratings.
    expect(await feedback.ratingSummary()).toEqual({ ratings: 5, ratingSum: 18, average: 3.6 });

    // Taken off the team, Ana no longer carries that visit's rating.
    const [first] = await db.select().from(visitRatings).where(eq(visitRatings.rating, 5));
    await db
      .delete(bookingAssignments)
      .where(and(eq(bookingAssignments.bookingId, first!.bookingId), eq(bookingAssignments.employeeId, people['ana']!)));
    const after = await feedback.ratingsByEmployee();
    expect(after.find((r) => r.employeeId === people['ana'])).toMatchObject({ ratings: 1, ratingSum: 3, average: 3 });
  });

  it('rounds means to two decimals', () => {
    expect(meanOf(10, 3)).toBe(3.33);
    expect(meanOf(14, 3)).toBe(4.67);
    expect(meanOf(5, 1)).toBe(5);
  });
});
