import { useState } from 'react';
import { CalendarX, CheckCircle2 } from 'lucide-react';
import { cancelBookingRequestSchema, type AdminBooking } from '#shared/contracts/operations.ts';
import { ConfirmActionDialog } from '../../../components/ui/confirm-action-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatShortDay } from '../../../lib/business-format.ts';
import { callErrorMessage } from '../../../lib/call-error.ts';
import { messagesByField } from '../../../lib/contract-form.ts';
import { bookingClient, bookingTimes } from './booking-format.ts';
import { useCancelBooking, useCompleteBooking } from './use-booking-mutations.ts';

const when = (booking: AdminBooking) => `${formatShortDay(booking.date)}, ${bookingTimes(booking)}`;

/** Cancel a confirmed visit, saying why (the reason is kept with it; a plan does not produce it again). */
export function CancelBookingDialog({
  booking,
  open,
  onClose,
  suggestedReason = '',
}: {
  booking: AdminBooking;
  open: boolean;
  onClose: () => void;
  /** The reason the field starts with (a visit on a holiday: "Company holiday: Christmas Day"). */
  suggestedReason?: string | undefined;
}) {
  const cancel = useCancelBooking(booking.id);
  const [reason, setReason] = useState(suggestedReason);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const close = () => {
    cancel.reset();
    setReason(suggestedReason);
    setReasonError(undefined);
    onClose();
  };
  return (
    <ConfirmActionDialog
      open={open}
      onCancel={close}
      title="Cancel this visit?"
      description={`${when(booking)} for ${bookingClient(booking)}. The crew no longer sees it; a plan visit is not produced again.`}
      confirmLabel="Cancel visit"
      pendingLabel="Cancelling…"
      icon={<CalendarX aria-hidden="true" />}
      tone="destructive"
      pending={cancel.isPending}
      error={cancel.isError ? callErrorMessage(cancel.error) : null}
      onConfirm={() => {
        const checked = cancelBookingRequestSchema.safeParse({ reason });
        if (!checked.success) {
          setReasonError(messagesByField(checked.error.issues)['reason']);
          return;
        }
        setReasonError(undefined);
        cancel.mutate(checked.data.reason, {
          onSuccess: () => {
            toast({ title: 'Visit cancelled', description: `${when(booking)} is cancelled.` });
            close();
          },
        });
      }}
    >
      <Field label="Reason" required error={reasonError}>
        <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} maxLength={500} readOnly={cancel.isPending} />
      </Field>
    </ConfirmActionDialog>
  );
}

/** Mark a visit that has started as completed (it can then be rated and, if one-off, billed). */
export function CompleteBookingDialog({ booking, open, onClose }: { booking: AdminBooking; open: boolean; onClose: () => void }) {
  const complete = useCompleteBooking(booking.id);
  const close = () => {
    complete.reset();
    onClose();
  };
  return (
    <ConfirmActionDialog
      open={open}
      onCancel={close}
      title="Mark this visit completed?"
      description={`${when(booking)} for ${bookingClient(booking)}.`}
      confirmLabel="Mark completed"
      pendingLabel="Saving…"
      icon={<CheckCircle2 aria-hidden="true" />}
      pending={complete.isPending}
      error={complete.isError ? callErrorMessage(complete.error) : null}
      onConfirm={() =>
        complete.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Visit completed', description: `${when(booking)} is marked completed.` });
            close();
          },
        })
      }
    >
      <p className="text-sm text-slate-700">
        The customer can then rate it{booking.servicePlanId === null ? ', and it is billed with the month it was completed in' : ''}. This
        cannot be undone.
      </p>
    </ConfirmActionDialog>
  );
}
