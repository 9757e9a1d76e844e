import { parseLocationCursor, type StoredLocation, type StoredLocations } from '#shared/contracts/time.ts';
import type { Database } from '../../db/client.ts';
import { fullName } from '../operations/operations.mapper.ts';
import { createLocationsRepository, type LocationRow } from './locations.repository.ts';
import { isFar } from './time-rules.ts';

/** The client as the employee's assignments name it (toAssignment): the customer's company or name, else who booked. */
function clientName(row: LocationRow): string | null {
  if (row.bookingId === null) return null;
  if (row.customerUsername === null) return row.bookingClientName;
  return (
    row.customerCompanyName ||
    fullName({ username: row.customerUsername, firstName: row.customerFirstName, lastName: row.customerLastName })
  );
}

function toStoredLocation(row: LocationRow): StoredLocation {
  return {
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    lat: row.lat,
    lng: row.lng,
    address: row.address,
    distanceFromSiteM: row.distanceM,
    farFromSite: isFar(row.distanceM),
    timeEntryId: row.timeEntryId,
    tripId: row.tripId,
    bookingId: row.bookingId,
    serviceType: row.serviceType,
    clientName: clientName(row),
  };
}

/**
 * What the server keeps of where an employee was (issue 13): read-only, for the employee's own
 * eyes. `employeeId` is always the session's; nothing in the request can name another employee.
 */
export function createLocationsService(db: Database) {
  const repo = createLocationsRepository(db);
  return {
    /** The newest `limit` points, or those after `before` (a cursor the contract checked); the next page's cursor. */
    async ofEmployee(employeeId: number, limit: number, before?: string): Promise<StoredLocations> {
      const cursor = before === undefined ? undefined : (parseLocationCursor(before) ?? undefined);
      // One more than asked tells whether a next page exists, without counting what is left.
      const [rows, total] = await Promise.all([repo.newest(employeeId, limit + 1, cursor), repo.count(employeeId)]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const nextCursor = rows.length > limit && last ? `${last.at}~${last.seq}~${last.timeEntryId ?? last.tripId}~${last.kind}` : null;
      return { locations: page.map(toStoredLocation), total, nextCursor };
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
