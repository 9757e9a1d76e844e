import { defineEndpoint } from '../http/endpoint.ts';
import type { selfServiceSchemas } from './self-service.ts';

type Schemas = typeof selfServiceSchemas;

const tag = 'self-service';

export const getServiceRequestOptions = defineEndpoint<Schemas['serviceRequestOptions']>({
  method: 'GET',
  path: '/api/customer/service-requests/options',
  access: 'customer',
  tag,
  summary: 'What extra work the signed-in customer may ask for: the services, their sites and the estimate of each service per site',
});

export const listOwnServiceRequests = defineEndpoint<Schemas['listOwnServiceRequests']>({
  method: 'GET',
  path: '/api/customer/service-requests',
  access: 'customer',
  tag,
  summary: 'The signed-in customer’s requests for extra work, newest first',
});

export const createServiceRequest = defineEndpoint<Schemas['createServiceRequest']>({
  method: 'POST',
  path: '/api/customer/service-requests',
  access: 'customer',
  tag,
  summary:
    'Ask for extra work at one of the customer’s sites within a window of days; priced by the engine when the service has a rate, else to be quoted',
  status: 201,
  errors: [404],
});

export const listServiceRequests = defineEndpoint<Schemas['listServiceRequests']>({
  method: 'GET',
  path: '/api/admin/service-requests',
  access: 'admin',
  tag,
  summary: 'Customers’ requests for extra work, open ones first, newest first',
});

export const approveServiceRequest = defineEndpoint<Schemas['approveServiceRequest']>({
  method: 'POST',
  path: '/api/admin/service-requests/:id/approve',
  access: 'admin',
  tag,
  summary:
    'Approve a request with a price and a day: a one-off visit is booked (invoiced with its month once completed) and the customer told',
  errors: [404, 409],
});

export const declineServiceRequest = defineEndpoint<Schemas['declineServiceRequest']>({
  method: 'POST',
  path: '/api/admin/service-requests/:id/decline',
  access: 'admin',
  tag,
  summary: 'Decline a request with a reason; the customer is told',
  errors: [404, 409],
});

export const skipVisit = defineEndpoint<Schemas['skipVisit']>({
  method: 'POST',
  path: '/api/customer/bookings/:id/skip',
  access: 'customer',
  tag,
  summary: 'Skip one of the signed-in customer’s confirmed visits, up to the cut-off before it (VISIT_CHANGE_CUTOFF_HOURS)',
  errors: [404, 409],
});

export const moveVisit = defineEndpoint<Schemas['moveVisit']>({
  method: 'POST',
  path: '/api/customer/bookings/:id/move',
  access: 'customer',
  tag,
  summary: 'Move one of the signed-in customer’s confirmed visits to another day and time of its week, up to the cut-off before either',
  errors: [404, 409],
});

export const getOwnVisitChanges = defineEndpoint<Schemas['ownVisitChanges']>({
  method: 'GET',
  path: '/api/customer/visit-changes',
  access: 'customer',
  tag,
  summary: 'The signed-in customer’s site closures and visit changes, with the cut-off and whether skipped visits are credited',
});

export const createSiteClosure = defineEndpoint<Schemas['createSiteClosure']>({
  method: 'POST',
  path: '/api/customer/site-closures',
  access: 'customer',
  tag,
  summary: 'Days one of the customer’s sites is closed: planned visits on them are cancelled and never produced',
  status: 201,
  errors: [404],
});

export const listVisitChanges = defineEndpoint<Schemas['listVisitChanges']>({
  method: 'GET',
  path: '/api/admin/visit-changes',
  access: 'admin',
  tag,
  summary: 'Every visit customers skipped or moved and every site closure they entered, newest first (the last 200 of each)',
});

export const getMessagePreferences = defineEndpoint<Schemas['getMessagePreferences']>({
  method: 'GET',
  path: '/api/customer/message-preferences',
  access: 'customer',
  tag,
  summary: 'What the signed-in customer is told and how: visit reminders and "visit done" notes by e-mail or SMS, updates by e-mail',
});

export const putMessagePreferences = defineEndpoint<Schemas['putMessagePreferences']>({
  method: 'PUT',
  path: '/api/customer/message-preferences',
  access: 'customer',
  tag,
  summary: 'Set what the signed-in customer is told and how (SMS needs the account’s phone)',
});

export const unsubscribe = defineEndpoint<Schemas['unsubscribe']>({
  method: 'POST',
  path: '/api/unsubscribe/:token',
  access: 'public',
  tag,
  summary: 'One-click unsubscribe (RFC 8058): the e-mails of the link’s kind stop for its customer; a wrong link is a 404',
  errors: [404, 429],
});

/** 404 of a wrong unsubscribe link, or one past its time (decision 0054: 90 days, a week once used). */
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE = 'This unsubscribe link is not valid or has expired.';

export const getUnsubscribeLink = defineEndpoint<Schemas['unsubscribeLink']>({
  method: 'GET',
  path: '/api/unsubscribe/:token',
  access: 'public',
  tag,
  summary:
    'What an unsubscribe link stops and whether those e-mails are still sent; changes nothing (the page /unsubscribe/{token} reads it). A wrong or expired link is a 404',
  errors: [404],
});
