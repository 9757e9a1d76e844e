import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/operations.ts';
import { leads } from '#server/db/schema/sales.ts';
import { defaultPricing } from '#server/modules/quote/pricing/default-pricing.ts';
import { computeBreakdown } from '#server/modules/quote/pricing/pricing-engine.ts';
import { quoteRequestSchema } from '#shared/contracts/quote/quotes.ts';
import type { LeadStatus } from '#shared/contracts/quote/leads.ts';
import { addDays, companyDate, type IsoDate } from '#shared/domain/company-time.ts';
import { facilityTypes } from '#shared/domain/quote.ts';
import { hoursOn, minutesOf, SCHEDULING_HORIZON_DAYS, timeOf } from '#shared/domain/scheduling.ts';
import { companyClock, insertBatches, minutesAfter } from './bulk-writes.ts';
import { CITIES, COMPANY_KINDS, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, STREETS } from './operations-fixture-data.ts';
import { generator, type Random } from './seeded-random.ts';

/**
 * The CRM and the scheduling page's world (issue 14's bench): 10,000 leads over the last year from
 * every source (the quote forms' with their computed quotes, as stored), in every status, with
 * arrival pages (city pages among them) and follow-up days around today; and the appointment
 * calendar's bookings from a year ago to the end of the 90-day horizon, on the hour in company
 * hours, 1 or 2 hours long, nearly half of each day's hours taken (some cancelled). Written straight into the embedded
 * database before the server opens it; deterministic (a seeded generator).
 */
export interface CrmWorld {
  seconds: number;
  leads: number;
  bookings: number;
}

const ARRIVAL_PAGES = [
  '/cities/minneapolis',
  '/cities/st-paul',
  '/cities/edina',
  '/cities/bloomington',
  '/cities/maplewood',
  '/',
  '/services',
  '/quote-calculator',
  '/blog/day-porter-services-guide',
  null,
  null,
] as const;
/** More leads early in the pipeline than late; a year's worth decided. */
const STATUS_MIX: readonly LeadStatus[] = [
  ...Array<LeadStatus>(6).fill('new'),
  ...Array<LeadStatus>(3).fill('contacted'),
  ...Array<LeadStatus>(2).fill('qualified'),
  ...Array<LeadStatus>(2).fill('proposal'),
  'negotiation',
  ...Array<LeadStatus>(3).fill('won'),
  ...Array<LeadStatus>(3).fill('lost'),
];
const SOURCES = ['calculator', 'calculator', 'calculator', 'instant-quote', 'window-quote', 'manual', 'scheduling'] as const;

function leadRows(r: Random, count: number, today: IsoDate, at: ReturnType<typeof companyClock>) {
  const rows: Array<typeof leads.$inferInsert> = [];
  const yearAgo = addDays(today, -365);
  for (let n = 0; n < count; n++) {
    const day = addDays(yearAgo, Math.floor((n * 365) / count));
    const created = at(day, `${String(r.int(7, 21)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`);
    const source = r.pick(SOURCES);
    const status = r.pick(STATUS_MIX);
    const firstName = r.pick(FIRST_NAMES);
    const lastName = r.pick(LAST_NAMES);
    const companyName = `${r.pick(COMPANY_WORDS)} ${r.pick(COMPANY_KINDS)}`;
    const email = `${firstName.toLowerCase().replace(/\W/g, '')}.${n}@bench.example`;
    const phone = `(${r.pick(['612', '651', '763', '952'])}) 555-${String(n % 10_000).padStart(4, '0')}`;
    const address = `${r.int(100, 9900)} ${r.pick(STREETS)}, ${r.pick(CITIES).name}, MN`;
    const priced = source === 'calculator' || source === 'instant-quote';
    const request = quoteRequestSchema.parse({
      source: source === 'instant-quote' ? 'instant-quote' : 'calculator',
      companyName,
      firstName,
      lastName,
      email,
      phone,
      facilityType: r.pick(facilityTypes),
      squareFootage: 1_000 * r.int(2, 60),
      frequency: r.pick(['Weekly', 'Bi-weekly', 'Daily-5', 'Monthly', 'One-time'] as const),
      address,
    });
    const result = priced ? computeBreakdown(request, defaultPricing) : null;
    const open = status !== 'won' && status !== 'lost';
    rows.push({
      id: `${(n + 1).toString(16).padStart(8, '0')}-0000-4000-8000-${(n + 1).toString(16).padStart(12, '0')}`,
      reference: `TP-${day.slice(0, 4)}-${String(n + 1).padStart(5, '0')}`,
      source,
      status,
      lostReason: status === 'lost' ? 'Chose another company' : null,
      priority: r.pick(['high', 'medium', 'low', 'very-low'] as const),
      leadScore: r.int(20, 95),
      estimatedPriceCents: result ? Math.round(result.totalMonthlyCost * 100) : source === 'manual' ? 500 * r.int(40, 1_200) : 0,
      // Open leads: a follow-up from a fortnight ago to a fortnight ahead (some due); decided ones where they stopped.
      nextFollowUpDate: open ? addDays(today, r.int(-14, 14)) : addDays(day, 2),
      companyName,
      firstName,
      lastName,
      email,
      phone,
      facilityType: priced ? request.facilityType : null,
      squareFootage: priced ? request.squareFootage : null,
      frequency: priced ? request.frequency : null,
      address,
      request: request as never,
      result,
      requestHash: createHash('sha256').update(JSON.stringify(request)).digest('hex'),
      arrivalPage: r.pick(ARRIVAL_PAGES),
      createdAt: created,
      updatedAt: created,
      lastTouchedAt: created,
    });
  }
  return rows;
}

/** On each open day, visits on the hour: a 1 or 2 hour visit starts at two in five of the free hours. */
function bookingRows(r: Random, from: IsoDate, to: IsoDate, today: IsoDate, at: ReturnType<typeof companyClock>) {
  const rows: Array<typeof bookings.$inferInsert> = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const hours = hoursOn(day);
    if (!hours) continue;
    const close = minutesOf(hours.close);
    for (let start = minutesOf(hours.open); start + 60 <= close; start += 60) {
      if (!r.chance(0.4)) continue;
      const duration = start + 120 <= close && r.chance(0.3) ? 120 : 60;
      const scheduledStart = at(day, timeOf(start));
      const status = r.chance(0.08) ? 'cancelled' : day < today ? 'completed' : 'confirmed';
      const name = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
      rows.push({
        source: 'scheduling',
        clientName: name,
        clientEmail: `visit${rows.length}@bench.example`,
        clientPhone: `(612) 555-${String(rows.length % 10_000).padStart(4, '0')}`,
        serviceType: 'Office cleaning walk-through',
        scheduledStart,
        durationMinutes: duration,
        status,
        location: `${r.int(100, 9900)} ${r.pick(STREETS)}, ${r.pick(CITIES).name}, MN`,
        notes: '',
        completedAt: status === 'completed' ? minutesAfter(scheduledStart, duration) : null,
        cancelledAt: status === 'cancelled' ? minutesAfter(scheduledStart, -1440) : null,
        cancelReason: status === 'cancelled' ? 'Visitor called to cancel' : null,
      });
      start += duration - 60;
    }
  }
  return rows;
}

export async function seedCrmWorld(dataDir: string, options: { leads?: number; now?: Date } = {}): Promise<CrmWorld> {
  const r = generator(20_261_214);
  const at = companyClock();
  const today = companyDate(options.now ?? new Date());
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const started = performance.now();
  try {
    const db = database.db;
    const leadList = leadRows(r, options.leads ?? 10_000, today, at);
    await insertBatches(db, leads, leadList, 250);
    const bookingList = bookingRows(r, addDays(today, -365), addDays(today, SCHEDULING_HORIZON_DAYS), today, at);
    await insertBatches(db, bookings, bookingList, 500);
    for (const table of ['leads', 'bookings']) await db.execute(sql.raw(`analyze ${table}`));
    return { seconds: (performance.now() - started) / 1000, leads: leadList.length, bookings: bookingList.length };
  } finally {
    await database.close();
  }
}
