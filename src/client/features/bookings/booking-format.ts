import type { AdminBooking } from '#shared/contracts/operations.ts';
import type { BookingStatus } from '#shared/domain/operations.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';
import { customerSummaryLabel } from '../../lib/directory.ts';
import { formatMinutes, formatWallTime } from '../../lib/business-format.ts';

export const statusLabels: Record<BookingStatus, string> = {
  // Booked on the scheduling page, held until the visitor's e-mail confirms it (decision 0034).
  pending: 'Pending e-mail confirmation',
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
