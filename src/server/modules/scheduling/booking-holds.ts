import { inTransaction, type Database } from '../../db/client.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { bookingRecord } from '../operations/operations.mapper.ts';
import { createBookingRequestsRepository } from './booking-requests.repository.ts';

/**
 * Cancels the pending bookings whose hold ran out by `at`, each with its audit row (decision 0034).
 * Safe on several instances at once: one UPDATE hands each row to one of them.
 */
export async function releaseExpiredHolds(tx: Database, at: Date): Promise<number> {
  const released = await createBookingRequestsRepository(tx).releaseExpired(at);
  const audit = createAuditRepository(tx);
  for (const booking of released) {
    await audit.record({
      actor: { system: 'scheduling-page' },
      entity: 'booking',
      entityId: booking.id,
      action: 'cancel',
      after: bookingRecord(booking, []),
    });
  }
  return released.length;
}

/** The minutely sweep's round (`jobs/background-jobs.ts`): the admin's Bookings then show an unconfirmed visit as cancelled, with why. */
export function sweepExpiredHolds(db: Database, now: Date): Promise<number> {
  return inTransaction(db, (tx) => releaseExpiredHolds(tx, now));
}
