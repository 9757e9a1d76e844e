import { sql, type SQL } from 'drizzle-orm';
import type { LocationCursor, LocationKind } from '#shared/contracts/time.ts';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookings } from '../../db/schema/operations.ts';
import { mileageLogs, timeEntries } from '../../db/schema/time.ts';
import { firstRowOf } from '../../db/rows-of.ts';

/** One stored point as the query lists it; `at` is PostgreSQL's JSON text of the instant. */
export interface LocationRow {
  kind: LocationKind;
  /** 1 for a clock-in or trip start, 2 for its end: the tie-break at one instant, part of the page's cursor. */
  seq: 1 | 2;
  at: string;
  lat: number;
  lng: number;
  address: string | null;
  distanceM: number | null;
  timeEntryId: number | null;
  tripId: number | null;
  bookingId: number | null;
  serviceType: string | null;
  /** The booking's customer (null for a booking made without an account) and its own client name. */
  customerUsername: string | null;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerCompanyName: string | null;
  bookingClientName: string | null;
}

/**
 * The locations stored about one employee: the points of their time entries (clock-in, clock-out)
 * and trips (start, end). Each takes the employee id it is given and nothing else, so the caller
 * decides whose (the session's).
 */
export function createLocationsRepository(db: Database) {
  const e = timeEntries;
  const m = mileageLogs;
  return {
    /**
     * The newest `limit` points, newest first; at one instant an end before its start. Each branch
     * keeps its own newest `limit` first (the clock-in and trip-start ones ride the employee's
     * time index), so the union sorts at most 4 x `limit` rows; the bookings of the few kept are
     * joined last, each looked up by its key (a lateral join kept apart by its `limit 1`: a plain
     * join, or a lateral one the planner flattens, hashed every booking of the year for 200 rows). One JSON text (`jsonRows`): up to 500 rows.
     */
    async newest(employeeId: number, limit: number, before?: LocationCursor): Promise<LocationRow[]> {
      // A page after `before`: each branch keeps the points that sort after the cursor (newest
      // first), the instant bound first so the time indexes still serve it (a keyset page, no offset).
      const after = (kind: LocationKind, seq: 1 | 2, at: SQL, id: SQL) =>
        before
          ? sql`and ${at} <= ${before.at}::timestamptz
              and (${at}, ${seq}::int, ${id}, ${kind}::text) < (${before.at}::timestamptz, ${before.seq}::int, ${before.id}::int, ${before.kind}::text)`
          : sql``;
      const points = sql`
        (select 'clock-in' as kind, 1 as seq, ${e.clockIn} as recorded_at, ${e.inLat} as lat, ${e.inLng} as lng,
            ${e.inAddress} as address, ${e.inDistanceM} as distance_m, ${e.id} as time_entry_id,
            null::int as trip_id, ${e.bookingId} as booking_id
          from ${e} where ${e.employeeId} = ${employeeId} and ${e.inLat} is not null and ${e.inLng} is not null
            ${after('clock-in', 1, sql`${e.clockIn}`, sql`${e.id}`)}
          order by ${e.clockIn} desc limit ${limit})
        union all
        (select 'clock-out', 2, ${e.clockOut}, ${e.outLat}, ${e.outLng}, ${e.outAddress}, ${e.outDistanceM}, ${e.id},
            null::int, ${e.bookingId}
          from ${e} where ${e.employeeId} = ${employeeId} and ${e.clockOut} is not null
            and ${e.outLat} is not null and ${e.outLng} is not null
            ${after('clock-out', 2, sql`${e.clockOut}`, sql`${e.id}`)}
          order by ${e.clockOut} desc limit ${limit})
        union all
        (select 'trip-start', 1, ${m.startedAt}, ${m.startLat}, ${m.startLng}, ${m.startAddress}, null::int, null::int,
            ${m.id}, ${m.bookingId}
          from ${m} where ${m.employeeId} = ${employeeId}
            ${after('trip-start', 1, sql`${m.startedAt}`, sql`${m.id}`)}
          order by ${m.startedAt} desc limit ${limit})
        union all
        (select 'trip-end', 2, ${m.endedAt}, ${m.endLat}, ${m.endLng}, ${m.endAddress}, null::int, null::int,
            ${m.id}, ${m.bookingId}
          from ${m} where ${m.employeeId} = ${employeeId} and ${m.endedAt} is not null
            and ${m.endLat} is not null and ${m.endLng} is not null
            ${after('trip-end', 2, sql`${m.endedAt}`, sql`${m.id}`)}
          order by ${m.endedAt} desc limit ${limit})`;
      return jsonRows<LocationRow>(
        db,
        sql`select p.kind as "kind", p.seq as "seq", p.recorded_at as "at", p.lat as "lat", p.lng as "lng", p.address as "address",
            p.distance_m as "distanceM", p.time_entry_id as "timeEntryId", p.trip_id as "tripId", p.booking_id as "bookingId",
            b.service_type as "serviceType", b.client_name as "bookingClientName",
            b.username as "customerUsername", b.first_name as "customerFirstName",
            b.last_name as "customerLastName", b.company_name as "customerCompanyName"
          from (select * from (${points}) u
            order by u.recorded_at desc, u.seq desc, coalesce(u.time_entry_id, u.trip_id) desc, u.kind desc limit ${limit}) p
          left join lateral (
            select ${bookings.serviceType} as service_type, ${bookings.clientName} as client_name, ${users.username} as username,
                ${users.firstName} as first_name, ${users.lastName} as last_name, ${users.companyName} as company_name
              from ${bookings} left join ${users} on ${users.id} = ${bookings.customerId}
              where ${bookings.id} = p.booking_id limit 1) b on true`,
        sql`r."at" desc, r."seq" desc, coalesce(r."timeEntryId", r."tripId") desc, r."kind" desc`,
      );
    },

    /** How many points are stored about the employee in all (each counted as `newest` lists it). */
    async count(employeeId: number): Promise<number> {
      const result = await db.execute(sql`
        select
          (select count(*) filter (where ${e.inLat} is not null and ${e.inLng} is not null)
              + count(*) filter (where ${e.clockOut} is not null and ${e.outLat} is not null and ${e.outLng} is not null)
            from ${e} where ${e.employeeId} = ${employeeId})
          + (select count(*) + count(*) filter (where ${m.endedAt} is not null and ${m.endLat} is not null and ${m.endLng} is not null)
            from ${m} where ${m.employeeId} = ${employeeId}) as total
      `);
      return Number(firstRowOf<{ total: number | string | bigint }>(result)?.total ?? 0);
    },
  };
}
