import { defineEndpoint } from '../http/endpoint.ts';
import type { feedbackSchemas } from './feedback.ts';

type Schemas = typeof feedbackSchemas;

const tag = 'feedback';

export const rateVisit = defineEndpoint<Schemas['rateVisit']>({
  method: 'PUT',
  path: '/api/customer/bookings/:id/rating',
  access: 'customer',
  tag,
  summary: 'Rate one of the signed-in customer’s completed visits, 1 to 5 with an optional comment; rating again replaces it',
  errors: [404, 409],
});

export const reportProblem = defineEndpoint<Schemas['reportProblem']>({
  method: 'POST',
  path: '/api/customer/bookings/:id/problems',
  access: 'customer',
  tag,
  summary: 'Report a problem with one of the signed-in customer’s visits (completed, or today’s); the company is e-mailed (a few a day)',
  status: 201,
  errors: [404, 409, 429],
});

export const listCustomerProblems = defineEndpoint<Schemas['listCustomerProblems']>({
  method: 'GET',
  path: '/api/customer/problems',
  access: 'customer',
  tag,
  summary: 'The problems the signed-in customer reported, newest first',
});

export const listProblems = defineEndpoint<Schemas['listProblems']>({
  method: 'GET',
  path: '/api/admin/problems',
  access: 'admin',
  tag,
  summary: 'Problems customers reported, open or resolved, newest first',
});

export const resolveProblem = defineEndpoint<Schemas['resolveProblem']>({
  method: 'POST',
  path: '/api/admin/problems/:id/resolve',
  access: 'admin',
  tag,
  summary: 'Resolve an open problem, saying how',
  errors: [404, 409],
});

export const customerAnalytics = defineEndpoint<Schemas['customerAnalytics']>({
  method: 'GET',
  path: '/api/customer/analytics',
  access: 'customer',
  tag,
  summary:
    'The signed-in customer’s completed visits per month, hours on site and the average rating they gave, with the newest visits listed (100 unless `limit` says, at most 500)',
});

export const customerReports = defineEndpoint<Schemas['customerReports']>({
  method: 'GET',
  path: '/api/customer/reports',
  access: 'customer',
  tag,
  summary: 'The signed-in customer’s invoices with their PDF links, and the quotes they accepted online',
});
