import type { CustomerInvoice } from '#shared/contracts/billing.ts';
import type { CustomerBooking } from '#shared/contracts/operations.ts';
import { companyDate } from '#shared/domain/company-time.ts';
import { RECENT_INVOICES_SHOWN, UPCOMING_BOOKINGS_SHOWN } from '#shared/domain/operations.ts';

/** What the portal works out from the customer's own visits and invoices (spec §4 and §9). */

const startOf = (booking: CustomerBooking) => Date.parse(booking.scheduledDate);

/** Upcoming (spec §4): scheduled in the future and confirmed; earliest first, `limit` of them when given. */
export function upcomingVisits(bookings: readonly CustomerBooking[], now: Date, limit?: number): CustomerBooking[] {
  const upcoming = bookings
    .filter((booking) => booking.status === 'confirmed' && startOf(booking) > now.getTime())
    .sort((a, b) => startOf(a) - startOf(b));
  return limit === undefined ? upcoming : upcoming.slice(0, limit);
}

/** The dashboard's three upcoming services. */
export const dashboardUpcoming = (bookings: readonly CustomerBooking[], now: Date) =>
  upcomingVisits(bookings, now, UPCOMING_BOOKINGS_SHOWN);

/** Every visit that is not upcoming (done, or its time has come), newest first. */
export function pastVisits(bookings: readonly CustomerBooking[], now: Date): CustomerBooking[] {
  const upcoming = new Set(upcomingVisits(bookings, now).map((booking) => booking.id));
  return bookings.filter((booking) => !upcoming.has(booking.id)).sort((a, b) => startOf(b) - startOf(a));
}

/** Invoices newest first (issue date, then number), as the server sends them; sorted again so the order never depends on it. */
export function newestInvoices(invoices: readonly CustomerInvoice[]): CustomerInvoice[] {
  return [...invoices].sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.id - a.id);
}

/** The dashboard's three recent invoices. */
export const recentInvoices = (invoices: readonly CustomerInvoice[]) => newestInvoices(invoices).slice(0, RECENT_INVOICES_SHOWN);

export interface Balance {
  /** Dollars owed: every pending and overdue invoice (issue 13). */
  amount: number;
  openCount: number;
  overdueCount: number;
  overdueAmount: number;
}

/** The outstanding balance: pending plus overdue, summed in cents so the dollars add up exactly. */
export function outstandingBalance(invoices: readonly CustomerInvoice[]): Balance {
  let cents = 0;
  let overdueCents = 0;
  let openCount = 0;
  let overdueCount = 0;
  for (const invoice of invoices) {
    if (invoice.status === 'paid') continue;
    const amount = Math.round(invoice.amount * 100);
    cents += amount;
    openCount += 1;
    if (invoice.status === 'overdue') {
      overdueCents += amount;
      overdueCount += 1;
    }
  }
  return { amount: cents / 100, openCount, overdueCount, overdueAmount: overdueCents / 100 };
}

/** A visit can be rated once it is completed (the server's rule; it answers 409 otherwise). */
export const canRate = (booking: CustomerBooking): boolean => booking.status === 'completed';

/** A problem can be reported with a completed visit, or with a confirmed one on its own day (Minnesota). */
export function canReport(booking: CustomerBooking, now: Date): boolean {
  if (booking.status === 'completed') return true;
  return companyDate(new Date(booking.scheduledDate)) === companyDate(now);
}
