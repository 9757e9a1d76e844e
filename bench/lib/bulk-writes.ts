import type { Database } from '#server/db/client.ts';
import { zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import type { LatLng } from '#shared/domain/geo.ts';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Inserts rows in batches (one statement each); answers what `returning` selects, in batch order. */
export async function insertBatches<T extends PgTable, R = never>(
  db: Database,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  size: number,
  returning?: Record<string, unknown>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows.slice(i, i + size);
    const insert = db.insert(table).values(batch as T['$inferInsert'][]);
    if (returning) out.push(...((await insert.returning(returning as never)) as R[]));
    else await insert;
  }
  return out;
}

/** Memoized Minnesota clock (Intl is slow and the same few days and times recur). */
export function companyClock() {
  const instants = new Map<string, Date>();
  return (day: IsoDate, time: string): Date => {
    const key = `${day} ${time}`;
    let at = instants.get(key);
    if (!at) instants.set(key, (at = zonedInstant(day, time)));
    return at;
  };
}

export const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
/** A point about `meters` from `from` (north-east), so the stored distance matches the coordinates. */
export const near = (from: LatLng, meters: number): LatLng => ({
  lat: from.lat + (meters / 111_320) * Math.SQRT1_2,
  lng: from.lng + (meters / (111_320 * Math.cos((from.lat * Math.PI) / 180))) * Math.SQRT1_2,
});
