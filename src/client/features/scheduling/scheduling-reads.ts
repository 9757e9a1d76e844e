import { getCalendarIntegrations, listAvailability, listCalendarEvents } from '#shared/contracts/scheduling.endpoints.ts';
import type { IsoDate } from '#shared/domain/company-time.ts';
import { apiQuery } from '../../lib/api-client.ts';

/** The slots of one Minnesota day (the API answers a day at a time). */
export const availabilityRead = (date: IsoDate) => apiQuery(listAvailability, { query: { date } });

/** The taken times of one day: bookings as "Booked", the calendars' busy times as "Busy". */
export const eventsRead = (date: IsoDate) => apiQuery(listCalendarEvents, { query: { date } });

export const integrationsRead = () => apiQuery(getCalendarIntegrations);

/** What a booking or a sync changes: every day's slots and taken times. */
export const SCHEDULE_PATHS = [listAvailability.path, listCalendarEvents.path] as const;
