import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents } from '#server/db/schema/calendar.ts';
import { addDays, companyDate, weekdayOf } from '#shared/domain/company-time.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { confirmBooking, LIFTED_BOOKING_LIMITS } from '#tests/support/scheduling.ts';

/**
 * A visit booked on the scheduling page stays on the appointment calendar when an admin moves it
 * (decision 0018): it may not land on another appointment or a connected calendar's busy time.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000', ...LIFTED_BOOKING_LIMITS });
  admin = await tokenFor(t.app, (await insertUser(t.database.db, 'admin')).username);
});
afterAll(() => t.close());

const today = companyDate(new Date());
const next = (weekday: number) => addDays(today, (weekday - weekdayOf(today) + 7) % 7 || 7);
const wednesday = next(3);

async function book(time: string, date = wednesday): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/scheduling/book',
    payload: {
      clientName: `Visitor ${time}`,
      clientEmail: 'visitor@example.test',
      clientPhone: '612-555-0100',
      serviceType: 'Office Cleaning',
      preferredDate: date,
      preferredTime: time,
      duration: 60,
      selectedHours: 1,
      location: '1 Main St, Minneapolis',
      calendarIntegration: 'none',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  // Only a confirmed visit can be moved (decision 0034): the visitor confirms from the e-mail first.
  await confirmBooking(t.app, t.database.db, 'visitor@example.test');
  // The booking's id is the admin's handle: find it by its time in the admin list.
  const list = await t.app.inject({ method: 'GET', url: `/api/admin/bookings?from=${date}&to=${date}`, headers: bearer(admin) });
  const found = (list.json() as Array<{ id: number; clientName: string | null; customer: unknown }>).find((b) =>
    JSON.stringify(b).includes(`Visitor ${time}`),
  );
  expect(found, `booking at ${time}`).toBeDefined();
  return found!.id;
}
const move = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/bookings/${id}`, headers: bearer(admin), payload });

describe('an admin moving a scheduling-page visit', () => {
  it('refuses a time another appointment takes (moved or lengthened onto it), and allows a free one', async () => {
    const nine = await book('09:00');
    await book('11:00');
    const ontoEleven = await move(nine, { startTime: '11:00' });
    expect(ontoEleven.statusCode).toBe(409);
    expect(ontoEleven.json().message).toBe('Another appointment from the scheduling page takes that time. Choose another time.');
    const overlapping = await move(nine, { startTime: '10:30' });
    expect(overlapping.statusCode).toBe(409);
    const longer = await move(nine, { durationMinutes: 150 });
    expect(longer.statusCode).toBe(409);

    const free = await move(nine, { startTime: '13:00' });
    expect(free.statusCode, free.body).toBe(200);
    // Its own old time does not block it: a longer visit from where it is now.
    expect((await move(nine, { durationMinutes: 120 })).statusCode).toBe(200);
  });

  it('refuses a busy time of a connected calendar', async () => {
    const thursday = next(4);
    const id = await book('08:00', thursday);
    // A busy hour at 3 PM Minnesota time that day (UTC-6 in winter, -5 in summer: read from Intl, not the code).
    const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${thursday}T12:00:00Z`))
      .find((p) => p.type === 'timeZoneName')!
      .value.replace('GMT', '');
    await t.database.db.insert(calendarEvents).values({
      source: 'google',
      uid: 'busy-1',
      title: 'Dentist',
      startAt: new Date(`${thursday}T15:00:00${offset}`),
      endAt: new Date(`${thursday}T16:00:00${offset}`),
    });
    const res = await move(id, { startTime: '15:00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The company calendar is busy at that time. Choose another time, or free it in the calendar and sync.');
    expect((await move(id, { startTime: '16:00' })).statusCode).toBe(200);
  });
});
