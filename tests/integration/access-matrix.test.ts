import { readFileSync } from 'node:fs';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerInvoice } from '#shared/contracts/billing.ts';
import type { CustomerInspections, LiveVisits } from '#shared/contracts/customer-quality.ts';
import type { CustomerAnalytics, CustomerProblem, CustomerReports } from '#shared/contracts/feedback.ts';
import type { Assignment, CustomerBooking, CustomerPlan } from '#shared/contracts/operations.ts';
import type { MileageWeek, StoredLocations, TimeEntriesOverview } from '#shared/contracts/time.ts';
import type { AccessRule } from '#shared/domain/access.ts';
import { companyDate, weekStart } from '#shared/domain/company-time.ts';
import type { Role } from '#shared/domain/user.ts';
import { passwordLinks, users } from '#server/db/schema/accounts.ts';
import { invoices } from '#server/db/schema/billing.ts';
import { sites } from '#server/db/schema/customers.ts';
import { problemReports } from '#server/db/schema/feedback.ts';
import { inspections, inspectionTemplates } from '#server/db/schema/inspections.ts';
import { bookingAssignments, bookings, servicePlans } from '#server/db/schema/operations.ts';
import { mileageLogs, timeEntries } from '#server/db/schema/time.ts';
import type { RegisteredRoute } from '#server/plugins/access-policy.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer, insertUser, TEST_PASSWORD, tokenFor } from '#tests/support/accounts.ts';
import { queuedAcceptToken, requestQuote } from '#tests/support/conversion.ts';
import { insertBooking, insertEntry, insertPlan, insertSite } from '#tests/support/operations.ts';
import { AT_SITE } from '#tests/support/time-clock.ts';
import { inWeek, insertTrip, pastWeek } from '#tests/support/timesheets.ts';
import { totpCode } from '#tests/support/totp.ts';

/**
 * The access policy WRITTEN OUT, one row per API route: its rule and, as
 * literals, what each caller gets. Nothing here is derived from the policy code
 * (decideAccess) under test, so a bug in the policy cannot move the expectation
 * along with it.
 *
 * THIS TABLE AND THE ONE IN docs/access-control.md MUST AGREE, and so must
 * `rowCalls` below and the doc's second table: change both in the same commit
 * (the last test below compares them).
 *
 * Outcomes:
 *   'yes'  allowed: any answer but 401/403 (and never a 5xx; the walk sends
 *          placeholder ids and an empty JSON body, so 400/404 are fine). A
 *          route of `rowCalls` is walked with a real row and must give exactly
 *          the answer written there.
 *   'own'  allowed, and it serves only the caller's own account or rows:
 *          account GETs answer 200 with the caller's e-mail (changes and
 *          logouts are checked for "only the caller" in the tests below the
 *          walk); a route of `rowCalls` gives its written answer for
 *          Customer's or Employee's own row, and a list of `rowCalls` holds the
 *          caller's seeded rows and no row of anyone else (owners looked up in
 *          the database)
 *   401    no session; 403 wrong role; 404 exactly 404. A refusal of a route of
 *          `rowCalls` that writes also leaves its tables (and the audit trail)
 *          as they were.
 *
 * Columns "customer" and "customer B" are two customers, "employee" and
 * "employee B" two employees; each walks the routes that take a user id
 * (`:id`) with the OTHER one's id. Every caller walks the routes that name a
 * visit, invoice, problem, time entry or trip with CUSTOMER's or EMPLOYEE's
 * row, so the B columns say what another customer or employee gets (404).
 */
type Outcome = 'yes' | 'own' | 401 | 403 | 404;
type Row = readonly [
  method: string,
  path: string,
  rule: AccessRule,
  anonymous: Outcome,
  customer: Outcome,
  customerB: Outcome,
  employee: Outcome,
  employeeB: Outcome,
  admin: Outcome,
];

// prettier-ignore
const table: readonly Row[] = [
  // method  path                                   rule             anonymous customer customer B employee employee B admin
  ['GET',  '/api/health',                           'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/site/capabilities',                'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/cities',                           'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/cities/:slug',                     'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/auth/login',                       'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/login',                            'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/admin/login',                      'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/auth/logout',                      'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['POST', '/api/auth/customer/logout',             'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['POST', '/api/auth/employee/logout',             'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['POST', '/api/admin/logout',                     'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['GET',  '/api/auth/me',                          'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['PUT',  '/api/auth/password',                    'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['POST', '/api/auth/password-reset',              'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/auth/password-links/:token',       'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/auth/password-links/:token',       'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/auth/handoff',                     'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/auth/sessions',                    'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['DELETE', '/api/auth/sessions/:id',              'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['GET',  '/api/auth/two-factor',                  'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['POST', '/api/auth/two-factor/setup',            'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['POST', '/api/auth/two-factor/enable',           'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['POST', '/api/auth/two-factor/recovery-codes',   'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['POST', '/api/auth/two-factor/disable',          'authenticated', 401,      'own',   'own',     'own',   'own',   'own'],
  ['GET',  '/api/auth/customer/profile',            'customer',      401,      'own',   'own',     403,     403,     403],
  ['GET',  '/api/auth/employee/profile',            'employee',      401,      403,     403,       'own',   'own',   403],
  ['GET',  '/api/users',                            'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/users',                            'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/users/:id',                        'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/users/:id/status',                 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/users/:id/password-link',          'admin',         401,      403,     403,       403,     403,     'yes'],
  ['DELETE', '/api/users/:id/sign-in-lock',         'admin',         401,      403,     403,       403,     403,     'yes'],
  ['DELETE', '/api/users/:id/two-factor',           'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/pricing-config',             'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/pricing-config',             'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/pricing-config/preview',     'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/pricing-config/versions',    'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/settings/company',           'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/settings/company',           'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/settings/time-entries',      'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/settings/time-entries',      'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/test-email',                 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/test-sms',                   'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/test-telegram',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/settings/notifications',     'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/settings/notifications',     'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/notifications',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/notifications/:id/retry',    'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/pricing-breakdown',                'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/window-quotes',                    'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/leads/:leadId/consultation',       'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/leads',                            'admin',         401,      403,     403,       403,     403,     'yes'],
  // The CRM (decision 0019): admins only.
  ['POST', '/api/leads',                            'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/leads/:leadId',                    'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/leads/:leadId/activities',         'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/crm-activities',                   'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/leads/:leadId/journey',            'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/crm-summary',                      'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/contact',                          'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/admin/forms/stats',                'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/forms/leads',                'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/forms/contacts',             'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/quotes/:leadId',                   'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/quote-pdf/:leadId',                'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/service-agreement-pdf/:leadId',    'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/blog/posts',                       'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/blog/categories',                  'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/blog/posts/:slug',                 'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/blog/posts/:slug/views',           'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/visitor-tracking',                 'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/admin/visitor-stats',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/visitor-analytics',          'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/top-pages',                  'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/system-health',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/system-logs',                'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/backups',                    'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/dashboard-stats',            'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/recent-activities',          'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/top-employees',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/urgent-tasks',               'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/dashboard-trends',           'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/reports/:report',            'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/facebook/pages',             'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/facebook/post',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/facebook/auto-post-blog',    'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/rss/status',                 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/rss/aggregate',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/content/status',             'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/content/runs/:id',           'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/content/runs',               'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/seo/analyze/:postId',        'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/seo/auto-optimize/:postId',  'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/seo/optimize-all',           'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/seo/history/:postId',        'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/hyper-local/generate-landing-pages', 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/hyper-local/generate-city-content', 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/hyper-local/seasonal-content', 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/hyper-local/strategy/:citySlug', 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/hyper-local/suggestions/:citySlug', 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/hyper-local/content-calendar/:citySlug', 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/hyper-local/coverage', 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/blog/posts',                'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/blog/posts/:id',            'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/blog/posts',                'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/blog/posts/:id',            'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/blog/posts/:id/publish',    'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/blog/posts/:id/unpublish',  'admin',         401,      403,     403,       403,     403,     'yes'],
  ['DELETE', '/api/admin/blog/posts/:id',           'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/blog/preview',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/docs/openapi.json',                'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/security-events',            'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/security-settings',          'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/security-settings',          'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/audit',                       'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/invoices',                    'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/invoices/:id',                'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/invoices/issue-preview',      'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/invoices/issue',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/invoices/:id/mark-paid',      'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/invoices/:id/void',           'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/invoices/:id/pdf',            'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/customer/invoices',                 'customer',      401,      'own',   'own',     403,     403,     403],
  ['GET',  '/api/customer/invoices/:id/pdf',         'customer',      401,      'own',   404,       403,     403,     403],
  ['GET',  '/api/employee/time-entries',             'employee',      401,      403,     403,       'own',   'own',   403],
  ['POST', '/api/employee/clock-in',                 'employee',      401,      403,     403,       'own',   404,     403],
  ['POST', '/api/employee/clock-out',                'employee',      401,      403,     403,       'own',   404,     403],
  ['POST', '/api/employee/time-entries',             'employee',      401,      403,     403,       'own',   404,     403],
  ['GET',  '/api/employee/mileage-logs',             'employee',      401,      403,     403,       'own',   'own',   403],
  ['POST', '/api/employee/mileage-logs',             'employee',      401,      403,     403,       'own',   404,     403],
  ['POST', '/api/employee/mileage-logs/:id/end',     'employee',      401,      403,     403,       'own',   404,     403],
  ['GET',  '/api/employee/locations',                'employee',      401,      403,     403,       'own',   'own',   403],
  ['GET',  '/api/admin/timesheets',                  'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/timesheets/:employeeId',      'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/timesheets/:employeeId/:week/approve', 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/timesheets/:employeeId/:week/reopen', 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/time-entries',                'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/time-entries/:id',            'admin',         401,      403,     403,       403,     403,     'yes'],
  ['DELETE', '/api/admin/time-entries/:id',          'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/payroll.csv',                 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/export/:dataset',             'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/service-plans',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/service-plans',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/service-plans/:id',          'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/service-plans/:id',          'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/service-plans/:id/crew',     'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/service-plans/:id/confirm-start', 'admin',    401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/service-plans/generate',     'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/bookings',                   'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/bookings/page',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/bookings',                   'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/bookings/:id',               'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/bookings/:id',               'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/bookings/:id/cancel',        'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/bookings/:id/complete',      'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/bookings/:id/crew',          'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/bookings/:id/confirm',       'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/employee/assignments',             'employee',      401,      403,     403,       'own',   'own',   403],
  ['GET',  '/api/customer/bookings',                'customer',      401,      'own',   'own',     403,     403,     403],
  ['GET',  '/api/customer/service-plans',           'customer',      401,      'own',   'own',     403,     403,     403],
  ['PUT',  '/api/customer/bookings/:id/rating',      'customer',      401,      'own',   404,       403,     403,     403],
  ['POST', '/api/customer/bookings/:id/problems',    'customer',      401,      'own',   404,       403,     403,     403],
  ['GET',  '/api/customer/problems',                 'customer',      401,      'own',   'own',     403,     403,     403],
  ['GET',  '/api/customer/analytics',                'customer',      401,      'own',   'own',     403,     403,     403],
  ['GET',  '/api/customer/reports',                  'customer',      401,      'own',   'own',     403,     403,     403],
  ['GET',  '/api/customer/visits/today',             'customer',      401,      'own',   'own',     403,     403,     403],
  ['GET',  '/api/customer/service-figures',          'customer',      401,      'own',   'own',     403,     403,     403],
  ['GET',  '/api/customer/inspections',              'customer',      401,      'own',   'own',     403,     403,     403],
  ['GET',  '/api/customer/inspections/:id',          'customer',      401,      'own',   404,       403,     403,     403],
  ['GET',  '/api/customer/inspections/:id/pdf',      'customer',      401,      'own',   404,       403,     403,     403],
  ['PUT',  '/api/customer/sites/:id/inspection-report-email', 'customer', 401,  'own',   404,       403,     403,     403],
  ['GET',  '/api/customer/service-requests/options', 'customer',      401,      'yes',   'yes',     403,     403,     403],
  ['GET',  '/api/customer/service-requests',         'customer',      401,      'yes',   'yes',     403,     403,     403],
  ['POST', '/api/customer/service-requests',         'customer',      401,      'yes',   'yes',     403,     403,     403],
  ['POST', '/api/customer/bookings/:id/skip',        'customer',      401,      'own',   404,       403,     403,     403],
  ['POST', '/api/customer/bookings/:id/move',        'customer',      401,      'own',   404,       403,     403,     403],
  ['GET',  '/api/customer/visit-changes',            'customer',      401,      'yes',   'yes',     403,     403,     403],
  ['POST', '/api/customer/site-closures',            'customer',      401,      'yes',   'yes',     403,     403,     403],
  ['GET',  '/api/customer/message-preferences',      'customer',      401,      'yes',   'yes',     403,     403,     403],
  ['PUT',  '/api/customer/message-preferences',      'customer',      401,      'yes',   'yes',     403,     403,     403],
  ['GET',  '/api/admin/service-requests',            'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/service-requests/:id/approve', 'admin',        401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/service-requests/:id/decline', 'admin',        401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/visit-changes',               'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/unsubscribe/:token',                'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/unsubscribe/:token',                'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/admin/quality-trend',               'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/problems',                    'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/problems/:id/resolve',        'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/sites',                         'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/sites/:id',                     'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/sites/:id',                     'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/sites/:id/months',              'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/sites/:id/pricing',             'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/sites/:id/accept-loss',         'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/sites/:id/price-changes',       'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/site-margins',                  'admin',         401,      403,     403,       403,     403,     'yes'],
  ['POST', '/api/admin/sites/:id/price-changes',       'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/settings/site-margins',         'admin',         401,      403,     403,       403,     403,     'yes'],
  ['PUT',  '/api/admin/settings/site-margins',         'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/customers',                     'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/admin/customers/:id',                 'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',   '/api/admin/inspections/templates',      'admin',         401,       403,      403,        403,      403,      'yes'],
  ['PUT',   '/api/admin/inspections/templates/:facilityType', 'admin',         401,       403,      403,        403,      403,      'yes'],
  ['GET',   '/api/admin/settings/inspections',       'admin',         401,       403,      403,        403,      403,      'yes'],
  ['PUT',   '/api/admin/settings/inspections',       'admin',         401,       403,      403,        403,      403,      'yes'],
  ['GET',   '/api/admin/sites/:siteId/inspection-settings', 'admin',         401,       403,      403,        403,      403,      'yes'],
  ['PUT',   '/api/admin/sites/:siteId/inspection-settings', 'admin',         401,       403,      403,        403,      403,      'yes'],
  ['PUT',   '/api/admin/employees/:id/supervisor',   'admin',         401,       403,      403,        403,      403,      'yes'],
  ['GET',   '/api/admin/inspections/:id',            'admin',         401,       403,      403,        403,      403,      'yes'],
  ['GET',   '/api/admin/quality',                    'admin',         401,       403,      403,        403,      403,      'yes'],
  ['GET',   '/api/inspections/sites',                'authenticated', 401,       403,      403,        403,      403,      'yes'],
  ['POST',  '/api/inspections/photos',               'authenticated', 401,       403,      403,        'yes',    'yes',    'yes'],
  ['GET',   '/api/inspections/photos/:id',           'authenticated', 401,       'yes',    'yes',      'yes',    'yes',    'yes'],
  // Admins and supervisors only: refused before the body is read (issue 33).
  ['POST',  '/api/inspections',                      'authenticated', 401,       403,      403,        403,      403,      'yes'],
  ['GET',   '/api/employee/corrective-actions',      'employee',      401,       403,      403,        'yes',    'yes',    403],
  ['POST',  '/api/employee/corrective-actions/:id/close', 'employee',      401,       403,      403,        'yes',    'yes',    403],
  ['POST', '/api/admin/leads/:leadId/convert',       'admin',         401,      403,     403,       403,     403,     'yes'],
  ['GET',  '/api/quote-acceptances/:token',          'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/quote-acceptances/:token',          'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/quote-acceptances/:token/agreement.pdf', 'public',   'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  // The public scheduling page (decision 0018): reads for anyone; booking for anyone, limited per address.
  ['GET',  '/api/scheduling/availability',          'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/scheduling/events',                'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/scheduling/integrations',          'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/scheduling/book',                  'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/scheduling/confirm',               'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  // A walk-through's manage link (decision 0048): public behind its secret token (a placeholder one is 404 or 400).
  ['GET',  '/api/scheduling/manage/:token',         'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/scheduling/manage/:token/reschedule', 'public',     'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['POST', '/api/scheduling/manage/:token/cancel',  'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  // Sync is public (the page's button), limited per address and coalesced; the bookings' feed is public
  // behind its secret address: without CALENDAR_FEED_TOKEN (as here) it is 404 for everyone.
  ['POST', '/api/scheduling/sync',                  'public',        'yes',    'yes',   'yes',     'yes',   'yes',   'yes'],
  ['GET',  '/api/scheduling/feed/:file',            'public',        404,      404,     404,       404,     404,     404],
  // Every method of any other /api URL: 404.
  ['*',    '/api/*',                                'public',        404,      404,     404,       404,     404,     404],
];

type Caller = 'anonymous' | 'customer' | 'customerB' | 'employee' | 'employeeB' | 'admin';
const callers = ['anonymous', 'customer', 'customerB', 'employee', 'employeeB', 'admin'] as const satisfies readonly Caller[];
const column: Record<Caller, 3 | 4 | 5 | 6 | 7 | 8> = { anonymous: 3, customer: 4, customerB: 5, employee: 6, employeeB: 7, admin: 8 };

/** The signed-in callers of the walk, with literal e-mails for the 'own' checks. */
const people = {
  customer: { role: 'customer', username: 'matrix-customer', email: 'matrix-customer@example.test' },
  customerB: { role: 'customer', username: 'matrix-customer-b', email: 'matrix-customer-b@example.test' },
  employee: { role: 'employee', username: 'matrix-employee', email: 'matrix-employee@example.test' },
  employeeB: { role: 'employee', username: 'matrix-employee-b', email: 'matrix-employee-b@example.test' },
  admin: { role: 'admin', username: 'matrix-admin', email: 'matrix-admin@example.test' },
  /** Whose id the admin and anonymous callers use for `:id`. */
  target: { role: 'customer', username: 'matrix-target', email: 'matrix-target@example.test' },
} as const satisfies Record<string, { role: Role; username: string; email: string }>;

const rowFor = (route: RegisteredRoute) =>
  table.find(([method, path]) => path === route.url && (method === '*' || method === route.method));
const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
const ids: Partial<Record<keyof typeof people, number>> = {};

/** The customers and employees who own rows: Customer's visits are Employee's assignments, Customer B's Employee B's. */
type Owner = 'customer' | 'customerB' | 'employee' | 'employeeB';
type Kind = 'visit' | 'completedVisit' | 'todayVisit' | 'assignment' | 'invoice' | 'problem' | 'entry' | 'trip' | 'plan' | 'inspection';
/** The rows seeded for each owner (beforeAll), by kind: the owner's lists must show them, nobody else's may. */
const seeded: Record<Owner, Partial<Record<Kind, number[]>>> = { customer: {}, customerB: {}, employee: {}, employeeB: {} };

/** Customer's and Employee's rows that the routes naming a row are walked with (beforeAll; the walk keeps some up to date). */
const rows = {
  /** When the rows were seeded. */
  now: 0,
  site: 0,
  /** Customer's visit completed an hour ago (Employee's crew): rated, reported, billed. */
  visit: 0,
  /** Customer's visit an hour from now (Employee's crew): Employee may clock in to it. */
  today: 0,
  invoice: 0,
  problem: 0,
  plan: 0,
  /** An inspection of Customer's site. */
  inspection: 0,
  /** A week of Employee's that has ended (four weeks ago), with an entry, and another entry for the admin's corrections. */
  week: '',
  spareEntry: 0,
  /** The week (its Sunday) of the seeded trips. */
  tripWeek: '',
  /** Employee's open time entry and trip in progress, as the walk last set them up. */
  openEntry: 0,
  openTrip: 0,
  /** A quote's lead and accept token (public by link), and another quote's lead for the admin to convert. */
  leadId: '',
  token: '',
  convertLeadId: '',
};

const HOUR = 3_600_000;

/** The ids of each kind of row that a user owns, from the database. */
const owned: Record<Kind, (userId: number) => Promise<Array<{ id: number }>>> = {
  visit: (userId) => t.database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, userId)),
  completedVisit: (userId) => owned.visit(userId),
  // Today's (Minnesota) visits: which of the seeded ones are today's depends on the hour, so none is required, and no one else's may show.
  todayVisit: (userId) => owned.visit(userId),
  inspection: (userId) =>
    t.database.db
      .select({ id: inspections.id })
      .from(inspections)
      .innerJoin(sites, eq(sites.id, inspections.siteId))
      .where(eq(sites.customerId, userId)),
  assignment: (userId) =>
    t.database.db.select({ id: bookingAssignments.bookingId }).from(bookingAssignments).where(eq(bookingAssignments.employeeId, userId)),
  invoice: (userId) => t.database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.customerId, userId)),
  problem: (userId) => t.database.db.select({ id: problemReports.id }).from(problemReports).where(eq(problemReports.customerId, userId)),
  entry: (userId) => t.database.db.select({ id: timeEntries.id }).from(timeEntries).where(eq(timeEntries.employeeId, userId)),
  trip: (userId) => t.database.db.select({ id: mileageLogs.id }).from(mileageLogs).where(eq(mileageLogs.employeeId, userId)),
  plan: (userId) => t.database.db.select({ id: servicePlans.id }).from(servicePlans).where(eq(servicePlans.customerId, userId)),
};

/** The rows of `tables` and of the audit trail, to compare before and after a refused call. */
async function snapshot(tables: readonly string[]): Promise<string> {
  const all = [];
  for (const table of [...tables, 'audit_events']) {
    const result = await t.database.db.execute(sql.raw(`select * from ${table} order by 1, 2`));
    all.push((result as unknown as { rows: unknown[] }).rows);
  }
  return JSON.stringify(all);
}

const employees = () => [ids.employee!, ids.employeeB!];

/** Neither employee is clocked in (else clock-in is 409 before it looks at the visit). */
async function clockedOut(): Promise<void> {
  await t.database.db.delete(timeEntries).where(and(inArray(timeEntries.employeeId, employees()), isNull(timeEntries.clockOut)));
}

/** Employee is clocked in: `rows.openEntry`. */
async function clockedIn(): Promise<void> {
  const db = t.database.db;
  const [open] = await db
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(and(eq(timeEntries.employeeId, ids.employee!), isNull(timeEntries.clockOut)));
  rows.openEntry =
    open?.id ?? (await insertEntry(db, ids.employee!, new Date(), 0, { source: 'clock', clockOut: null, workedMinutes: null })).id;
}

/** Neither employee has a trip in progress (else starting one is 409 before it looks at the visit). */
async function noTrips(): Promise<void> {
  await t.database.db.delete(mileageLogs).where(and(inArray(mileageLogs.employeeId, employees()), isNull(mileageLogs.endedAt)));
}

/** Employee has a trip in progress (odometer 40,000.0): `rows.openTrip`. */
async function onATrip(): Promise<void> {
  const db = t.database.db;
  const [open] = await db
    .select({ id: mileageLogs.id })
    .from(mileageLogs)
    .where(and(eq(mileageLogs.employeeId, ids.employee!), isNull(mileageLogs.endedAt)));
  rows.openTrip = open?.id ?? (await insertTrip(db, ids.employee!, new Date(), 0, true)).id;
}

let manualEntries = 0;
/** An hour two days before the seeding, a little later each call so that the owner's entries never overlap. */
function manualEntry() {
  const clockIn = new Date(rows.now - 48 * HOUR + manualEntries++ * 2 * HOUR);
  return { bookingId: rows.visit, clockIn: clockIn.toISOString(), clockOut: new Date(clockIn.getTime() + HOUR).toISOString() };
}

const idsOf = (items: ReadonlyArray<{ id: number }>) => items.map((item) => item.id);

/**
 * How the walk calls the routes that name a row, and the lists of a caller's own rows. WRITTEN OUT
 * as the second table of docs/access-control.md ("sends" and "answer" are its columns).
 */
interface RowCall {
  /** The row and body the walk sends. */
  sends: string;
  /** What every caller the table allows ('yes', 'own') gets. */
  answer: number;
  /** Path parameters (the others are filled as for every route). */
  params?: Record<string, () => string | number>;
  query?: () => string;
  body?: () => object;
  /** Puts the rows in the state the owner's call needs, before each caller's call. */
  prepare?: () => Promise<void>;
  /** Tables a refusal (401, 403, 404) must leave as they were; the audit trail is always compared. */
  stored?: readonly string[];
  /** A list: which kind of row it shows, and their ids in the answer (several kinds: one check each). */
  list?: ListCheck | readonly ListCheck[];
}

interface ListCheck {
  kind: Kind;
  ids: (body: unknown) => number[];
}

const invoiceId = { id: () => rows.invoice };
const visitId = { id: () => rows.visit };
const timesheet = { employeeId: () => ids.employee!, week: () => rows.week };

const rowCalls: Record<string, RowCall> = {
  'GET /api/quotes/:leadId': { sends: "a quote's lead", answer: 200, params: { leadId: () => rows.leadId } },
  'GET /api/quote-pdf/:leadId': { sends: "a quote's lead", answer: 200, params: { leadId: () => rows.leadId } },
  'GET /api/service-agreement-pdf/:leadId': { sends: "a quote's lead", answer: 200, params: { leadId: () => rows.leadId } },
  'PUT /api/leads/:leadId': {
    sends: "a quote's lead, `{}`",
    answer: 200,
    params: { leadId: () => rows.leadId },
    stored: ['leads', 'crm_activities'],
  },
  'POST /api/leads/:leadId/activities': {
    sends: "a quote's lead, `{}`",
    answer: 400,
    params: { leadId: () => rows.leadId },
    stored: ['crm_activities'],
  },
  'GET /api/leads/:leadId/journey': { sends: "a quote's lead", answer: 200, params: { leadId: () => rows.leadId } },
  'GET /api/admin/invoices/:id': { sends: "Customer's invoice", answer: 200, params: invoiceId },
  'POST /api/admin/invoices/:id/mark-paid': { sends: "Customer's invoice, `{}`", answer: 200, params: invoiceId, stored: ['invoices'] },
  'POST /api/admin/invoices/:id/void': { sends: "Customer's invoice, `{}`", answer: 400, params: invoiceId, stored: ['invoices'] },
  'GET /api/admin/invoices/:id/pdf': { sends: "Customer's invoice", answer: 200, params: invoiceId },
  'GET /api/customer/invoices': {
    sends: "a list: the caller's invoices, no one else's",
    answer: 200,
    list: { kind: 'invoice', ids: (body) => idsOf(body as CustomerInvoice[]) },
  },
  'GET /api/customer/invoices/:id/pdf': { sends: "Customer's invoice", answer: 200, params: invoiceId },
  'GET /api/employee/time-entries': {
    sends: "a list: the caller's time entries, no one else's",
    answer: 200,
    list: {
      kind: 'entry',
      ids: (body) => {
        const { entries, openEntry } = body as TimeEntriesOverview;
        return idsOf(openEntry ? [...entries, openEntry] : entries);
      },
    },
  },
  'POST /api/employee/clock-in': {
    sends: "Employee's visit of today as `bookingId`, at its site (neither employee clocked in)",
    answer: 201,
    prepare: clockedOut,
    body: () => ({ bookingId: rows.today, location: AT_SITE }),
    stored: ['time_entries'],
  },
  'POST /api/employee/clock-out': {
    sends: "Employee's open time entry as `timeEntryId`",
    answer: 200,
    prepare: clockedIn,
    body: () => ({ timeEntryId: rows.openEntry, location: AT_SITE }),
    stored: ['time_entries'],
  },
  'POST /api/employee/time-entries': {
    sends: "Employee's completed visit as `bookingId`, an hour two days ago",
    answer: 201,
    body: manualEntry,
    stored: ['time_entries'],
  },
  'GET /api/employee/mileage-logs': {
    sends: "a list (the seeded trips' week): the caller's trips, no one else's",
    answer: 200,
    query: () => `week=${rows.tripWeek}`,
    list: {
      kind: 'trip',
      ids: (body) => {
        const { trips, openTrip } = body as MileageWeek;
        return idsOf(openTrip ? [...trips, openTrip] : trips);
      },
    },
  },
  'POST /api/employee/mileage-logs': {
    sends: "Employee's visit of today as `bookingId`, a starting mileage (no trip in progress)",
    answer: 201,
    prepare: noTrips,
    body: () => ({ bookingId: rows.today, location: AT_SITE, startMileage: 40_000 }),
    stored: ['mileage_logs'],
  },
  'POST /api/employee/mileage-logs/:id/end': {
    sends: "Employee's trip in progress, an ending mileage",
    answer: 200,
    prepare: onATrip,
    params: { id: () => rows.openTrip },
    body: () => ({ location: AT_SITE, endMileage: 40_012.5, destination: 'Acme Dental' }),
    stored: ['mileage_logs'],
  },
  'GET /api/employee/locations': {
    sends: "a list: the points of the caller's time entries and trips, no one else's",
    answer: 200,
    // A punch names its time entry, a trip's point its trip: each list of ids is checked on its own.
    list: [
      { kind: 'entry', ids: (body) => (body as StoredLocations).locations.flatMap((l) => (l.timeEntryId === null ? [] : [l.timeEntryId])) },
      { kind: 'trip', ids: (body) => (body as StoredLocations).locations.flatMap((l) => (l.tripId === null ? [] : [l.tripId])) },
    ],
  },
  'GET /api/admin/timesheets/:employeeId': {
    sends: 'Employee, a week that has ended as `?week=`',
    answer: 200,
    params: timesheet,
    query: () => `week=${rows.week}`,
  },
  'POST /api/admin/timesheets/:employeeId/:week/approve': {
    sends: "Employee's week that has ended, `{}`",
    answer: 200,
    params: timesheet,
    stored: ['timesheet_weeks'],
  },
  'POST /api/admin/timesheets/:employeeId/:week/reopen': {
    sends: "Employee's week that has ended, `{}`",
    answer: 200,
    params: timesheet,
    stored: ['timesheet_weeks'],
  },
  'PUT /api/admin/time-entries/:id': {
    sends: "an entry of Employee's, `{}`",
    answer: 400,
    params: { id: () => rows.spareEntry },
    stored: ['time_entries'],
  },
  'DELETE /api/admin/time-entries/:id': {
    sends: "an entry of Employee's",
    answer: 204,
    params: { id: () => rows.spareEntry },
    stored: ['time_entries'],
  },
  'GET /api/admin/service-plans/:id': { sends: "Customer's plan", answer: 200, params: { id: () => rows.plan } },
  'PUT /api/admin/service-plans/:id': {
    sends: "Customer's plan, `{}`",
    answer: 200,
    params: { id: () => rows.plan },
    stored: ['service_plans', 'bookings'],
  },
  'PUT /api/admin/service-plans/:id/crew': {
    sends: "Customer's plan, `{}`",
    answer: 400,
    params: { id: () => rows.plan },
    stored: ['plan_crew'],
  },
  'POST /api/admin/service-plans/:id/confirm-start': {
    sends: "Customer's plan, `{}`",
    answer: 400,
    params: { id: () => rows.plan },
    stored: ['service_plans', 'plan_crew', 'bookings'],
  },
  'GET /api/admin/bookings/:id': { sends: "Customer's completed visit", answer: 200, params: visitId },
  'PUT /api/admin/bookings/:id': { sends: "Customer's completed visit, `{}`", answer: 200, params: visitId, stored: ['bookings'] },
  'POST /api/admin/bookings/:id/cancel': {
    sends: "Customer's completed visit, `{}`",
    answer: 400,
    params: visitId,
    stored: ['bookings'],
  },
  'POST /api/admin/bookings/:id/complete': {
    sends: "Customer's completed visit, `{}`",
    answer: 409,
    params: visitId,
    stored: ['bookings'],
  },
  'PUT /api/admin/bookings/:id/crew': {
    sends: "Customer's completed visit, `{}`",
    answer: 400,
    params: visitId,
    stored: ['booking_assignments'],
  },
  'GET /api/employee/assignments': {
    sends: "a list: the caller's assigned visits, no one else's",
    answer: 200,
    list: { kind: 'assignment', ids: (body) => idsOf(body as Assignment[]) },
  },
  'GET /api/customer/bookings': {
    sends: "a list: the caller's visits, no one else's",
    answer: 200,
    list: { kind: 'visit', ids: (body) => idsOf(body as CustomerBooking[]) },
  },
  'GET /api/customer/service-plans': {
    sends: "a list: the caller's service plans, no one else's",
    answer: 200,
    list: { kind: 'plan', ids: (body) => idsOf(body as CustomerPlan[]) },
  },
  'PUT /api/customer/bookings/:id/rating': {
    sends: "Customer's completed visit, a rating of 4",
    answer: 200,
    params: visitId,
    body: () => ({ rating: 4, comment: 'Spotless lobby' }),
    stored: ['visit_ratings'],
  },
  'POST /api/customer/bookings/:id/problems': {
    sends: "Customer's completed visit, a description",
    answer: 201,
    params: visitId,
    body: () => ({ description: 'The kitchen trash was not emptied' }),
    stored: ['problem_reports', 'notifications'],
  },
  'GET /api/customer/problems': {
    sends: "a list: the caller's problem reports, no one else's",
    answer: 200,
    list: { kind: 'problem', ids: (body) => idsOf(body as CustomerProblem[]) },
  },
  'GET /api/customer/analytics': {
    sends: "a list: the caller's completed visits, no one else's",
    answer: 200,
    list: { kind: 'completedVisit', ids: (body) => (body as CustomerAnalytics).visits.map((visit) => visit.bookingId) },
  },
  'GET /api/customer/reports': {
    sends: "a list: the caller's invoices, no one else's",
    answer: 200,
    list: { kind: 'invoice', ids: (body) => idsOf((body as CustomerReports).invoices) },
  },
  'GET /api/customer/visits/today': {
    sends: "a list: the caller's visits of today, no one else's",
    answer: 200,
    list: { kind: 'todayVisit', ids: (body) => (body as LiveVisits).visits.map((visit) => visit.bookingId) },
  },
  'GET /api/customer/service-figures': { sends: "nothing: the caller's own figures", answer: 200 },
  'GET /api/customer/inspections': {
    sends: "a list: the caller's sites' inspections, no one else's",
    answer: 200,
    list: { kind: 'inspection', ids: (body) => idsOf((body as CustomerInspections).inspections) },
  },
  'GET /api/customer/inspections/:id': { sends: "an inspection of Customer's site", answer: 200, params: { id: () => rows.inspection } },
  'GET /api/customer/inspections/:id/pdf': {
    sends: "an inspection of Customer's site",
    answer: 200,
    params: { id: () => rows.inspection },
  },
  'PUT /api/customer/sites/:id/inspection-report-email': {
    sends: "Customer's site, report e-mails off",
    answer: 200,
    params: { id: () => rows.site },
    body: () => ({ reportEmail: false }),
    stored: ['site_inspection_settings'],
  },
  'POST /api/customer/bookings/:id/skip': {
    sends: "Customer's visit of today (inside the cut-off)",
    answer: 409,
    params: { id: () => rows.today },
    stored: ['bookings', 'visit_changes'],
  },
  'POST /api/customer/bookings/:id/move': {
    sends: "Customer's visit of today (inside the cut-off), a time later today",
    answer: 409,
    params: { id: () => rows.today },
    body: () => ({ date: companyDate(new Date(rows.now)), startTime: '23:30' }),
    stored: ['bookings', 'visit_changes'],
  },
  'POST /api/admin/problems/:id/resolve': {
    sends: "Customer's problem report, `{}`",
    answer: 400,
    params: { id: () => rows.problem },
    stored: ['problem_reports'],
  },
  'POST /api/admin/leads/:leadId/convert': {
    sends: "another quote's lead, `{}`",
    answer: 201,
    params: { leadId: () => rows.convertLeadId },
    stored: ['leads', 'users', 'sites', 'service_plans'],
  },
  'GET /api/quote-acceptances/:token': { sends: "a quote's accept token", answer: 200, params: { token: () => rows.token } },
  'POST /api/quote-acceptances/:token': { sends: "a quote's accept token, `{}`", answer: 400, params: { token: () => rows.token } },
  'GET /api/quote-acceptances/:token/agreement.pdf': {
    sends: "a quote's accept token",
    answer: 200,
    params: { token: () => rows.token },
  },
  'GET /api/admin/facebook/pages': { sends: 'nothing (Facebook is not configured)', answer: 503 },
  'POST /api/admin/rss/aggregate': { sends: '`{}` (no feed is configured: tests read none)', answer: 503 },
  'POST /api/admin/seo/optimize-all': { sends: '`{}` (starts a run over every post; closing the app waits for it)', answer: 202 },
  'POST /api/admin/hyper-local/generate-landing-pages': { sends: '`{"limit":0}` (out of range)', answer: 400, body: () => ({ limit: 0 }) },
  'POST /api/admin/hyper-local/generate-city-content': { sends: '`{"limit":0}` (out of range)', answer: 400, body: () => ({ limit: 0 }) },
};

/** Calls the API as a signed-in caller; the answer must be `status`. */
async function api<T>(who: Exclude<Caller, 'anonymous'>, method: 'GET' | 'POST', url: string, payload: object, status: number): Promise<T> {
  const res = await t.app.inject({ method, url, headers: bearer(tokens[who]!), payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json() as T;
}

/**
 * The world of the row calls: for each pair (Customer with Employee, Customer B with Employee B) a
 * site, a completed visit and one of today crewed by the employee, a problem report, an invoice from
 * the admin's monthly run, a time entry and a trip; then Customer's plan, Employee's weeks for the
 * admin, and two quotes.
 */
async function seedRows(): Promise<void> {
  const db = t.database.db;
  rows.now = Date.now();
  const at = (ms: number) => new Date(rows.now + ms);
  for (const [customer, employee] of [
    ['customer', 'employee'],
    ['customerB', 'employeeB'],
  ] as const) {
    const site = await insertSite(db, ids[customer]!);
    const crew = [ids[employee]!];
    const visit = await insertBooking(
      db,
      ids[customer]!,
      site.id,
      { status: 'completed', scheduledStart: at(-3 * HOUR), completedAt: at(-HOUR) },
      crew,
    );
    const today = await insertBooking(db, ids[customer]!, site.id, { scheduledStart: at(HOUR) }, crew);
    const problem = await api<CustomerProblem>(
      customer,
      'POST',
      `/api/customer/bookings/${visit.id}/problems`,
      { description: 'A window was left open' },
      201,
    );
    // Punched at the site, so the locations list has it too.
    const entry = await insertEntry(db, ids[employee]!, at(-72 * HOUR), 60, { source: 'clock', inLat: 44.8766, inLng: -93.3301 });
    const trip = await insertTrip(db, ids[employee]!, at(-HOUR), 12.5);
    const [template] = await db.select({ version: inspectionTemplates.version }).from(inspectionTemplates).limit(1);
    const [inspection] = await db
      .insert(inspections)
      .values({
        siteId: site.id,
        inspectorId: ids.admin!,
        templateVersion: template!.version,
        inspectedAt: at(-2 * HOUR),
        earnedPoints: 180,
        possiblePoints: 200,
        scorePercent: 90,
        targetPercent: 85,
        idempotencyKey: `matrix-${customer}`,
        requestHash: 'matrix',
      })
      .returning();
    seeded[customer] = { visit: [visit.id, today.id], completedVisit: [visit.id], problem: [problem.id], inspection: [inspection!.id] };
    if (customer === 'customer') rows.inspection = inspection!.id;
    seeded[employee] = { assignment: [visit.id, today.id], entry: [entry.id], trip: [trip.id] };
    if (customer === 'customer') Object.assign(rows, { site: site.id, visit: visit.id, today: today.id, problem: problem.id });
  }
  rows.tripWeek = weekStart(companyDate(at(-HOUR)));

  await api('admin', 'POST', '/api/admin/invoices/issue', { month: companyDate(at(-HOUR)).slice(0, 7) }, 200);
  for (const customer of ['customer', 'customerB'] as const) {
    const billed = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.customerId, ids[customer]!));
    expect(billed, `${customer}'s invoice`).toHaveLength(1);
    seeded[customer].invoice = idsOf(billed);
  }
  rows.invoice = seeded.customer.invoice![0]!;

  rows.plan = (await insertPlan(db, ids.customer!, rows.site)).id;
  seeded.customer.plan = [rows.plan];
  rows.week = pastWeek(4);
  await insertEntry(db, ids.employee!, inWeek(rows.week, 2, '09:00'), 240);
  rows.spareEntry = (await insertEntry(db, ids.employee!, inWeek(pastWeek(5), 2, '09:00'), 120)).id;

  const quote = await requestQuote(t);
  rows.leadId = quote.leadId;
  // The accept link goes only to the quote's e-mail (decision 0033): this app sends none, so it waits in the outbox.
  rows.token = await queuedAcceptToken(db, quote.acceptLinkSentTo);
  rows.convertLeadId = (await requestQuote(t, { email: 'convert@lakeside.example', companyName: 'Convert Co' })).leadId;
}

beforeAll(async () => {
  // The walk calls the public forms once per caller; their per-minute cap is not what it tests.
  t = await createTestApp({ PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000000' });
  for (const [name, person] of Object.entries(people) as Array<[keyof typeof people, (typeof people)[keyof typeof people]]>) {
    ids[name] = (await insertUser(t.database.db, person.role, { username: person.username, email: person.email })).id;
    if (name !== 'target') tokens[name] = await tokenFor(t.app, person.username);
  }
  await seedRows();
});
afterAll(async () => {
  await t.close();
});

/** `:id` is always someone else: each customer gets the other customer's id, each employee the other employee's. */
function userIdFor(who: Caller): number {
  const other = { customer: 'customerB', customerB: 'customer', employee: 'employeeB', employeeB: 'employee' } as const;
  return who === 'anonymous' || who === 'admin' ? ids.target! : ids[other[who]]!;
}

const fill = (url: string, who: Caller, call?: RowCall) => {
  let filled = url;
  for (const [name, value] of Object.entries(call?.params ?? {})) filled = filled.replace(`:${name}`, String(value()));
  filled = filled
    // A session id nobody has: revoking someone else's session is 404 like a missing one (tests/integration/sessions.test.ts).
    .replace('/api/auth/sessions/:id', '/api/auth/sessions/2147483647')
    .replace(':id', String(userIdFor(who)))
    .replace(':slug', 'edina')
    .replace(':token', 'x'.repeat(43))
    .replace(':leadId', '00000000-0000-4000-8000-000000000000')
    .replace('/*', '/no-such-endpoint');
  return call?.query ? `${filled}?${call.query()}` : filled;
};

/** What is wrong with a list the caller got: their own seeded rows missing, or anyone else's row in it. */
async function listProblems(who: Caller, list: ListCheck, body: unknown): Promise<string | undefined> {
  if (who === 'anonymous' || who === 'admin') return `no rows are seeded for ${who}`;
  const shown = list.ids(body);
  const missing = (seeded[who][list.kind] ?? []).filter((id) => !shown.includes(id));
  const ownedByCaller = new Set((await owned[list.kind](ids[who]!)).map((row) => row.id));
  const foreign = shown.filter((id) => !ownedByCaller.has(id));
  if (missing.length === 0 && foreign.length === 0) return undefined;
  return `${list.kind} rows: own ${JSON.stringify(missing)} missing, someone else's ${JSON.stringify(foreign)} shown`;
}

async function walk(who: Caller): Promise<string[]> {
  const failures: string[] = [];
  for (const route of t.app.apiRoutes) {
    const row = rowFor(route);
    if (!row) {
      failures.push(`${key(route)}: registered but missing from the table`);
      continue;
    }
    const expected = row[column[who]];
    const call = rowCalls[key(route)];
    await call?.prepare?.();
    const before = typeof expected === 'number' && call?.stored ? await snapshot(call.stored) : undefined;
    // A logout ends the session it is called with: give it a session of its own.
    const token =
      who === 'anonymous' ? undefined : route.url.endsWith('/logout') ? await tokenFor(t.app, people[who].username) : tokens[who];
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: fill(route.url, who, call),
      headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
      payload: route.method === 'GET' ? undefined : JSON.stringify(call?.body?.() ?? {}),
    });
    const status = res.statusCode;
    let ok: boolean;
    let problem = '';
    if (typeof expected === 'number') ok = status === expected;
    else if (call) ok = status === call.answer;
    else ok = status < 500 && status !== 401 && status !== 403;
    if (ok && expected === 'own' && route.method === 'GET' && who !== 'anonymous' && !call) {
      const body = res.json() as { email?: string; enabled?: boolean } | Array<{ current?: boolean }>;
      // A list of the caller's own sessions holds the one this call was made with; the two-factor status
      // names nobody, and nobody in the walk has it on (the "two customers" tests below show whose it is).
      if (Array.isArray(body)) ok = status === 200 && body.some((s) => s.current === true);
      else if (route.url === '/api/auth/two-factor') ok = status === 200 && body.enabled === false;
      else ok = status === 200 && body.email === people[who].email;
    }
    if (ok && expected === 'own' && call?.list) {
      for (const list of [call.list].flat()) problem ||= (await listProblems(who, list, res.json())) ?? '';
      ok = problem === '';
    }
    if (ok && before !== undefined && (await snapshot(call!.stored!)) !== before) {
      ok = false;
      problem = `refused, yet ${call!.stored!.join(', ')} or the audit trail changed`;
    }
    if (!ok) {
      const answer = call && typeof expected !== 'number' ? `${expected} (${call.answer})` : String(expected);
      failures.push(`${key(route)} (${route.access}) as ${who}: expected ${answer}, got ${status} ${problem || res.body.slice(0, 120)}`);
    }
  }
  return failures;
}

describe('access matrix (the written table)', () => {
  it('lists every registered API route with the rule it declares, and nothing that is not registered', () => {
    const missing = t.app.apiRoutes.filter((r) => !rowFor(r)).map(key);
    const notRegistered = table
      .filter(([method, path]) => !t.app.apiRoutes.some((r) => r.url === path && (method === '*' || r.method === method)))
      .map(([m, p]) => `${m} ${p}`);
    const otherRule = t.app.apiRoutes
      .filter((r) => rowFor(r) && rowFor(r)![2] !== r.access)
      .map((r) => `${key(r)} declares ${r.access}, the table says ${rowFor(r)![2]}`);
    const duplicates = table.map(([m, p]) => `${m} ${p}`).filter((k, i, all) => all.indexOf(k) !== i);
    const rowCallsNotRegistered = Object.keys(rowCalls).filter((call) => !t.app.apiRoutes.some((r) => key(r) === call));
    expect({ missing, notRegistered, otherRule, duplicates, rowCallsNotRegistered }).toEqual({
      missing: [],
      notRegistered: [],
      otherRule: [],
      duplicates: [],
      rowCallsNotRegistered: [],
    });
  });

  for (const who of callers) {
    it(`answers every route as the table says for ${who}`, async () => {
      expect(await walk(who)).toEqual([]);
    });
  }

  it('agrees with the table in docs/access-control.md', () => {
    const doc = readFileSync(new URL('../../docs/access-control.md', import.meta.url), 'utf8');
    const documented = [...doc.matchAll(/^\|\s*`([A-Z*]+)`\s*\|\s*`([^`]+)`\s*\|(.*)\|\s*$/gm)].map(([, method, path, rest]) =>
      [method, path, ...rest!.split('|').map((cell) => cell.trim())].join(' '),
    );
    const written = table.map((row) => row.join(' '));
    expect(documented).toEqual(written);
  });

  it('agrees with the table of the rows the walk uses in docs/access-control.md', () => {
    const doc = readFileSync(new URL('../../docs/access-control.md', import.meta.url), 'utf8');
    const documented = [...doc.matchAll(/^\|\s*`([A-Z]+ \/api\/[^`]*)`\s*\|(.*)\|\s*$/gm)].map(([, route, rest]) =>
      [route, ...rest!.split('|').map((cell) => cell.trim())].join(' | '),
    );
    const written = Object.entries(rowCalls).map(([route, call]) => [route, call.sends, String(call.answer)].join(' | '));
    expect(documented).toEqual(written);
  });
});

describe('two customers', () => {
  const customerPair = async (prefix: string) => {
    const a = await insertUser(t.database.db, 'customer', { username: `${prefix}-a`, email: `${prefix}-a@example.test` });
    const b = await insertUser(t.database.db, 'customer', { username: `${prefix}-b`, email: `${prefix}-b@example.test` });
    return { a, b, tokenA: await tokenFor(t.app, a.username), tokenB: await tokenFor(t.app, b.username) };
  };
  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

  it('own-data routes answer each customer with their own account', async () => {
    const { tokenA, tokenB } = await customerPair('own');
    expect((await get('/api/auth/me', tokenA)).json()).toMatchObject({ username: 'own-a', email: 'own-a@example.test', role: 'customer' });
    expect((await get('/api/auth/me', tokenB)).json()).toMatchObject({ username: 'own-b', email: 'own-b@example.test', role: 'customer' });
    expect((await get('/api/auth/customer/profile', tokenA)).json()).toMatchObject({ email: 'own-a@example.test' });
    expect((await get('/api/auth/customer/profile', tokenB)).json()).toMatchObject({ email: 'own-b@example.test' });
  });

  it('a customer can neither read nor change another customer through the routes that take a user id', async () => {
    const { b, tokenA } = await customerPair('ids');
    const attempts = [
      { method: 'PUT', url: `/api/users/${b.id}`, payload: { firstName: 'Hijacked' } },
      { method: 'PUT', url: `/api/users/${b.id}/status`, payload: { isActive: false } },
      { method: 'POST', url: `/api/users/${b.id}/password-link` },
      { method: 'GET', url: `/api/users?search=ids-b` },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: bearer(tokenA) });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.body).not.toContain('ids-b@example.test');
    }
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, b.id));
    expect(stored).toMatchObject({ username: 'ids-b', email: 'ids-b@example.test', firstName: 'Customer', isActive: true });
    expect(await t.database.db.select().from(passwordLinks).where(eq(passwordLinks.userId, b.id))).toEqual([]);
    await expect(tokenFor(t.app, 'ids-b')).resolves.toEqual(expect.any(String));
  });

  it("turning two-factor on touches only the caller's own account", async () => {
    const { b, tokenA, tokenB } = await customerPair('tf');
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: bearer(tokenA),
      payload: { currentPassword: TEST_PASSWORD },
    });
    const { secret } = setup.json() as { secret: string };
    const enable = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: bearer(tokenA),
      payload: { code: totpCode(secret) },
    });
    expect(enable.statusCode).toBe(200);
    expect((await get('/api/auth/two-factor', tokenA)).json()).toMatchObject({ enabled: true });
    expect((await get('/api/auth/two-factor', tokenB)).json()).toMatchObject({ enabled: false });
    await expect(tokenFor(t.app, b.username)).resolves.toEqual(expect.any(String));
    // B cannot reset A's through the admin route.
    const [a] = await t.database.db.select().from(users).where(eq(users.username, 'tf-a'));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${a!.id}/two-factor`, headers: bearer(tokenB) })).statusCode).toBe(403);
    expect((await get('/api/auth/two-factor', tokenA)).json()).toMatchObject({ enabled: true });
  });

  it("changing a password or signing out touches only the caller's own account", async () => {
    const { tokenA, tokenB } = await customerPair('pw');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(tokenA),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase 42' },
    });
    expect(changed.statusCode).toBe(204);
    await expect(tokenFor(t.app, 'pw-a', 'a brand new passphrase 42')).resolves.toEqual(expect.any(String));
    await expect(tokenFor(t.app, 'pw-b', TEST_PASSWORD)).resolves.toEqual(expect.any(String));
    expect((await get('/api/auth/me', tokenB)).json()).toMatchObject({ username: 'pw-b' });

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/customer/logout', headers: bearer(tokenA) })).statusCode).toBe(204);
    expect((await get('/api/auth/me', tokenA)).statusCode).toBe(401);
    expect((await get('/api/auth/me', tokenB)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('needs a session and revokes only the one it is called with', async () => {
    for (const url of ['/api/auth/logout', '/api/auth/customer/logout', '/api/auth/employee/logout', '/api/admin/logout']) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    }
    const user = await insertUser(t.database.db, 'customer', { username: 'two-sessions' });
    const first = await tokenFor(t.app, user.username);
    const second = await tokenFor(t.app, user.username);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/customer/logout', headers: bearer(first) })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(first) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(second) })).statusCode).toBe(200);
  });
});
