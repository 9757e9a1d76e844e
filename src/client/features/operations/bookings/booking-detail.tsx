import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { CalendarX, CheckCircle2, Pencil, Users } from 'lucide-react';
import { getBooking } from '#shared/contracts/operations.endpoints.ts';
import type { AdminBooking } from '#shared/contracts/operations.ts';
import { isWalkThrough } from '#shared/domain/scheduling.ts';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { apiQuery } from '../../../lib/api-client.ts';
import { formatCents, formatDay } from '../../../lib/business-format.ts';
import { formatMinnesotaTime } from '../../../lib/time-format.ts';
import { CancelBookingDialog, CompleteBookingDialog } from './booking-actions.tsx';
import { bookingClient, bookingLength, bookingTimes, crewShortNote, serviceText, statusBadge, statusLabels } from './booking-format.ts';
import { CrewDialog } from './crew-dialog.tsx';
import { EditBookingDialog } from './edit-booking-dialog.tsx';
import { WalkThroughCard } from './walk-through-card.tsx';
import { HolidayBadge } from './holiday-badge.tsx';

export function useBooking(id: number) {
  return useQuery({ ...apiQuery(getBooking, { params: { id } }), enabled: Number.isInteger(id) && id > 0 });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

type Open = 'edit' | 'cancel' | 'complete' | 'crew' | null;

/** One visit: when, where, for whom, its price and crew, and what can be done with it now. */
export function BookingDetail({ booking }: { booking: AdminBooking }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const confirmed = booking.status === 'confirmed';
  return (
    <>
      <Card role="region" aria-labelledby="visit-heading" className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="visit-heading" className="text-lg font-semibold text-slate-900">
              {formatDay(booking.date)}, {bookingTimes(booking)}
            </h2>
            <Badge variant={statusBadge[booking.status]}>{statusLabels[booking.status]}</Badge>
            {booking.holiday ? <HolidayBadge name={booking.holiday} /> : null}
          </div>
          <div className="flex flex-wrap gap-2 max-sm:w-full [&>*]:max-sm:flex-1">
            <Button variant="outline" onClick={() => setOpen('edit')}>
              <Pencil aria-hidden="true" />
              {confirmed ? 'Edit or reschedule' : 'Edit notes'}
            </Button>
            {booking.status === 'pending' ? (
              <Button variant="outline" onClick={() => setOpen('cancel')} className="text-red-700">
                <CalendarX aria-hidden="true" />
                Cancel visit
              </Button>
            ) : null}
            {confirmed ? (
              <>
                <Button variant="outline" onClick={() => setOpen('complete')}>
                  <CheckCircle2 aria-hidden="true" />
                  Mark completed
                </Button>
                <Button variant="outline" onClick={() => setOpen('cancel')} className="text-red-700">
                  <CalendarX aria-hidden="true" />
                  Cancel visit
                </Button>
              </>
            ) : null}
          </div>
        </div>
        <dl className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3">
          <Fact label="Customer">{bookingClient(booking)}</Fact>
          <Fact label="Address">{booking.location}</Fact>
          <Fact label="Service">{serviceText(booking)}</Fact>
          <Fact label="Length">{bookingLength(booking)}</Fact>
          <Fact label="Price">
            {isWalkThrough(booking) ? (
              'Free: a sales appointment, never invoiced'
            ) : booking.priceCents !== null ? (
              formatCents(booking.priceCents)
            ) : (
              <span className="text-slate-600">Billed with the plan’s month</span>
            )}
          </Fact>
          <Fact label="From">
            {booking.servicePlanId ? (
              <Link href={`/admin/service-plans/${booking.servicePlanId}`} className="font-medium text-brand-800 hover:underline">
                Service plan #{booking.servicePlanId}
              </Link>
            ) : booking.source === 'scheduling' ? (
              'The scheduling page'
            ) : (
              'One-off, booked by an admin'
            )}
          </Fact>
          {booking.clientEmail || booking.clientPhone ? (
            <Fact label="Contact">{[booking.clientEmail, booking.clientPhone].filter(Boolean).join(' · ')}</Fact>
          ) : null}
          {booking.heldUntil ? (
            <Fact label="Waiting for confirmation">
              Held until {formatMinnesotaTime(booking.heldUntil)}; unconfirmed by then, the time is released.
            </Fact>
          ) : null}
          {booking.completedAt ? <Fact label="Completed">{formatMinnesotaTime(booking.completedAt)}</Fact> : null}
          {booking.cancelledAt ? (
            <Fact label="Cancelled">
              {formatMinnesotaTime(booking.cancelledAt)}
              {booking.cancelReason ? <span className="block text-slate-700">Reason: {booking.cancelReason}</span> : null}
            </Fact>
          ) : null}
          <Fact label="Notes">{booking.notes || <span className="text-slate-600">None</span>}</Fact>
        </dl>
        {booking.holiday && (confirmed || booking.status === 'pending') ? (
          <p className="border-t border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-5">
            This visit falls on {booking.holiday}, a company holiday.{' '}
            {confirmed
              ? 'Ask the customer, then move it (Edit or reschedule) or cancel it (Cancel visit).'
              : 'Ask the visitor; cancel it (Cancel visit) if they are closed.'}
          </p>
        ) : null}
      </Card>

      {isWalkThrough(booking) ? (
        <WalkThroughCard booking={booking} />
      ) : (
        <Card role="region" aria-labelledby="crew-heading" className="overflow-hidden">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
            <h2 id="crew-heading" className="text-lg font-semibold text-slate-900">
              Crew
            </h2>
            {booking.status !== 'cancelled' ? (
              <Button variant="outline" onClick={() => setOpen('crew')}>
                <Users aria-hidden="true" />
                Assign crew
              </Button>
            ) : null}
          </div>
          {crewShortNote(booking) ? (
            <p className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 sm:px-5">
              Short of crew: {crewShortNote(booking)} The plan is priced for that many people per visit.
            </p>
          ) : null}
          {booking.crew.length === 0 ? (
            <p className="px-4 py-4 text-sm text-amber-800 sm:px-5">Nobody is assigned to this visit yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Assigned crew">
              {booking.crew.map((person) => (
                <li key={person.id} className="px-4 py-3 text-sm text-slate-900 sm:px-5">
                  {person.name}
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}

      <EditBookingDialog booking={booking} open={open === 'edit'} onClose={close} />
      <CancelBookingDialog
        booking={booking}
        open={open === 'cancel'}
        onClose={close}
        suggestedReason={booking.holiday ? `Company holiday: ${booking.holiday}` : undefined}
      />
      <CompleteBookingDialog booking={booking} open={open === 'complete'} onClose={close} />
      <CrewDialog booking={booking} open={open === 'crew'} onClose={close} />
    </>
  );
}
