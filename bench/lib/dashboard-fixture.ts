import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema/contact.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { addDays, companyDate } from '#shared/domain/company-time.ts';
import { companyClock, insertBatches } from './bulk-writes.ts';
import { FIRST_NAMES, LAST_NAMES } from './operations-fixture-data.ts';
import { generator } from './seeded-random.ts';

const TOPICS = ['quote', 'service', 'service', 'other'] as const;

/**
 * The dashboard's world on top of a year of operations and the CRM's 10,000 leads (issue 15's bench):
 * 2,000 contact messages over the last year and 200 notifications given up on. Deterministic.
 */
export async function seedDashboardExtras(dataDir: string, options: { contacts?: number; failed?: number; now?: Date } = {}) {
  const r = generator(20_261_118);
  const at = companyClock();
  const today = companyDate(options.now ?? new Date());
  const contacts = options.contacts ?? 2_000;
  const failed = options.failed ?? 200;
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const started = performance.now();
  try {
    const db = database.db;
    const messages = Array.from({ length: contacts }, (_, n) => {
      const firstName = r.pick(FIRST_NAMES);
      const lastName = r.pick(LAST_NAMES);
      const day = addDays(today, -Math.floor(((contacts - n) * 365) / contacts));
      return {
        name: `${firstName} ${lastName}`,
        email: `contact${n}@bench.example`,
        phone: `(612) 555-${String(n % 10_000).padStart(4, '0')}`,
        company: r.chance(0.6) ? `${lastName} & Co` : null,
        topic: r.pick(TOPICS),
        message: 'Could you tell me more about your office cleaning schedule and prices?',
        createdAt: at(day, `${String(r.int(8, 17)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`),
      };
    });
    await insertBatches(db, contactMessages, messages, 500);
    const given = Array.from({ length: failed }, (_, n) => ({
      channel: (['email', 'sms', 'telegram'] as const)[n % 3]!,
      recipient: `office${n}@bench.example`,
      kind: 'new-lead',
      payload: {},
      status: 'failed' as const,
      attempts: 5,
      lastError: 'connection refused',
    }));
    await insertBatches(db, notifications, given, 200);
    for (const table of ['contact_messages', 'notifications', 'users', 'invoices', 'bookings', 'leads', 'time_entries']) {
      await db.execute(sql.raw(`analyze ${table}`));
    }
    return { seconds: (performance.now() - started) / 1000, contacts, failed };
  } finally {
    await database.close();
  }
}
