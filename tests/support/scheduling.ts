import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { bearer, insertUser, tokenFor } from './accounts.ts';

/**
 * The token of the newest confirmation link e-mailed to `email` (decision 0034), read from the
 * queued e-mail's link as the visitor would find it (the outbox keeps it until delivery).
 */
export async function confirmationToken(db: Database, email: string): Promise<string> {
  const [message] = await db
    .select({ payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.kind, 'booking-confirm-request'), eq(notifications.recipient, email)))
    .orderBy(desc(notifications.id))
    .limit(1);
  const url = new URL(String(message?.payload['url']));
  const token = url.searchParams.get('token');
  if (url.pathname !== '/scheduling/confirm' || !token) throw new Error(`No confirmation link was queued for ${email}`);
  return token;
}

/** Confirms the newest booking of `email` through its link: the 200 of POST /api/scheduling/confirm. */
export async function confirmBooking(app: FastifyInstance, db: Database, email: string) {
  const res = await app.inject({ method: 'POST', url: '/api/scheduling/confirm', payload: { token: await confirmationToken(db, email) } });
  if (res.statusCode !== 200) throw new Error(`Confirming ${email}'s booking answered ${res.statusCode}: ${res.body}`);
  return res.json() as { reference: string; bookingId: number; start: string; end: string; message: string };
}

/**
 * E-mail set up (an SMTP address nobody listens on): bookings are then confirmed from the e-mailed link
 * with 30-minute holds (decision 0034). Tests run no outbox worker, so nothing is sent; without it the
 * office confirms after calling and holds last until the visit (decision 0041).
 */
export const EMAIL_SET_UP = { SMTP_URL: 'smtp://127.0.0.1:9' } as const;

/** A new admin's bearer header: an admin booking on /scheduling may choose the visit's length (decision 0041). */
export async function adminBearer(app: FastifyInstance, db: Database): Promise<{ authorization: string }> {
  const admin = await insertUser(db, 'admin');
  return bearer(await tokenFor(app, admin.username));
}

/**
 * The per-e-mail and per-address booking limits and the caps on live office holds lifted, for tests
 * that book many times from 127.0.0.1 about something else.
 */
export const LIFTED_BOOKING_LIMITS = {
  BOOKINGS_UPCOMING_PER_EMAIL: '1000',
  BOOKINGS_PER_EMAIL_PER_DAY: '1000',
  BOOKINGS_PER_ADDRESS_PER_DAY: '1000',
  BOOKINGS_OFFICE_HOLDS_PER_ADDRESS: '1000',
  BOOKINGS_OFFICE_HOLDS_TOTAL: '1000',
} as const;
