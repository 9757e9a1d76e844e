import type { StoredLocation, StoredLocations } from '#shared/contracts/time.ts';
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
    async ofEmployee(employeeId: number, limit: number): Promise<StoredLocations> {
      const [rows, total] = await Promise.all([repo.newest(employeeId, limit), repo.count(employeeId)]);
      return { locations: rows.map(toStoredLocation), total };
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
