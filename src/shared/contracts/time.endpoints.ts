import { defineEndpoint } from '../http/endpoint.ts';
import type { timeSchemas } from './time.ts';

type Schemas = typeof timeSchemas;

const tag = 'time';

export const listTimeEntries = defineEndpoint<Schemas['listTimeEntries']>({
  method: 'GET',
  path: '/api/employee/time-entries',
  access: 'employee',
  tag,
  summary: 'The caller’s 10 latest time entries, Active or Off Duty, and this week’s hours (from Sunday, Minnesota time)',
});

export const clockIn = defineEndpoint<Schemas['clockIn']>({
  method: 'POST',
  path: '/api/employee/clock-in',
  access: 'employee',
  tag,
  summary: 'Clock in at a location, optionally to an assigned booking; the address comes from the geocoder or is the coordinates',
  status: 201,
  errors: [404, 409],
});

export const clockOut = defineEndpoint<Schemas['clockOut']>({
  method: 'POST',
  path: '/api/employee/clock-out',
  access: 'employee',
  tag,
  summary: 'Clock out of the caller’s open entry at a location',
  errors: [404, 409],
});

export const createTimeEntry = defineEndpoint<Schemas['createTimeEntry']>({
  method: 'POST',
  path: '/api/employee/time-entries',
  access: 'employee',
  tag,
  summary: 'A manual time entry: refused when it overlaps another entry or falls in an approved week',
  status: 201,
  errors: [404, 409],
});

export const listMileageLogs = defineEndpoint<Schemas['listMileageLogs']>({
  method: 'GET',
  path: '/api/employee/mileage-logs',
  access: 'employee',
  tag,
  summary: 'The caller’s trips (drive mode) of a week with their miles and minutes, and the trip in progress',
});

export const startTrip = defineEndpoint<Schemas['startTrip']>({
  method: 'POST',
  path: '/api/employee/mileage-logs',
  access: 'employee',
  tag,
  summary: 'Start a trip in drive mode: location and starting mileage (one trip at a time)',
  status: 201,
  errors: [404, 409],
});

export const endTrip = defineEndpoint<Schemas['endTrip']>({
  method: 'POST',
  path: '/api/employee/mileage-logs/:id/end',
  access: 'employee',
  tag,
  summary: 'End the caller’s trip: location, ending mileage and destination; miles = end - start',
  errors: [404, 409],
});

export const listLocations = defineEndpoint<Schemas['listLocations']>({
  method: 'GET',
  path: '/api/employee/locations',
  access: 'employee',
  tag,
  summary:
    'Every location stored about the caller (clock-in and clock-out points, trip starts and ends), newest first: the newest 200 unless `limit` (1 to 500) says otherwise, and how many are stored',
});
