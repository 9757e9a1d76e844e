import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Database } from '../../db/client.ts';
import { createRepeatingJob, type RepeatingJob } from '../../jobs/repeating-job.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { bookingRecord } from '../operations/operations.mapper.ts';
import { createBookingRequestsRepository } from './booking-requests.repository.ts';

/** How often each instance records the holds that ran out (their slots were free already). */
const SWEEP_EVERY_MS = 60_000;

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

/** The repeating sweep: the admin's Bookings then show an unconfirmed visit as cancelled, with why. */
export function createHoldSweep(deps: { db: Database; log: FastifyBaseLogger; now?: () => Date }): RepeatingJob {
  const now = deps.now ?? (() => new Date());
  return createRepeatingJob({
    name: 'booking hold sweep',
    everyMs: SWEEP_EVERY_MS,
    log: deps.log,
    run: () => inTransaction(deps.db, (tx) => releaseExpiredHolds(tx, now())),
  });
}
