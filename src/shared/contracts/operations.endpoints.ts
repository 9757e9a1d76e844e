import { defineEndpoint } from '../http/endpoint.ts';
import type { operationsSchemas } from './operations.ts';

type Schemas = typeof operationsSchemas;

const tag = 'operations';

export const listServicePlans = defineEndpoint<Schemas['listServicePlans']>({
  method: 'GET',
  path: '/api/admin/service-plans',
  access: 'admin',
  tag,
  summary: 'Service plans, by customer and status',
});

export const createServicePlan = defineEndpoint<Schemas['createServicePlan']>({
  method: 'POST',
  path: '/api/admin/service-plans',
  access: 'admin',
  tag,
  summary: 'Create a service plan with its default crew; its visits for the coming 8 weeks are produced at once',
  status: 201,
});

export const getServicePlan = defineEndpoint<Schemas['getServicePlan']>({
  method: 'GET',
  path: '/api/admin/service-plans/:id',
  access: 'admin',
  tag,
  summary: 'One service plan with its default crew',
  errors: [404],
});

export const updateServicePlan = defineEndpoint<Schemas['updateServicePlan']>({
  method: 'PUT',
  path: '/api/admin/service-plans/:id',
  access: 'admin',
  tag,
  summary: 'Change a plan’s fields or status; a schedule change replaces the coming visits nobody changed by hand',
  errors: [404],
});

export const setPlanCrew = defineEndpoint<Schemas['setPlanCrew']>({
  method: 'PUT',
  path: '/api/admin/service-plans/:id/crew',
  access: 'admin',
  tag,
  summary: 'The plan’s default team (active employees), optionally given to its coming visits',
  errors: [404],
});

export const confirmPlanStart = defineEndpoint<Schemas['confirmPlanStart']>({
  method: 'POST',
  path: '/api/admin/service-plans/:id/confirm-start',
  access: 'admin',
  tag,
  summary: 'Start a plan accepted online: its first day and crew; its visits are produced and the customer is e-mailed',
  errors: [404, 409],
});

export const generateBookings = defineEndpoint<Schemas['generateBookings']>({
  method: 'POST',
  path: '/api/admin/service-plans/generate',
  access: 'admin',
  tag,
  summary: 'Produce the visits of every active plan through the next 8 weeks now (idempotent)',
});

export const listBookings = defineEndpoint<Schemas['listBookings']>({
  method: 'GET',
  path: '/api/admin/bookings',
  access: 'admin',
  tag,
  summary: 'Visits by Minnesota days, status, customer, employee, plan and site, earliest first',
});

export const listBookingPage = defineEndpoint<Schemas['listBookingPage']>({
  method: 'GET',
  path: '/api/admin/bookings/page',
  access: 'admin',
  tag,
  summary: 'One page of the visits by Minnesota days, status, customer and employee, sorted by when, client, service or status',
});

export const createBooking = defineEndpoint<Schemas['createBooking']>({
  method: 'POST',
  path: '/api/admin/bookings',
  access: 'admin',
  tag,
  summary: 'Book a one-off visit',
  status: 201,
});

export const getBooking = defineEndpoint<Schemas['getBooking']>({
  method: 'GET',
  path: '/api/admin/bookings/:id',
  access: 'admin',
  tag,
  summary: 'One visit with its crew',
  errors: [404],
});

export const updateBooking = defineEndpoint<Schemas['updateBooking']>({
  method: 'PUT',
  path: '/api/admin/bookings/:id',
  access: 'admin',
  tag,
  summary: 'Reschedule a confirmed visit or change its details; notes on any visit',
  errors: [404, 409],
});

export const cancelBooking = defineEndpoint<Schemas['cancelBooking']>({
  method: 'POST',
  path: '/api/admin/bookings/:id/cancel',
  access: 'admin',
  tag,
  summary: 'Cancel a confirmed visit, with the reason (a cancelled plan visit is not produced again)',
  errors: [404, 409],
});

export const completeBooking = defineEndpoint<Schemas['completeBooking']>({
  method: 'POST',
  path: '/api/admin/bookings/:id/complete',
  access: 'admin',
  tag,
  summary: 'Mark a confirmed visit that has started as completed',
  errors: [404, 409],
});

export const setBookingCrew = defineEndpoint<Schemas['setBookingCrew']>({
  method: 'PUT',
  path: '/api/admin/bookings/:id/crew',
  access: 'admin',
  tag,
  summary: 'Assign the visit’s team (active employees); those left out are unassigned',
  errors: [404, 409],
});

export const listAssignments = defineEndpoint<Schemas['listAssignments']>({
  method: 'GET',
  path: '/api/employee/assignments',
  access: 'employee',
  tag,
  summary:
    'The signed-in employee’s assigned visits (not cancelled) starting from `from` through `to` (Minnesota days), earliest first; by default 7 days back through 14 days ahead, at most 62 days',
});

export const listCustomerBookings = defineEndpoint<Schemas['listCustomerBookings']>({
  method: 'GET',
  path: '/api/customer/bookings',
  access: 'customer',
  tag,
  summary:
    'The signed-in customer’s visits (not cancelled) starting from `from` through `to` (Minnesota days), earliest first; by default the last 90 days through the booking horizon (56 days ahead), at most 400 days',
});

export const listCustomerServicePlans = defineEndpoint<Schemas['listCustomerServicePlans']>({
  method: 'GET',
  path: '/api/customer/service-plans',
  access: 'customer',
  tag,
  summary:
    'The signed-in customer’s service plans (ended ones left out), oldest first: the site, status, monthly price and the billing rate per cleaner-hour of the quote each came from (null for a plan priced by hand)',
});
