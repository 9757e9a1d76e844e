import { getDashboardStats } from '#shared/contracts/admin-dashboard.endpoints.ts';
import { getCustomerProfile, getEmployeeProfile } from '#shared/contracts/auth.endpoints.ts';
import { listCustomerInvoices } from '#shared/contracts/billing.endpoints.ts';
import { getCrmSummary } from '#shared/contracts/crm/crm.endpoints.ts';
import { listLeads } from '#shared/contracts/crm/leads.endpoints.ts';
import { listAssignments, listBookingPage, listCustomerBookings } from '#shared/contracts/operations.endpoints.ts';
import { listMileageLogs, listTimeEntries } from '#shared/contracts/time.endpoints.ts';
import { weekStart } from '#shared/domain/company-time.ts';
import { apiQuery } from '../lib/api-client.ts';
import { minnesotaToday } from '../lib/business-format.ts';
import { parseCustomerTab } from '../features/customer-portal/customer-tabs.ts';
import { parsePortalTab } from '../features/employee-portal/use-portal-tab.ts';
import { initialLeadFilters, leadQuery } from '../features/crm/lead-view.ts';
import { bookingPageQuery, initialFilters, initialSort } from '../features/operations/bookings/booking-view.ts';

type Read = { queryKey: readonly [string] };

/**
 * The signed-in screens whose document the server renders with their first data (decision 0067), by page
 * module, and the reads that data is: the queries the screen's first data comes from (the same keys, built
 * by the same functions), so the hydrated page finds them in its cache instead of asking again. Its other
 * reads (live visit status, directories for filters, a tab's own) are made by the browser as before. A
 * screen not named here renders its skeleton on the server, as before. A tab in lazy code (the dashboard's
 * tabs, the portals' other tabs) renders its loading state on the server and reads in the browser.
 * Imported by the server's renderer only: no weight in the browser's entry.
 */
const documentReads: Readonly<Record<string, (search: URLSearchParams) => Read[]>> = {
  // The headline cards above the tabs.
  'admin/admin-dashboard-page': () => [apiQuery(getDashboardStats)],
  // The open leads' first page, as the list opens, and the pipeline's tiles.
  'admin/crm-dashboard-page': () => [apiQuery(listLeads, { query: leadQuery(initialLeadFilters, 1) }), apiQuery(getCrmSummary)],
  // The first page of the next four weeks from today, as the list opens (the page the server cut: decision 0068).
  'admin/bookings-page': () => {
    const today = minnesotaToday();
    return [apiQuery(listBookingPage, { query: bookingPageQuery(initialFilters(today, weekStart(today)), initialSort, 1) })];
  },
  // The Dashboard tab: the profile (the header's company), the upcoming services and the invoices.
  'portal/customer-dashboard-page': (search) =>
    parseCustomerTab(search.toString()) === 'dashboard'
      ? [apiQuery(getCustomerProfile), apiQuery(listCustomerBookings), apiQuery(listCustomerInvoices)]
      : [apiQuery(getCustomerProfile)],
  // The Overview tab: who, the time clock's state, today's and upcoming assignments, this week's trips.
  'portal/employee-dashboard-page': (search) =>
    parsePortalTab(search.toString()) === 'overview'
      ? [apiQuery(getEmployeeProfile), apiQuery(listTimeEntries), apiQuery(listAssignments), apiQuery(listMileageLogs)]
      : [apiQuery(getEmployeeProfile)],
};

/** The reads a signed-in screen's document is rendered with, or undefined for a screen rendered as a skeleton. */
export function readsForDocument(page: string, search: URLSearchParams): Read[] | undefined {
  return documentReads[page]?.(search);
}
