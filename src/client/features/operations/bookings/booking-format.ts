import type { AdminBooking } from '#shared/contracts/operations.ts';
import type { BookingStatus } from '#shared/domain/operations.ts';
import { isWalkThrough } from '#shared/domain/scheduling.ts';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';
import { crewShortText } from '#shared/domain/crew-size.ts';
import { customerSummaryLabel } from '../../../lib/directory.ts';
import { formatMinutes, formatWallTime } from '../../../lib/business-format.ts';

export const statusLabels: Record<BookingStatus, string> = {
  // A walk-through held until it is confirmed: by the visitor's e-mailed link (decision 0034), or by
  // the office after a call while the site sends no e-mail (decision 0041).
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const statusBadge: Record<BookingStatus, BadgeVariant> = {
  pending: 'warning',
  confirmed: 'info',
  completed: 'secondary',
  cancelled: 'outline',
};

/** Who the visit is for: the customer, else the name a scheduling-page booking left. */
export function bookingClient(booking: AdminBooking): string {
  return booking.customer ? customerSummaryLabel(booking.customer) : (booking.clientName ?? 'No customer');
}

/** The customer's company (or name) alone, for the tight calendar cells. */
export function bookingClientShort(booking: AdminBooking): string {
  return booking.customer?.companyName ?? booking.customer?.name ?? booking.clientName ?? 'No customer';
}

/** A walk-through is a sales appointment, not a cleaning visit (decision 0041): it says so wherever it is listed. */
export function bookingTitle(booking: Pick<AdminBooking, 'id' | 'source' | 'serviceType'>): string {
  return isWalkThrough(booking) ? `Walk-through #${booking.id}: ${booking.serviceType}` : `Visit #${booking.id}: ${booking.serviceType}`;
}

/** 'Walk-through for Office Cleaning', or the service as it is. */
export function serviceText(booking: Pick<AdminBooking, 'source' | 'serviceType'>): string {
  return isWalkThrough(booking) ? `Walk-through for ${booking.serviceType}` : booking.serviceType;
}

/** Who goes: the crew, or for a walk-through the estimator (decision 0041: no estimator is named, so an admin). */
export function crewOrEstimator(booking: Pick<AdminBooking, 'source' | 'crew'>): string {
  return isWalkThrough(booking) ? 'Estimator (an admin)' : crewText(booking);
}

/** '6:00 PM – 8:30 PM' on Minnesota's clock. */
export function bookingTimes(booking: Pick<AdminBooking, 'startTime' | 'durationMinutes'>): string {
  const [hour = 0, minute = 0] = booking.startTime.split(':').map(Number);
  const end = (hour * 60 + minute + booking.durationMinutes) % (24 * 60);
  const endTime = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return `${formatWallTime(booking.startTime)} – ${formatWallTime(endTime)}`;
}

export function bookingLength(booking: Pick<AdminBooking, 'durationMinutes'>): string {
  return formatMinutes(booking.durationMinutes);
}

/** 'Ana R., Ben O.' or 'Unassigned'. */
export function crewText(booking: Pick<AdminBooking, 'crew'>): string {
  return booking.crew.length === 0 ? 'Unassigned' : booking.crew.map((person) => person.name).join(', ');
}

export const bookingPath = (id: number) => `/admin/bookings/${id}`;

/** 'Needs a crew of 2; 1 assigned.' when the server says a visit has fewer people than its plan needs (decision 0043), else null. */
export function crewShortNote(booking: Pick<AdminBooking, 'crewNeeded' | 'crewShortBy' | 'crew'>): string | null {
  return booking.crewShortBy > 0 && booking.crewNeeded !== null ? crewShortText(booking.crewNeeded, booking.crew.length) : null;
}

/** Whether the crew cell warns: nobody on a visit, or fewer than its plan needs. */
export const crewWarns = (booking: Pick<AdminBooking, 'crew' | 'crewShortBy'>) => booking.crewShortBy > 0 || booking.crew.length === 0;

/** '1 of 2 needed': the short form for a table's narrow crew column (null when the crew is enough). */
export function crewCountNote(booking: Pick<AdminBooking, 'crewNeeded' | 'crewShortBy' | 'crew'>): string | null {
  return booking.crewShortBy > 0 && booking.crewNeeded !== null ? `${booking.crew.length} of ${booking.crewNeeded} needed` : null;
}
