import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';
import { invoices } from '#server/db/schema/billing.ts';
import { customerProfiles, sites } from '#server/db/schema/customers.ts';
import { problemReports, visitRatings } from '#server/db/schema/feedback.ts';
import { numberSequences } from '#server/db/schema/numbering.ts';
import { bookingAssignments, bookings, planCrew, servicePlans } from '#server/db/schema/operations.ts';
import { leads, quoteAcceptances } from '#server/db/schema/sales.ts';
import { mileageLogs, timeEntries } from '#server/db/schema/time.ts';
import { loadConfig } from '#server/config.ts';
import { hashPassword } from '#server/modules/accounts/secrets.ts';
import { createBillingService } from '#server/modules/billing/billing.service.ts';
import { planServiceType } from '#server/modules/operations/plan-generator.ts';
import {
  addDays,
  companyDate,
  daysBetween,
  monthStart,
  nextMonthStart,
  weekdayOf,
  weekStart,
  zonedInstant,
  type IsoDate,
} from '#shared/domain/company-time.ts';
import { distanceMeters, type LatLng } from '#shared/domain/geo.ts';
import { BOOKING_HORIZON_DAYS, FAR_PUNCH_METERS } from '#shared/domain/operations.ts';
import { planOccurrences } from '#shared/domain/plan-schedule.ts';
import { facilityTypes } from '#shared/domain/quote.ts';
import { companyClock, insertBatches, minutesAfter, near } from './bulk-writes.ts';
import {
  CITIES,
  COMPANY_KINDS,
  COMPANY_SUFFIXES,
  COMPANY_WORDS,
  EXTRA_SERVICES,
  FIRST_NAMES,
  LAST_NAMES,
  planKinds,
  PROBLEMS,
  RATING_COMMENTS,
  SLOTS,
  STREETS,
  VISIT_NOTES,
  type PlanKind,
} from './operations-fixture-data.ts';
import { generator } from './seeded-random.ts';

/**
 * A year of operations (issue 13, step 20) written straight into the embedded database before the
 * server opens it, as `visits-fixture.ts` does for the tracking tables: customers with their sites,
 * profiles and the leads they came from (some accepted online), employees, service plans of every
 * frequency with their crews, the plans' visits from a year ago to the 8-week horizon (the plan
 * generator's rows: same service type, time, location and idempotency key, so the server's own job
 * finds nothing to add), one-off visits, closed time entries for the past visits, drive-mode trips,
 * approved timesheet weeks, a month of invoices for each of the last 12 months issued by the real
 * issue run (`createBillingService().issueMonth`, with its clock on the 1st of the next month) and
 * then mostly paid, ratings and a few problem reports.
 *
 * Bulk inserts in batches; the rows mirror `tests/support/operations.ts`'s factories. Deterministic
 * (a seeded generator), so two runs measure the same world. Audit rows are written only where the
 * real services run (the invoice issue): the portals never read them.
 */

/** Every seeded account signs in with this password (one argon2 hash for all: hashing 240 would take a while). */
export const BENCH_PORTAL_PASSWORD = 'bench portal password 2026';

export interface OperationsFixtureOptions {
  customers?: number;
  employees?: number;
  /** The clock of the world: today is its Minnesota day. */
  now?: Date;
}

export interface SeededOperations {
  seconds: number;
  counts: Record<
    | 'customers'
    | 'employees'
    | 'sites'
    | 'plans'
    | 'visits'
    | 'pastVisits'
    | 'assignments'
    | 'timeEntries'
    | 'trips'
    | 'invoices'
    | 'ratings'
    | 'problems'
    | 'leads',
    number
  >;
  /** The customer with the most visits and the employee with the most assignments: the portals' heaviest reads. */
  customer: { username: string; visits: number };
  employee: { username: string; assignments: number };
}

// ---------------------------------------------------------------------------------------------

interface SiteSpec {
  customerIndex: number;
  name: string;
  address: string;
  at: LatLng;
}

interface PlanSpec {
  customerIndex: number;
  siteIndex: number;
  kind: PlanKind;
  serviceDays: number[];
  slot: (typeof SLOTS)[number];
  visitMinutes: number;
  crewSize: number;
  crew: number[];
  facilityType: string;
  squareFootage: number;
  monthlyPriceCents: number;
  startsOn: IsoDate;
  endsOn: IsoDate | null;
  status: 'active' | 'paused' | 'ended';
  /** The last day with visits (paused plans stop producing). */
  lastDay: IsoDate;
}

interface VisitSpec {
  key: string;
  customerIndex: number;
  siteIndex: number;
  planIndex: number | null;
  occurrence: IsoDate | null;
  day: IsoDate;
  start: Date;
  minutes: number;
  serviceType: string;
  location: string;
  crew: number[];
  status: 'confirmed' | 'completed' | 'cancelled';
  completedAt: Date | null;
  cancelledAt: Date | null;
  priceCents: number | null;
  notes: string;
  /** Whether the crew worked it (past and not cancelled or missed): entries are written. */
  worked: boolean;
  id?: number;
}

export async function seedYearOfOperations(dataDir: string, options: OperationsFixtureOptions = {}): Promise<SeededOperations> {
  const customerCount = options.customers ?? 200;
  const employeeCount = options.employees ?? 40;
  const now = options.now ?? new Date();
  const r = generator(20_261_124);
  const at = companyClock();
  const today = companyDate(now);
  const yearAgo = addDays(today, -365);
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  const config = loadConfig({});

  const database = await openDatabase({ kind: 'pglite', dataDir });
  const started = performance.now();
  try {
    const db = database.db;
    const passwordHash = await hashPassword(BENCH_PORTAL_PASSWORD);

    // --- People -------------------------------------------------------------------------------
    const [admin] = await db
      .insert(users)
      .values({
        username: 'bench-office',
        email: 'office@bench.example',
        role: 'admin',
        firstName: 'Office',
        lastName: 'Manager',
        passwordHash,
        createdAt: at(yearAgo, '08:00'),
      })
      .returning({ id: users.id });
    const adminId = admin!.id;

    const employeeRows = Array.from({ length: employeeCount }, (_, i) => {
      const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
      const lastName = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
      const username = `employee-${String(i + 1).padStart(2, '0')}`;
      return {
        username,
        email: `${username}@bench.example`,
        role: 'employee' as const,
        firstName,
        lastName,
        phone: `(612) 555-${String(1000 + i).padStart(4, '0')}`,
        position: i % 8 === 0 ? 'Crew Lead' : 'Cleaner',
        department: 'Operations',
        hourlyRate: (18 + (i % 9)).toFixed(2),
        hireDate: addDays(yearAgo, -r.int(30, 2000)),
        passwordHash,
        createdAt: at(yearAgo, '08:00'),
      };
    });
    const employeeIds = (await insertBatches<typeof users, { id: number }>(db, users, employeeRows, 500, { id: users.id })).map(
      (row) => row.id,
    );

    const customerRows = Array.from({ length: customerCount }, (_, i) => {
      const company = `${r.pick(COMPANY_WORDS)} ${r.pick(COMPANY_KINDS)} ${r.pick(COMPANY_SUFFIXES)}`.trim();
      const username = `customer-${String(i + 1).padStart(3, '0')}`;
      return {
        username,
        email: `${username}@bench.example`,
        role: 'customer' as const,
        firstName: r.pick(FIRST_NAMES),
        lastName: r.pick(LAST_NAMES),
        phone: `(651) 555-${String(2000 + i).padStart(4, '0')}`,
        companyName: company,
        passwordHash,
        createdAt: at(yearAgo, '09:00'),
      };
    });
    const customerIds = (await insertBatches<typeof users, { id: number }>(db, users, customerRows, 500, { id: users.id })).map(
      (row) => row.id,
    );

    // --- Sites and plans: one per customer, a second site and plan for about one in eight ---------
    const kinds = planKinds(r);
    const planCount = Math.round(customerCount * 1.125);
    const kindList: PlanKind[] = [];
    for (const kind of kinds) for (let n = Math.max(1, Math.round(kind.share * planCount)); n > 0; n--) kindList.push(kind);
    r.shuffle(kindList);

    const siteSpecs: SiteSpec[] = [];
    const newSite = (customerIndex: number, second: boolean) => {
      const city = r.pick(CITIES);
      const spot = { lat: city.at.lat + (r.next() - 0.5) * 0.08, lng: city.at.lng + (r.next() - 0.5) * 0.1 };
      const company = customerRows[customerIndex]!.companyName;
      siteSpecs.push({
        customerIndex,
        name: second ? `${company}, ${city.name}` : company,
        address: `${r.int(100, 9900)} ${r.pick(STREETS)}, ${city.name}, MN ${city.zip}`,
        at: { lat: Math.round(spot.lat * 1e6) / 1e6, lng: Math.round(spot.lng * 1e6) / 1e6 },
      });
      return siteSpecs.length - 1;
    };

    // Crews: each employee works one visit per slot and day at most (a plan that visits less often
    // than weekly still holds its slot), the least loaded first.
    const busy = employeeIds.map(() => new Set<string>());
    const load = employeeIds.map(() => 0);
    const pickCrew = (days: number[], size: number, weight: number) => {
      for (const slot of r.shuffle([...SLOTS])) {
        const free = employeeIds
          .map((_, e) => e)
          .filter((e) => days.every((d) => !busy[e]!.has(`${d} ${slot.time}`)))
          .sort((a, b) => load[a]! - load[b]! || a - b);
        if (free.length < size) continue;
        const crew = free.slice(0, size);
        for (const e of crew) {
          for (const d of days) busy[e]!.add(`${d} ${slot.time}`);
          load[e]! += weight * days.length;
        }
        return { slot, crew };
      }
      // Every slot taken: the least loaded people, however busy (does not happen with this mix).
      const crew = employeeIds
        .map((_, e) => e)
        .sort((a, b) => load[a]! - load[b]!)
        .slice(0, size);
      return { slot: SLOTS[1], crew };
    };

    const planSpecs: PlanSpec[] = [];
    // The most frequent plans first, so they find crews that are free every day.
    const order = kindList.map((kind, i) => ({ kind, i })).sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || a.i - b.i);
    for (const { kind, i } of order) {
      const customerIndex = i < customerCount ? i : r.int(0, customerCount - 1);
      const siteIndex = newSite(customerIndex, i >= customerCount);
      const serviceDays = kind.days();
      const crewSize = r.int(kind.crew[0], kind.crew[1]);
      const weight = { 'Daily-7': 1, 'Daily-5': 1, Weekly: 1, 'Bi-weekly': 0.5, Monthly: 0.25, Quarterly: 0.1 }[kind.frequency];
      const { slot, crew } = pickCrew(serviceDays, crewSize, weight);
      const visitMinutes = 15 * r.int(4, slot.maxMinutes / 15);
      // Visits a month for each service day, at $34 an hour per person, to $5.
      const perDay = { 'Daily-7': 4.35, 'Daily-5': 4.35, Weekly: 4.35, 'Bi-weekly': 2.17, Monthly: 1, Quarterly: 1 / 3 }[kind.frequency];
      const perVisit = (visitMinutes / 60) * crew.length * 3_400;
      const monthlyPriceCents = Math.max(15_000, Math.round((perDay * serviceDays.length * perVisit) / 500) * 500);
      // Most plans ran the whole year; about a third started during it.
      const startsOn = r.chance(0.68) ? yearAgo : addDays(yearAgo, r.int(20, 330));
      let status: PlanSpec['status'] = 'active';
      let endsOn: IsoDate | null = null;
      let lastDay = horizon;
      if (r.chance(0.05) && startsOn < addDays(today, -60)) {
        status = 'ended';
        endsOn = addDays(startsOn, r.int(45, daysBetween(startsOn, today) - 5));
        lastDay = endsOn;
      } else if (r.chance(0.03) && startsOn < addDays(today, -60)) {
        status = 'paused';
        lastDay = addDays(today, -r.int(3, 50));
      }
      planSpecs.push({
        customerIndex,
        siteIndex,
        kind,
        serviceDays,
        slot,
        visitMinutes,
        crewSize,
        crew: crew.map((e) => employeeIds[e]!),
        facilityType: r.pick(facilityTypes.filter((t) => t !== 'other')),
        squareFootage: 1_000 * r.int(2, 60),
        monthlyPriceCents,
        startsOn,
        endsOn,
        status,
        lastDay,
      });
    }

    const siteIds = (
      await insertBatches<typeof sites, { id: number }>(
        db,
        sites,
        siteSpecs.map((s) => ({
          customerId: customerIds[s.customerIndex]!,
          name: s.name,
          address: s.address,
          latitude: s.at.lat,
          longitude: s.at.lng,
          createdAt: at(yearAgo, '09:00'),
        })),
        500,
        { id: sites.id },
      )
    ).map((row) => row.id);

    // --- Leads the customers came from (about 60% accepted online), and a year of other quotes ----
    const quoteNumbers = new Map<number, number>();
    const nextReference = (day: IsoDate) => {
      const year = Number(day.slice(0, 4));
      const seq = (quoteNumbers.get(year) ?? 0) + 1;
      quoteNumbers.set(year, seq);
      return `${config.referencePrefix}-${year}-${String(seq).padStart(4, '0')}`;
    };
    interface LeadSpec {
      day: IsoDate;
      customerIndex: number | null;
      accepted: boolean;
    }
    const firstPlanOf = new Map<number, PlanSpec>();
    for (const plan of planSpecs) if (!firstPlanOf.has(plan.customerIndex)) firstPlanOf.set(plan.customerIndex, plan);
    const leadSpecs: LeadSpec[] = [];
    for (let c = 0; c < customerCount; c++) {
      leadSpecs.push({ day: addDays(firstPlanOf.get(c)?.startsOn ?? yearAgo, -r.int(8, 30)), customerIndex: c, accepted: r.chance(0.6) });
    }
    for (let n = 0; n < customerCount * 6; n++)
      leadSpecs.push({ day: addDays(yearAgo, r.int(0, 364)), customerIndex: null, accepted: false });
    leadSpecs.sort((a, b) => a.day.localeCompare(b.day));
    const agreementPdf = Buffer.concat([Buffer.from('%PDF-1.7\n% bench agreement\n'), randomBytes(2_000), Buffer.from('\n%%EOF\n')]);
    const agreementSha256 = createHash('sha256').update(agreementPdf).digest('hex');
    const leadRows: Array<typeof leads.$inferInsert> = [];
    const acceptanceRows: Array<typeof quoteAcceptances.$inferInsert> = [];
    const leadOfCustomer = new Map<number, string>();
    for (const lead of leadSpecs) {
      const id = randomUUID();
      const customer = lead.customerIndex === null ? null : customerRows[lead.customerIndex]!;
      const plan = lead.customerIndex === null ? undefined : firstPlanOf.get(lead.customerIndex);
      const created = at(lead.day, `${String(r.int(8, 20)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`);
      const request = {
        companyName: customer?.companyName ?? `${r.pick(COMPANY_WORDS)} ${r.pick(COMPANY_KINDS)}`,
        firstName: customer?.firstName ?? r.pick(FIRST_NAMES),
        lastName: customer?.lastName ?? r.pick(LAST_NAMES),
        email: customer?.email ?? `lead-${leadRows.length + 1}@bench.example`,
        phone: customer?.phone ?? `(763) 555-${String(leadRows.length % 10_000).padStart(4, '0')}`,
        facilityType: plan?.facilityType ?? r.pick(facilityTypes),
        squareFootage: plan?.squareFootage ?? 1_000 * r.int(2, 60),
        frequency: plan?.kind.frequency ?? r.pick(['Weekly', 'Bi-weekly', 'Daily-5', 'Monthly', 'One-time']),
        additionalServices: [],
      };
      const status = customer ? 'won' : r.pick(['new', 'contacted', 'qualified', 'proposal', 'negotiation', 'lost', 'lost'] as const);
      leadRows.push({
        id,
        reference: nextReference(lead.day),
        source: 'calculator',
        status,
        // A lost lead says why (the database requires it); a fixed reason leaves the random sequence as it was.
        lostReason: status === 'lost' ? 'Chose another company' : null,
        priority: r.pick(['high', 'medium', 'low', 'very-low'] as const),
        leadScore: r.int(20, 95),
        estimatedPriceCents: plan?.monthlyPriceCents ?? 500 * r.int(40, 1_200),
        nextFollowUpDate: addDays(lead.day, 2),
        companyName: request.companyName,
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phone: request.phone,
        facilityType: request.facilityType,
        squareFootage: request.squareFootage,
        frequency: request.frequency,
        address: plan ? siteSpecs[plan.siteIndex]!.address : `${r.int(100, 9900)} ${r.pick(STREETS)}, ${r.pick(CITIES).name}, MN`,
        request: request as never,
        requestHash: createHash('sha256').update(JSON.stringify(request)).digest('hex'),
        customerId: lead.customerIndex === null ? null : customerIds[lead.customerIndex]!,
        convertedAt: lead.customerIndex === null ? null : minutesAfter(created, 3 * 1440),
        createdAt: created,
        updatedAt: created,
      });
      acceptanceRows.push({
        leadId: id,
        token: randomBytes(32).toString('base64url'),
        expiresAt: minutesAfter(created, 30 * 1440),
        createdAt: created,
        ...(lead.accepted && customer
          ? {
              acceptedAt: minutesAfter(created, 3 * 1440),
              signerName: `${customer.firstName} ${customer.lastName}`,
              signerTitle: r.pick(['Office Manager', 'Owner', 'Facilities Director', 'Practice Manager']),
              consent: true,
              ip: `198.51.100.${r.int(1, 254)}`,
              userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
              agreementSha256,
              agreementPdf,
            }
          : {}),
      });
      if (lead.customerIndex !== null) leadOfCustomer.set(lead.customerIndex, id);
    }
    await insertBatches(db, leads, leadRows, 300);
    await insertBatches(db, quoteAcceptances, acceptanceRows, 300);
    for (const [year, lastNumber] of quoteNumbers) {
      await db.insert(numberSequences).values({ series: 'quote', year, lastNumber });
    }
    await insertBatches(
      db,
      customerProfiles,
      customerIds.map((userId, c) => ({
        userId,
        billingEmail: c % 5 === 0 ? `ap-${c + 1}@bench.example` : null,
        billingAddress: c % 4 === 0 ? `PO Box ${1000 + c}, Minneapolis, MN 55440` : null,
        sourceLeadId: leadOfCustomer.get(c) ?? null,
      })),
      500,
    );

    const planIds = (
      await insertBatches<typeof servicePlans, { id: number }>(
        db,
        servicePlans,
        planSpecs.map((p) => ({
          customerId: customerIds[p.customerIndex]!,
          siteId: siteIds[p.siteIndex]!,
          leadId: firstPlanOf.get(p.customerIndex) === p ? (leadOfCustomer.get(p.customerIndex) ?? null) : null,
          facilityType: p.facilityType,
          squareFootage: p.squareFootage,
          frequency: p.kind.frequency,
          serviceDays: p.serviceDays,
          startTime: p.slot.time,
          visitMinutes: p.visitMinutes,
          crewSize: p.crewSize,
          addOns: r.chance(0.2) ? [r.pick(['Carpet Cleaning', 'Window Cleaning', 'Floor Care'])] : [],
          monthlyPriceCents: p.monthlyPriceCents,
          startsOn: p.startsOn,
          endsOn: p.endsOn,
          status: p.status,
          generatedThrough: p.lastDay < horizon ? p.lastDay : horizon,
          createdAt: at(addDays(p.startsOn, -7), '10:00'),
        })),
        500,
        { id: servicePlans.id },
      )
    ).map((row) => row.id);
    await insertBatches(
      db,
      planCrew,
      planSpecs.flatMap((p, i) => p.crew.map((employeeId) => ({ servicePlanId: planIds[i]!, employeeId }))),
      1_000,
    );

    // --- Visits: every plan occurrence from its start (at most a year ago) to the horizon ---------
    const nowMs = now.getTime();
    const visits: VisitSpec[] = [];
    const standingIn = new Set<string>();
    const settle = (visit: Omit<VisitSpec, 'status' | 'completedAt' | 'cancelledAt' | 'worked' | 'notes'>): VisitSpec => {
      const end = minutesAfter(visit.start, visit.minutes);
      const notes = r.chance(0.05) ? r.pick(VISIT_NOTES) : '';
      if (end.getTime() > nowMs) return { ...visit, status: 'confirmed', completedAt: null, cancelledAt: null, worked: false, notes };
      if (r.chance(0.02)) {
        return {
          ...visit,
          status: 'cancelled',
          completedAt: null,
          cancelledAt: minutesAfter(visit.start, -r.int(1, 4) * 1440),
          worked: false,
          notes,
        };
      }
      // The office marks visits done within a day or two; a few are never marked (missed or forgotten).
      const recent = nowMs - end.getTime() < 2 * 86_400_000;
      if ((recent && r.chance(0.4)) || r.chance(0.005)) {
        return { ...visit, status: 'confirmed', completedAt: null, cancelledAt: null, worked: recent, notes };
      }
      const completedAt = minutesAfter(end, r.int(0, 20));
      return {
        ...visit,
        status: 'completed',
        completedAt: completedAt.getTime() > nowMs ? now : completedAt,
        cancelledAt: null,
        worked: true,
        notes,
      };
    };
    planSpecs.forEach((plan, p) => {
      const from = plan.startsOn > yearAgo ? plan.startsOn : yearAgo;
      for (const day of planOccurrences(
        { frequency: plan.kind.frequency, serviceDays: plan.serviceDays, startsOn: plan.startsOn, endsOn: plan.endsOn },
        from,
        plan.lastDay,
      )) {
        // A stand-in now and then, for someone off that day: one free in that slot on that weekday.
        const crew = [...plan.crew];
        if (r.chance(0.04)) {
          const free = employeeIds.filter(
            (id, e) => !busy[e]!.has(`${weekdayOf(day)} ${plan.slot.time}`) && !standingIn.has(`${id} ${day} ${plan.slot.time}`),
          );
          if (free.length > 0) {
            crew[0] = r.pick(free);
            standingIn.add(`${crew[0]} ${day} ${plan.slot.time}`);
          }
        }
        visits.push(
          settle({
            key: `p${p}:${day}`,
            customerIndex: plan.customerIndex,
            siteIndex: plan.siteIndex,
            planIndex: p,
            occurrence: day,
            day,
            start: at(day, plan.slot.time),
            minutes: plan.visitMinutes,
            serviceType: planServiceType(plan.facilityType),
            location: siteSpecs[plan.siteIndex]!.address,
            crew: [...new Set(crew)],
            priceCents: null,
          }),
        );
      }
    });
    // One-off visits (priced, billed with the month they are done in), daytime (between the morning
    // and evening slots), about one for each customer; one a day at most for each person.
    const daytime = new Set<string>();
    for (let n = 0; n < customerCount; n++) {
      const plan = r.pick(planSpecs);
      const day = addDays(yearAgo, r.int(5, 365 + 30));
      const crew = [...new Set([r.pick(employeeIds), r.pick(employeeIds)])];
      if (weekdayOf(day) === 0 || crew.some((id) => daytime.has(`${id} ${day}`))) continue;
      for (const id of crew) daytime.add(`${id} ${day}`);
      const time = r.pick(['09:00', '10:30', '13:00']);
      visits.push(
        settle({
          key: `o${n}`,
          customerIndex: plan.customerIndex,
          siteIndex: plan.siteIndex,
          planIndex: null,
          occurrence: null,
          day,
          start: at(day, time),
          minutes: 30 * r.int(4, 8),
          serviceType: r.pick(EXTRA_SERVICES),
          location: siteSpecs[plan.siteIndex]!.address,
          crew,
          priceCents: 2_500 * r.int(6, 36),
        }),
      );
    }

    const bookingRows = visits.map((v): typeof bookings.$inferInsert => ({
      customerId: customerIds[v.customerIndex]!,
      siteId: siteIds[v.siteIndex]!,
      servicePlanId: v.planIndex === null ? null : planIds[v.planIndex]!,
      planOccurrence: v.occurrence,
      source: v.planIndex === null ? 'admin' : 'plan',
      serviceType: v.serviceType,
      scheduledStart: v.start,
      durationMinutes: v.minutes,
      status: v.status,
      priceCents: v.priceCents,
      location: v.location,
      notes: v.notes,
      completedAt: v.completedAt,
      cancelledAt: v.cancelledAt,
      cancelReason: v.cancelledAt ? r.pick(['Office closed for the holiday', 'Customer asked to skip this week', 'Weather']) : null,
      // Produced 8 weeks ahead (or when the plan was made); changed when completed or cancelled.
      createdAt:
        minutesAfter(v.start, -BOOKING_HORIZON_DAYS * 1440).getTime() < nowMs ? minutesAfter(v.start, -BOOKING_HORIZON_DAYS * 1440) : now,
      updatedAt: v.completedAt ?? v.cancelledAt ?? undefined,
    }));
    for (const row of bookingRows) row.updatedAt ??= row.createdAt;
    const stored = await insertBatches<typeof bookings, { id: number }>(db, bookings, bookingRows, 800, { id: bookings.id });
    visits.forEach((v, i) => (v.id = stored[i]!.id));
    await insertBatches(
      db,
      bookingAssignments,
      visits.flatMap((v) =>
        v.crew.map((employeeId) => ({ bookingId: v.id!, employeeId, assignedBy: v.planIndex === null ? adminId : null })),
      ),
      2_000,
    );

    // --- Time: a closed entry per crew member of each worked visit; a trip before the first visit of some days
    const siteAt = (v: VisitSpec) => siteSpecs[v.siteIndex]!.at;
    const entryRows: Array<typeof timeEntries.$inferInsert> = [];
    const firstVisitOfDay = new Map<string, VisitSpec>();
    for (const v of visits) {
      if (!v.worked) continue;
      for (const employeeId of v.crew) {
        const clockIn = minutesAfter(v.start, r.int(-5, 5));
        const worked = Math.max(15, v.minutes + r.int(-15, 5));
        const clockOut = minutesAfter(clockIn, worked);
        if (clockOut.getTime() > nowMs) continue;
        const source = r.chance(0.88) ? 'clock' : r.chance(0.8) ? 'manual' : 'admin';
        const punches =
          source === 'clock'
            ? (() => {
                const far = r.chance(0.02);
                const inDistance = far ? r.int(FAR_PUNCH_METERS + 50, 900) : r.int(3, 120);
                const outDistance = r.int(3, 120);
                const inAt = near(siteAt(v), inDistance);
                const outAt = near(siteAt(v), outDistance);
                return {
                  inLat: inAt.lat,
                  inLng: inAt.lng,
                  inAddress: v.location,
                  inDistanceM: Math.round(distanceMeters(inAt, siteAt(v))),
                  outLat: outAt.lat,
                  outLng: outAt.lng,
                  outAddress: v.location,
                  outDistanceM: Math.round(distanceMeters(outAt, siteAt(v))),
                  farFromSite: far,
                };
              })()
            : {};
        entryRows.push({
          employeeId,
          bookingId: v.id!,
          source,
          clockIn,
          clockOut,
          workedMinutes: worked,
          description: r.chance(0.15) ? r.pick(['Restocked supplies', 'Extra time on the floors', 'Locked up, alarm set']) : '',
          ...punches,
          weekStart: weekStart(companyDate(clockIn)),
          createdAt: clockIn,
          updatedAt: clockOut,
        });
        const dayKey = `${employeeId} ${v.day}`;
        const first = firstVisitOfDay.get(dayKey);
        if (!first || v.start < first.start) firstVisitOfDay.set(dayKey, v);
      }
    }
    await insertBatches(db, timeEntries, entryRows, 500);

    const odometer = new Map(employeeIds.map((id) => [id, 20_000 + r.int(0, 60_000)]));
    const tripRows: Array<typeof mileageLogs.$inferInsert> = [];
    for (const [dayKey, v] of [...firstVisitOfDay].sort((a, b) => a[1].start.getTime() - b[1].start.getTime())) {
      if (!r.chance(0.35)) continue;
      const employeeId = Number(dayKey.split(' ')[0]);
      const startedAt = minutesAfter(v.start, -r.int(18, 45));
      const endedAt = minutesAfter(v.start, -r.int(2, 8));
      const miles = r.int(25, 260) / 10;
      const startOdometer = odometer.get(employeeId)! + r.int(5, 60);
      odometer.set(employeeId, startOdometer + miles);
      const from = near(siteAt(v), r.int(3_000, 20_000));
      const end = near(siteAt(v), r.int(5, 60));
      tripRows.push({
        employeeId,
        bookingId: v.id!,
        startedAt,
        endedAt,
        startLat: from.lat,
        startLng: from.lng,
        startAddress: `${from.lat.toFixed(6)},${from.lng.toFixed(6)}`,
        endLat: end.lat,
        endLng: end.lng,
        endAddress: v.location,
        startOdometer: startOdometer.toFixed(1),
        endOdometer: (startOdometer + miles).toFixed(1),
        miles: miles.toFixed(1),
        minutes: Math.round((endedAt.getTime() - startedAt.getTime()) / 60_000),
        destination: siteSpecs[v.siteIndex]!.name,
        weekStart: weekStart(companyDate(startedAt)),
        createdAt: startedAt,
        updatedAt: endedAt,
      });
    }
    await insertBatches(db, mileageLogs, tripRows, 500);

    // Weeks that ended more than a week ago are approved (snapshots as the approval computes them:
    // pay per Minnesota day, rounded half up); older than a month, exported to payroll.
    const approvedBefore = addDays(weekStart(today), -7);
    await db.execute(sql`
      insert into timesheet_weeks (employee_id, week_start, status, approved_by, approved_at, hourly_rate_cents, worked_minutes, miles, pay_cents, exported_at)
      select w.employee_id, w.week_start, 'approved', ${adminId}, w.week_start + interval '8 days 10 hours', w.rate, w.minutes,
             coalesce((select sum(m.miles) from mileage_logs m where m.employee_id = w.employee_id and m.week_start = w.week_start), 0),
             w.pay,
             case when w.week_start < ${addDays(approvedBefore, -28)}::date then w.week_start + interval '9 days 9 hours' end
      from (
        select d.employee_id, d.week_start, (u.hourly_rate * 100)::int as rate, sum(d.minutes)::int as minutes,
               sum(round(d.minutes * (u.hourly_rate * 100) / 60.0))::int as pay
        from (
          select employee_id, week_start, (clock_in at time zone 'America/Chicago')::date as day, sum(worked_minutes) as minutes
          from time_entries group by employee_id, week_start, day
        ) d join users u on u.id = d.employee_id
        where d.week_start < ${approvedBefore}::date
        group by d.employee_id, d.week_start, u.hourly_rate
      ) w`);

    // --- Ratings and problems on completed visits ---------------------------------------------
    const ratingRows: Array<typeof visitRatings.$inferInsert> = [];
    const problemRows: Array<typeof problemReports.$inferInsert> = [];
    for (const v of visits) {
      if (v.status !== 'completed') continue;
      const customerId = customerIds[v.customerIndex]!;
      if (r.chance(0.25)) {
        const roll = r.next();
        const rating = roll < 0.6 ? 5 : roll < 0.88 ? 4 : roll < 0.96 ? 3 : roll < 0.99 ? 2 : 1;
        const ratedAt = minutesAfter(v.completedAt!, r.int(30, 3 * 1440));
        ratingRows.push({
          bookingId: v.id!,
          customerId,
          rating,
          comment: r.chance(0.2) ? r.pick(RATING_COMMENTS) : null,
          createdAt: ratedAt.getTime() > nowMs ? now : ratedAt,
          updatedAt: ratedAt.getTime() > nowMs ? now : ratedAt,
        });
      }
      if (r.chance(0.008)) {
        const reportedAt = minutesAfter(v.completedAt!, r.int(60, 1440));
        const when = reportedAt.getTime() > nowMs ? now : reportedAt;
        const resolved = nowMs - when.getTime() > 3 * 86_400_000;
        problemRows.push({
          bookingId: v.id!,
          customerId,
          description: r.pick(PROBLEMS),
          status: resolved ? 'resolved' : 'open',
          resolvedBy: resolved ? adminId : null,
          resolvedAt: resolved ? minutesAfter(when, r.int(60, 2 * 1440)) : null,
          resolution: resolved ? 'Called the client, sent the crew back the next evening at no charge.' : null,
          createdAt: when,
          updatedAt: when,
        });
      }
    }
    await insertBatches(db, visitRatings, ratingRows, 1_000);
    await insertBatches(db, problemReports, problemRows, 500);

    // --- Invoices: the real issue run for each of the last 12 months, on the 1st of the next month
    for (let month = monthStart(addDays(monthStart(today), -365)); month < monthStart(today); month = nextMonthStart(month)) {
      const issuedOn = zonedInstant(nextMonthStart(month), '08:00');
      const billing = createBillingService({
        db,
        invoicePrefix: config.invoicePrefix,
        company: () => config.company,
        now: () => issuedOn,
      });
      await billing.issueMonth(month.slice(0, 7), adminId);
    }
    // Customers pay within a month mostly; about one in twelve invoices due is still open (overdue).
    await db.execute(sql`
      update invoices set status = 'paid', paid_by = ${adminId}, updated_at = now(),
        paid_at = least(now(), ((issue_date + ((id * 7919) % 24 + 4)) + time '14:00') at time zone 'America/Chicago'),
        payment_reference = 'ACH ' || lpad(((id * 104729) % 1000000)::text, 6, '0')
      where status = 'pending'
        and ((due_date < ${today}::date and (id * 31) % 12 <> 0)
          or (due_date >= ${today}::date and issue_date + ((id * 7919) % 24 + 4) <= ${today}::date and (id * 17) % 5 < 2))`);

    for (const table of [
      'users',
      'sessions',
      'customer_profiles',
      'sites',
      'leads',
      'quote_acceptances',
      'service_plans',
      'plan_crew',
      'bookings',
      'booking_assignments',
      'time_entries',
      'mileage_logs',
      'timesheet_weeks',
      'invoices',
      'invoice_lines',
      'visit_ratings',
      'problem_reports',
      'audit_events',
    ]) {
      await db.execute(sql.raw(`analyze ${table}`));
    }

    const [customer] = await db
      .select({ username: users.username, visits: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(users, sql`${users.id} = ${bookings.customerId}`)
      .where(sql`${bookings.status} <> 'cancelled'`)
      .groupBy(users.id)
      .orderBy(sql`count(*) desc`, asc(users.id))
      .limit(1);
    const [employee] = await db
      .select({ username: users.username, assignments: sql<number>`count(*)::int` })
      .from(bookingAssignments)
      .innerJoin(users, sql`${users.id} = ${bookingAssignments.employeeId}`)
      .innerJoin(bookings, sql`${bookings.id} = ${bookingAssignments.bookingId}`)
      .where(sql`${bookings.status} <> 'cancelled'`)
      .groupBy(users.id)
      .orderBy(sql`count(*) desc`, asc(users.id))
      .limit(1);
    const [invoiceCount] = await db.select({ n: sql<number>`count(*)::int` }).from(invoices);

    return {
      seconds: (performance.now() - started) / 1000,
      counts: {
        customers: customerIds.length,
        employees: employeeIds.length,
        sites: siteIds.length,
        plans: planIds.length,
        visits: visits.length,
        pastVisits: visits.filter((v) => v.start.getTime() < nowMs).length,
        assignments: visits.reduce((n, v) => n + v.crew.length, 0),
        timeEntries: entryRows.length,
        trips: tripRows.length,
        invoices: invoiceCount?.n ?? 0,
        ratings: ratingRows.length,
        problems: problemRows.length,
        leads: leadRows.length,
      },
      customer: customer!,
      employee: employee!,
    };
  } finally {
    await database.close();
  }
}
