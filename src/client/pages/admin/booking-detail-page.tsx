import { Link } from 'wouter';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ApiError } from '../../lib/api-client.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { AuditTrail } from '../../features/audit/audit-trail.tsx';
import { BookingDetail, useBooking } from '../../features/operations/bookings/booking-detail.tsx';
import { bookingTitle } from '../../features/operations/bookings/booking-format.ts';

const back = (
  <Link href="/admin/bookings" className={buttonClasses({ variant: 'outline' })}>
    <ArrowLeft aria-hidden="true" />
    All bookings
  </Link>
);

/** /admin/bookings/:id: one visit, what can be done with it, and its history. */
export function Page({ params }: PageProps) {
  const id = Number(params['id']);
  const booking = useBooking(id);
  const missing = !Number.isInteger(id) || id < 1 || (booking.error instanceof ApiError && booking.error.status === 404);

  let content;
  if (missing)
    content = (
      <Card>
        <StateMessage icon={<SearchX className="size-6" aria-hidden="true" />} title="Visit not found">
          There is no visit with this number. It may have been removed when its plan changed.
        </StateMessage>
      </Card>
    );
  else if (booking.isPending)
    content = (
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    );
  else if (booking.isError)
    content = (
      <Card>
        <LoadError
          title="The visit could not be loaded"
          message={callErrorMessage(booking.error)}
          onRetry={() => void booking.refetch()}
          retrying={booking.isFetching}
        />
      </Card>
    );
  else
    content = (
      <>
        <BookingDetail booking={booking.data} />
        <AuditTrail entity="booking" entityId={booking.data.id} title="History of this visit" />
      </>
    );

  return (
    <PortalPage title={booking.data ? bookingTitle(booking.data) : 'Visit'} actions={back}>
      {content}
    </PortalPage>
  );
}
