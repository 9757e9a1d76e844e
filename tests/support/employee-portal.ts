import { vi } from 'vitest';
import type { EmployeeProfile } from '#shared/contracts/auth.ts';
import type { Assignment } from '#shared/contracts/operations.ts';
import type { MileageLog, MileageWeek, StoredLocation, StoredLocations, TimeEntriesOverview, TimeEntry } from '#shared/contracts/time.ts';
import { json, problem, type SeenRequest } from './component-render.tsx';

/**
 * The employee portal's world for component tests: a Tuesday morning in Minnesota, the API's
 * answers by method and path, and a browser geolocation that answers as a test says.
 */

/** Tuesday, November 24, 2026, 9:00 AM in Minnesota (CST). The week started Sunday the 22nd. */
export const NOW = new Date('2026-11-24T15:00:00Z');
/** Where the stubbed phone is: downtown Minneapolis. */
export const HERE = { latitude: 44.9766, longitude: -93.265 };
export const HERE_TEXT = '44.976600,-93.265000';

export const employeeProfile: EmployeeProfile = {
  firstName: 'Erin',
  lastName: 'Lindqvist',
  email: 'erin@crew.example',
  phone: '(612) 555-0177',
  position: 'Lead Cleaner',
  hourlyRate: 22.5,
  hireDate: '2024-03-04',
  isActive: true,
  isSupervisor: false,
};

export const todaysVisit: Assignment = {
  id: 41,
  serviceType: 'Office cleaning',
  clientName: 'Acme Dental',
  clientPhone: '612-555-0134',
  scheduledDate: '2026-11-24T16:00:00Z',
  duration: 2,
  notes: 'Alarm code at the front desk',
  status: 'confirmed',
  siteName: 'Acme Dental, Uptown',
  address: '100 Main St, Minneapolis, MN 55401',
};

export const laterVisit: Assignment = {
  id: 42,
  serviceType: 'Medical cleaning',
  clientName: 'Birch Clinic',
  clientPhone: null,
  scheduledDate: '2026-11-26T00:00:00Z',
  duration: 3.5,
  notes: '',
  status: 'confirmed',
  siteName: 'Birch Clinic',
  address: '2200 Birch Ave, St. Paul, MN 55104',
};

export const yesterdaysVisit: Assignment = {
  id: 40,
  serviceType: 'Office cleaning',
  clientName: 'Acme Dental',
  clientPhone: '612-555-0134',
  scheduledDate: '2026-11-23T16:00:00Z',
  duration: 2,
  notes: '',
  status: 'completed',
  siteName: 'Acme Dental, Uptown',
  address: '100 Main St, Minneapolis, MN 55401',
};

export function timeEntry(overrides: Partial<TimeEntry> = {}): TimeEntry {
  return {
    id: 7,
    bookingId: null,
    clockIn: '2026-11-23T15:00:00Z',
    clockOut: '2026-11-23T18:00:00Z',
    hoursWorked: 3,
    description: '',
    location: HERE_TEXT,
    address: '100 Main St, Minneapolis, MN 55401',
    source: 'clock',
    clockOutLocation: HERE_TEXT,
    clockOutAddress: '100 Main St, Minneapolis, MN 55401',
    distanceMeters: null,
    clockOutDistanceMeters: null,
    farFromSite: false,
    weekStart: '2026-11-22',
    ...overrides,
  };
}

export function overview(entries: TimeEntry[] = [], weeklyHours = 0): TimeEntriesOverview {
  const openEntry = entries.find((entry) => entry.clockOut === null) ?? null;
  return { entries, status: openEntry ? 'Active' : 'Off Duty', openEntry, weekStart: '2026-11-22', weeklyHours };
}

/** Clocked in at 8:15 AM today, to nothing in particular. */
export const openEntry = timeEntry({
  id: 8,
  clockIn: '2026-11-24T14:15:00Z',
  clockOut: null,
  hoursWorked: null,
  clockOutLocation: null,
  clockOutAddress: null,
});

export function trip(overrides: Partial<MileageLog> = {}): MileageLog {
  return {
    id: 3,
    bookingId: null,
    startedAt: '2026-11-23T20:00:00Z',
    endedAt: '2026-11-23T20:25:00Z',
    startLocation: HERE_TEXT,
    startAddress: '100 Main St, Minneapolis, MN 55401',
    endLocation: '44.876600,-93.330100',
    endAddress: '7001 France Ave S, Edina, MN 55435',
    startMileage: 48213.4,
    endMileage: 48225.6,
    miles: 12.2,
    minutes: 25,
    destination: 'Acme Dental',
    weekStart: '2026-11-22',
    ...overrides,
  };
}

export function mileageWeek(trips: MileageLog[] = []): MileageWeek {
  const ended = trips.filter((t) => t.endedAt !== null);
  return {
    weekStart: '2026-11-22',
    trips,
    totalMiles: Math.round(ended.reduce((sum, t) => sum + (t.miles ?? 0), 0) * 10) / 10,
    totalMinutes: ended.reduce((sum, t) => sum + (t.minutes ?? 0), 0),
    openTrip: trips.find((t) => t.endedAt === null) ?? null,
  };
}

/** A stored point: by default the clock-in of yesterday's entry 7, at the site of Acme Dental. */
export function storedLocation(overrides: Partial<StoredLocation> = {}): StoredLocation {
  return {
    kind: 'clock-in',
    at: '2026-11-23T15:00:00Z',
    lat: 44.8766,
    lng: -93.3301,
    address: '7001 France Ave S, Edina, MN 55435',
    distanceFromSiteM: 12,
    farFromSite: false,
    timeEntryId: 7,
    tripId: null,
    bookingId: 40,
    serviceType: 'Office cleaning',
    clientName: 'Acme Dental',
    ...overrides,
  };
}

/** The locations answer: these points, and `total` stored (as many as listed unless told). */
export function storedLocations(locations: StoredLocation[] = [], total = locations.length): StoredLocations {
  return { locations, total, nextCursor: null };
}

type Answer = () => Response;

/** Answers in turn, the last one repeating: a read before and after a write. */
export function inTurn(...answers: Answer[]): Answer {
  let calls = 0;
  return () => answers[Math.min(calls++, answers.length - 1)]!();
}

/**
 * The portal's API for `answerFetch`: each 'METHOD /path' answered by its route, else an employee
 * who is off duty with nothing assigned, no trips and no stored locations. A call nobody expected is a 404.
 */
export function portalApi(routes: Record<string, Answer> = {}): (request: SeenRequest) => Response {
  const defaults: Record<string, Answer> = {
    'GET /api/auth/employee/profile': () => json(employeeProfile),
    'GET /api/employee/assignments': () => json([]),
    'GET /api/employee/time-entries': () => json(overview()),
    'GET /api/employee/mileage-logs': () => json(mileageWeek()),
    'GET /api/employee/locations?limit=25': () => json(storedLocations()),
    // Issue 33: no corrective actions, and not a supervisor (the inspection link stays away).
    'GET /api/employee/corrective-actions': () => json({ actions: [] }),
    'GET /api/inspections/sites': () => problem(403, 'Only administrators and supervisors do inspections'),
  };
  return (request) => {
    const key = `${request.method} ${request.url}`;
    const answer = routes[key] ?? defaults[key];
    return answer ? answer() : problem(404, `No stub for ${key}`);
  };
}

/** The writes among the requests seen (reads left out). */
export const writes = (seen: SeenRequest[]) => seen.filter((request) => request.method !== 'GET');

type Position = { latitude: number; longitude: number };
/** A reading, a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout), or 'hold' (answered by `release`). */
export type PositionAnswer = Position | { error: 1 | 2 | 3 } | 'hold';

/**
 * Replaces navigator.geolocation for the test: each getCurrentPosition gets the next answer
 * (the last one repeats), a moment later as a phone would. Returns the options each call asked
 * with, and `release` to answer a held call.
 */
export function stubGeolocation(...answers: PositionAnswer[]) {
  const options: (PositionOptions | undefined)[] = [];
  let held: (answer: Exclude<PositionAnswer, 'hold'>) => void = () => {};
  const getCurrentPosition = (success: PositionCallback, failure?: PositionErrorCallback | null, asked?: PositionOptions) => {
    options.push(asked);
    const reply = (answer: Exclude<PositionAnswer, 'hold'>) =>
      setTimeout(() => {
        if ('error' in answer)
          failure?.({ code: answer.error, message: 'stubbed', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
        else
          success({
            coords: { ...answer, accuracy: 8, altitude: null, altitudeAccuracy: null, heading: null, speed: null, toJSON: () => ({}) },
            timestamp: Date.now(),
            toJSON: () => ({}),
          });
      }, 0);
    const answer = answers[Math.min(options.length - 1, answers.length - 1)] ?? HERE;
    if (answer === 'hold') held = reply;
    else reply(answer);
  };
  const geolocation = { getCurrentPosition, watchPosition: () => 0, clearWatch: () => {} } as Geolocation;
  vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue(geolocation);
  return { options, release: (answer: Exclude<PositionAnswer, 'hold'>) => held(answer) };
}

/** A browser without geolocation. */
export function withoutGeolocation(): void {
  vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue(undefined as unknown as Geolocation);
}
