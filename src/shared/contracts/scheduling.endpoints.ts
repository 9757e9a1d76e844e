import { defineEndpoint } from '../http/endpoint.ts';
import type { schedulingSchemas } from './scheduling.ts';

type Schemas = typeof schedulingSchemas;

const tag = 'scheduling';

export const listAvailability = defineEndpoint<Schemas['listAvailability']>({
  method: 'GET',
  path: '/api/scheduling/availability',
  access: 'public',
  tag,
  summary: 'The hour-long slots of a Minnesota day within the booking horizon, each free or taken',
});

export const listCalendarEvents = defineEndpoint<Schemas['listCalendarEvents']>({
  method: 'GET',
  path: '/api/scheduling/events',
  access: 'public',
  tag,
  summary: 'The booked times of a Minnesota day, without who booked them',
});

export const getCalendarIntegrations = defineEndpoint<Schemas['getCalendarIntegrations']>({
  method: 'GET',
  path: '/api/scheduling/integrations',
  access: 'public',
  tag,
  summary: 'Whether the Google and Outlook calendars are connected',
});

export const bookAppointment = defineEndpoint<Schemas['bookAppointment']>({
  method: 'POST',
  path: '/api/scheduling/book',
  access: 'public',
  tag,
  summary: 'Hold a free slot for a visit and e-mail the visitor a link to confirm it (the hold runs out unconfirmed)',
  status: 201,
  errors: [409, 429],
});

export const confirmAppointment = defineEndpoint<Schemas['confirmAppointment']>({
  method: 'POST',
  path: '/api/scheduling/confirm',
  access: 'public',
  tag,
  summary: "Confirm a held visit with the e-mailed link's token: a lead with a reference, a confirmation with an .ics file",
  errors: [404, 410, 429],
});

export const confirmWalkThrough = defineEndpoint<Schemas['confirmWalkThrough']>({
  method: 'POST',
  path: '/api/admin/bookings/:id/confirm',
  access: 'admin',
  tag,
  summary: 'Confirm a held walk-through after calling the visitor (the office confirms while the site sends no e-mail)',
  errors: [404, 409, 410],
});

export const syncCalendars = defineEndpoint<Schemas['syncCalendars']>({
  method: 'POST',
  path: '/api/scheduling/sync',
  access: 'public',
  tag,
  summary: "Read the connected calendars' feeds into busy times (at most once a minute; a sooner call answers the last result)",
  errors: [429],
});

export const bookingsFeed = defineEndpoint<Schemas['bookingsFeed']>({
  method: 'GET',
  path: '/api/scheduling/feed/:file',
  access: 'public',
  tag,
  summary: "The company's scheduled visits as an iCalendar feed at a secret address (<token>.ics; 404 without the right one)",
  produces: 'text/calendar',
  errors: [404],
});

export const getManagedWalkThrough = defineEndpoint<Schemas['getManagedWalkThrough']>({
  method: 'GET',
  path: '/api/scheduling/manage/:token',
  access: 'public',
  tag,
  summary: 'A walk-through by its private manage link (decision 0048); 404 for a wrong link or once the appointment is over',
  errors: [404],
});

export const rescheduleWalkThrough = defineEndpoint<Schemas['rescheduleWalkThrough']>({
  method: 'POST',
  path: '/api/scheduling/manage/:token/reschedule',
  access: 'public',
  tag,
  summary:
    'Move a confirmed walk-through to another free slot by its manage link; the calendar file is e-mailed again (same UID, higher SEQUENCE)',
  errors: [404, 409, 429],
});

export const cancelWalkThrough = defineEndpoint<Schemas['cancelWalkThrough']>({
  method: 'POST',
  path: '/api/scheduling/manage/:token/cancel',
  access: 'public',
  tag,
  summary: 'Cancel a walk-through by its manage link, with an optional reason: frees the slot, e-mails METHOD:CANCEL',
  errors: [404, 409, 429],
});
