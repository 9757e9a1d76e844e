/** The numbers the operations work runs by (issue 13; decision 0017). */

/** Service plans produce bookings this many days ahead. */
export const BOOKING_HORIZON_DAYS = 56;
/** Invoices are due this many days after they are issued (the agreement PDF says 30). */
export const INVOICE_DUE_DAYS = 30;
/** A clock-in or clock-out farther than this from the booking's site is flagged for the admin. */
export const FAR_PUNCH_METERS = 300;

/**
 * The portals' lists of visits cover a window of Minnesota days (issue 13, step 20: a year of a
 * daily plan is too long a list to send on every dashboard load). `GET /api/customer/bookings`
 * without dates: 90 days back through the booking horizon; a window asked for spans at most 400 days.
 */
export const CUSTOMER_VISITS_DAYS_BACK = 90;
export const CUSTOMER_VISITS_MAX_DAYS = 400;
/**
 * `GET /api/employee/assignments` without dates: a week back (the visits a manual entry may name)
 * through two weeks ahead (the portal's upcoming list); a window asked for spans at most 62 days.
 */
export const ASSIGNMENTS_DAYS_BACK = 7;
export const ASSIGNMENTS_DAYS_AHEAD = 14;
export const ASSIGNMENTS_MAX_DAYS = 62;

/**
 * When crews start visits (decision 0054): from early mornings, before an office opens, through late
 * evenings after it closes (a visit may run past the latest start). A customer's move in the portal must
 * start inside it, unless it keeps the visit's own time; the admin books any time.
 */
export const VISIT_START_WINDOW = { earliest: '05:00', latest: '22:00' } as const;

/** How many of each list the portals show (signed-in spec). */
export const UPCOMING_BOOKINGS_SHOWN = 3;
export const RECENT_INVOICES_SHOWN = 3;
export const LATEST_TIME_ENTRIES_SHOWN = 10;

/**
 * 'pending': a visit booked on the scheduling page whose e-mail has not confirmed it yet; it holds its
 * slot until `held_until` and then frees it (decision 0034).
 */
export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const invoiceStatuses = ['pending', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
/** What a customer and the admin see: overdue is a pending invoice past its due date, not a stored state. */
export type InvoiceDisplayStatus = 'pending' | 'paid' | 'overdue';

/** Most visits first; 3 and 2 times a week (decision 0039) visit on exactly that many weekdays every week. */
export const planFrequencies = ['Daily-7', 'Daily-5', '3x-Weekly', '2x-Weekly', 'Weekly', 'Bi-weekly', 'Monthly', 'Quarterly'] as const;
export type PlanFrequency = (typeof planFrequencies)[number];
