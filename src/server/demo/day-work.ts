import { addDays, companyDate, weekdayOf, weekStart, zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import { distanceMeters, formatLatLng, type LatLng } from '#shared/domain/geo.ts';
import { FAR_PUNCH_METERS } from '#shared/domain/operations.ts';
import { ratingRecord } from '../modules/feedback/feedback.service.ts';
import { bookingRecord } from '../modules/operations/operations.mapper.ts';
import { toMileageLog, toTimeEntry } from '../modules/time/time.mapper.ts';
import type { MileageLogRow, TimeEntryRow } from '../modules/time/time.repository.ts';
import { partRandom, type DemoContext } from './demo-context.ts';
import { pointNear } from './places.ts';
import type { Random } from './random.ts';
import { createVisitSettlingRepository, type NewAuditRow, type VisitToSettle } from './visit-settling.repository.ts';

/**
 * The crews' work on record (decision 0044): each morning the office marks the day before's visits
 * done (a few are missed and stay open); each crew member's punches near the site (a few far away,
 * which the timesheet flags), a forgotten punch entered by hand, drives in drive mode before the
 * first visit, and the ratings customers leave. Written in bulk every Monday and on the first of the
 * month (before the invoice run), each row with the audit event its service would have written, at
 * the moment the service would have written it.
 */

const MINUTE = 60_000;
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);
const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Spotless, thank you!',
    'Great job on the restrooms.',
    'Very thorough crew.',
    'Floors looked great this week.',
    'The lobby glass shines.',
  ],
  4: ['Good work overall.', 'Nice job; the break room sink needed another wipe.', 'On time and tidy.'],
  3: ['Trash in the back office was missed.', 'Kitchen could have been wiped down better.'],
  2: ['Restrooms were not restocked.', 'Vacuuming was skipped in the conference room.'],
  1: ['Nobody seemed to come this week.'],
};
const NOTES = ['Restocked supplies', 'Extra time on the entry mats', 'Locked up, alarm set', 'Spot-cleaned the carpet by reception'];

interface DayState {
  odometers: Map<number, number>;
}

export function planDayWork(ctx: DemoContext): void {
  const r = partRandom(ctx.seed, 'day-work');
  const state: DayState = { odometers: new Map() };
  let from = ctx.firstDay;
  for (let day = addDays(ctx.firstDay, 1); day <= ctx.today; day = addDays(day, 1)) {
    if (weekdayOf(day) !== 1 && !day.endsWith('-01')) continue;
    const at = ctx.storyMoment(day, '07:30');
    if (at.getTime() > ctx.now.getTime()) break;
    const [first, last] = [from, day];
    ctx.story.at(at, () => settleDays(ctx, r, state, first, last), 'day');
    from = day;
  }
  // Up to now: the work of the days since, before today (today's visits are still to come or under way).
  // Yesterday's visits are marked done only once the office is in (7:30); their punches are there already.
  const last = from;
  if (last < ctx.today) ctx.story.at(ctx.now, () => settleDays(ctx, r, state, last, ctx.today), 'day');
}

/** The visits of the days from `from` up to (not including) `to`, settled as the office and the crews did each day. */
async function settleDays(ctx: DemoContext, r: Random, state: DayState, from: IsoDate, to: IsoDate): Promise<void> {
  const repo = createVisitSettlingRepository(ctx.db);
  const visits = await repo.confirmedVisits(zonedInstant(from), zonedInstant(to));
  const now = ctx.story.now().getTime();
  // Late last night's visit may still be under way: only the finished ones are on record.
  const finished = (v: VisitToSettle) => v.booking.scheduledStart.getTime() + (v.booking.durationMinutes + 20) * MINUTE < now;
  const done = visits.filter((v) => !r.chance(0.004) && finished(v));
  const crews = new Map(done.map((v) => [v.booking.id, v.crew]));
  // Marked done the morning after, at the office's first coffee.
  const markedAt = (v: VisitToSettle) => ctx.storyMoment(addDays(companyDate(v.booking.scheduledStart), 1), '07:30');
  const completed = await repo.complete(
    done.filter((v) => markedAt(v).getTime() <= now).map((v) => ({ id: v.booking.id, at: markedAt(v) })),
  );
  const audits: NewAuditRow[] = [];
  const admin = ctx.staff.adminId;
  for (const after of completed) {
    const before = done.find((v) => v.booking.id === after.id)!.booking;
    const crew = crews.get(after.id) ?? [];
    audits.push(
      auditRow(
        { userId: admin },
        'booking',
        after.id,
        'complete',
        after.completedAt!,
        bookingRecord(before, crew),
        bookingRecord(after, crew),
      ),
    );
  }

  const entries = done.flatMap((v) => (v.site ? v.crew.map((employeeId) => punch(r, v, employeeId, v.site!, markedAt(v), admin)) : []));
  const stored = await repo.insertEntries(entries.map((e) => e.row));
  stored.forEach((row, i) => audits.push(...entries[i]!.audits(row)));

  const trips = [...groupByDay(done).values()].flatMap((day) => drives(r, state, ctx, day));
  const storedTrips = await repo.insertTrips(trips);
  for (const trip of storedTrips) audits.push(...tripAudits(trip));

  const rated = completed.filter((b) => b.customerId !== null && r.chance(b.customerId === demoCustomerId(ctx) ? 0.5 : 0.22));
  const ratings = await repo.insertRatings(
    rated.map((b) => rating(r, b.customerId!, b.id, plus(b.scheduledStart, b.durationMinutes + r.int(120, 2_400)))),
  );
  for (const row of ratings)
    audits.push(auditRow({ userId: row.customerId }, 'visit_rating', row.bookingId, 'create', row.createdAt, null, ratingRecord(row)));
  await repo.insertAudits(audits);

  // Now and then a customer reports a problem with a visit (through the real service), resolved within days.
  for (const b of completed)
    if (b.customerId !== null && r.chance(0.004)) planProblem(ctx, r, b.id, b.customerId, companyDate(b.scheduledStart));
}

function groupByDay(visits: readonly VisitToSettle[]): Map<IsoDate, VisitToSettle[]> {
  const days = new Map<IsoDate, VisitToSettle[]>();
  for (const v of visits) {
    const day = companyDate(v.booking.scheduledStart);
    days.set(day, [...(days.get(day) ?? []), v]);
  }
  return days;
}

const demoCustomerId = (ctx: DemoContext) => ctx.customers[0]?.customerId;

function auditRow(
  actor: { userId: number },
  entity: NewAuditRow['entity'],
  id: number,
  action: string,
  at: Date,
  before: unknown,
  after: unknown,
): NewAuditRow {
  return {
    actorId: actor.userId,
    actor: 'user',
    entity,
    entityId: String(id),
    action,
    before: before ?? null,
    after: after ?? null,
    occurredAt: at,
  };
}

/** One crew member's time on a visit: clocked in and out near the site (2% far), else entered by hand or by the office. */
function punch(r: Random, v: VisitToSettle, employeeId: number, site: LatLng, settledAt: Date, admin: number) {
  const start = v.booking.scheduledStart;
  const clockIn = plus(start, r.int(-5, 5));
  const clockOut = plus(start, v.booking.durationMinutes + r.int(-12, 8));
  const workedMinutes = Math.round((clockOut.getTime() - clockIn.getTime()) / MINUTE);
  const base = {
    employeeId,
    bookingId: v.booking.id,
    clockIn,
    clockOut,
    workedMinutes,
    description: r.chance(0.1) ? r.pick(NOTES) : '',
    weekStart: weekStart(companyDate(clockIn)),
  };
  const roll = r.next();
  if (roll < 0.88) {
    const far = r.chance(0.02);
    const inAt = pointNear(r, site, far ? r.int(FAR_PUNCH_METERS + 60, 950) : r.int(4, 110));
    const outAt = pointNear(r, site, r.int(4, 110));
    const row = {
      ...base,
      source: 'clock' as const,
      inLat: inAt.lat,
      inLng: inAt.lng,
      inAddress: formatLatLng(inAt),
      inDistanceM: Math.round(distanceMeters(inAt, site)),
      outLat: outAt.lat,
      outLng: outAt.lng,
      outAddress: formatLatLng(outAt),
      outDistanceM: Math.round(distanceMeters(outAt, site)),
      farFromSite: far,
      createdAt: clockIn,
      updatedAt: clockOut,
    };
    return {
      row,
      audits: (stored: TimeEntryRow) => {
        const open = { ...stored, clockOut: null, workedMinutes: null, outLat: null, outLng: null, outAddress: null, outDistanceM: null };
        return [
          auditRow({ userId: employeeId }, 'time_entry', stored.id, 'clock-in', clockIn, null, toTimeEntry(open)),
          auditRow({ userId: employeeId }, 'time_entry', stored.id, 'clock-out', clockOut, toTimeEntry(open), toTimeEntry(stored)),
        ];
      },
    };
  }
  // A punch forgotten: the employee enters the time the next day, or the office does.
  const byOffice = roll > 0.97;
  const enteredAt = byOffice ? settledAt : new Date(Math.min(settledAt.getTime(), plus(clockOut, r.int(30, 600)).getTime()));
  const row = {
    ...base,
    source: byOffice ? ('admin' as const) : ('manual' as const),
    description: byOffice ? 'Entered by the office: forgot to clock in' : 'Forgot to clock in',
    createdAt: enteredAt,
    updatedAt: enteredAt,
  };
  return {
    row,
    audits: (stored: TimeEntryRow) => [
      auditRow({ userId: byOffice ? admin : employeeId }, 'time_entry', stored.id, 'create', enteredAt, null, toTimeEntry(stored)),
    ],
  };
}

/** A drive in drive mode before some people's first visit of the day, from home to the site. */
function drives(r: Random, state: DayState, ctx: DemoContext, visits: readonly VisitToSettle[]) {
  const first = new Map<number, VisitToSettle>();
  for (const v of visits) for (const id of v.crew) if (!first.has(id) && v.site) first.set(id, v);
  const rows = [];
  for (const [employeeId, v] of first) {
    if (!r.chance(0.35)) continue;
    const home = ctx.staff.employees.find((e) => e.id === employeeId)?.home ?? v.site!;
    const startedAt = plus(v.booking.scheduledStart, -r.int(25, 50));
    const endedAt = plus(v.booking.scheduledStart, -r.int(6, 10));
    const from = pointNear(r, home, r.int(0, 250));
    const to = pointNear(r, v.site!, r.int(5, 60));
    const miles = Math.max(0.5, Math.round((distanceMeters(from, to) / 1609.34) * 1.3 * 10) / 10);
    const odometer = state.odometers.get(employeeId) ?? 20_000 + r.int(0, 60_000);
    const startOdometer = Math.round((odometer + r.int(1, 40)) * 10) / 10;
    state.odometers.set(employeeId, startOdometer + miles);
    rows.push({
      employeeId,
      bookingId: v.booking.id,
      startedAt,
      endedAt,
      startLat: from.lat,
      startLng: from.lng,
      startAddress: formatLatLng(from),
      endLat: to.lat,
      endLng: to.lng,
      endAddress: formatLatLng(to),
      startOdometer: startOdometer.toFixed(1),
      endOdometer: (startOdometer + miles).toFixed(1),
      miles: miles.toFixed(1),
      minutes: Math.round((endedAt.getTime() - startedAt.getTime()) / MINUTE),
      destination: v.booking.location.split(',')[0] ?? v.booking.location,
      weekStart: weekStart(companyDate(startedAt)),
      createdAt: startedAt,
      updatedAt: endedAt,
    });
  }
  return rows;
}

function tripAudits(trip: MileageLogRow): NewAuditRow[] {
  const open = {
    ...trip,
    endedAt: null,
    endLat: null,
    endLng: null,
    endAddress: null,
    endOdometer: null,
    miles: null,
    minutes: null,
    destination: null,
  };
  return [
    auditRow({ userId: trip.employeeId }, 'mileage_log', trip.id, 'start', trip.startedAt, null, toMileageLog(open)),
    auditRow({ userId: trip.employeeId }, 'mileage_log', trip.id, 'end', trip.endedAt!, toMileageLog(open), toMileageLog(trip)),
  ];
}

function rating(r: Random, customerId: number, bookingId: number, at: Date) {
  const roll = r.next();
  const stars = roll < 0.6 ? 5 : roll < 0.88 ? 4 : roll < 0.96 ? 3 : roll < 0.99 ? 2 : 1;
  const comment = r.chance(stars >= 4 ? 0.2 : 0.7) ? r.pick(COMMENTS[stars]!) : null;
  return { bookingId, customerId, rating: stars, comment, createdAt: at, updatedAt: at };
}

const PROBLEMS = [
  'The restroom supplies were not restocked.',
  'Trash was not taken out in the east wing.',
  'The front door was left unlocked after the visit.',
  'The carpet stain in the lobby is still there.',
  'The break room floor was still sticky this morning.',
];
const RESOLUTIONS = [
  'Called the client; the crew came back the next evening at no charge.',
  'Reviewed with the crew lead; added it to the site checklist.',
  'Sent the floor care specialist; the client confirmed it is fixed.',
];

/** A customer's report the day after a visit (the real service e-mails the office), resolved a few days on. */
function planProblem(ctx: DemoContext, r: Random, bookingId: number, customerId: number, day: IsoDate): void {
  // The day after the visit, or (written a few days later) when the story reaches it.
  const reportedAt = ctx.storyMoment(addDays(day, 1), `${r.int(9, 15)}:${String(r.int(0, 59)).padStart(2, '0')}`);
  if (reportedAt.getTime() > ctx.now.getTime()) return;
  ctx.story.at(
    reportedAt,
    async () => {
      const problem = await ctx.services.feedback.report(bookingId, customerId, r.pick(PROBLEMS));
      const resolvedAt = plus(reportedAt, r.int(3, 60) * 60);
      // The last days' reports are still open.
      if (resolvedAt.getTime() > ctx.now.getTime() - 36 * 3_600_000) return;
      ctx.story.at(resolvedAt, async () => {
        await ctx.services.feedback.resolve(problem.id, r.pick(RESOLUTIONS), ctx.staff.adminId);
      });
    },
    'day',
  );
}
