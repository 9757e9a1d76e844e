import { isWalkThrough } from '#shared/domain/scheduling.ts';
import { updateBookingRequestSchema, type AdminBooking } from '#shared/contracts/operations.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { useContractForm, type ContractOutput } from '../../../lib/contract-form.ts';
import { bookingChanges, checkPrice, editBookingInput, editBookingValues, type EditBookingValues } from './booking-form.ts';
import { useUpdateBooking } from './use-booking-mutations.ts';

const FIELDS = ['date', 'startTime', 'durationMinutes', 'serviceType', 'price', 'location', 'notes'] as const;

/**
 * Reschedule a confirmed visit or change its details (day, time, length, service, price, address,
 * notes); a completed or cancelled visit takes notes only.
 */
export function EditBookingDialog({ booking, open, onClose }: { booking: AdminBooking; open: boolean; onClose: () => void }) {
  const update = useUpdateBooking(booking.id);
  const returnFocus = useReturnFocus();
  const details = booking.status === 'confirmed';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !update.isPending) {
          update.reset();
          onClose();
        }
      }}
    >
      {open ? (
        <DialogContent className="sm:max-w-2xl" {...returnFocus}>
          <DialogHeader>
            <DialogTitle>{details ? 'Edit or reschedule the visit' : 'Edit the notes'}</DialogTitle>
            <DialogDescription>
              {details
                ? 'Times are Minnesota time. A plan visit changed here keeps its place in the plan and is no longer replaced when the plan changes.'
                : `This visit is ${booking.status}: only its notes can change.`}
            </DialogDescription>
          </DialogHeader>
          <EditBookingForm
            booking={booking}
            details={details}
            onSubmit={async (body) => {
              const changes = bookingChanges(body, booking);
              if (Object.keys(changes).length === 0) {
                onClose();
                return;
              }
              await update.mutateAsync(changes);
              toast({ title: 'Visit updated', description: 'The changes are saved and recorded in the history.' });
              onClose();
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditBookingForm({
  booking,
  details,
  onSubmit,
}: {
  booking: AdminBooking;
  details: boolean;
  onSubmit: (body: ContractOutput<typeof updateBookingRequestSchema>) => Promise<void>;
}) {
  const form = useContractForm<EditBookingValues, typeof updateBookingRequestSchema>({
    schema: updateBookingRequestSchema,
    defaultValues: editBookingValues(booking),
    toInput: (values) => editBookingInput(values, details),
    check: (values) => (details ? checkPrice(values, false) : {}),
  });
  const failure = useFormFailure(form, FIELDS, { priceCents: 'price' });
  const submitting = form.formState.isSubmitting;

  async function submit(body: ContractOutput<typeof updateBookingRequestSchema>) {
    failure.clear();
    try {
      await onSubmit(body);
    } catch (error) {
      failure.show(error);
    }
  }
  const text = { readOnly: submitting, autoComplete: 'off' };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" aria-busy={submitting}>
      {details ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="date" label="Date" required>
            <Input {...text} type="date" />
          </Field>
          <Field name="startTime" label="Start time" required>
            <Input {...text} type="time" step={300} />
          </Field>
          <Field name="durationMinutes" label="Length in minutes" required hint="15 to 960.">
            <Input {...text} type="number" inputMode="numeric" min={15} max={960} step={15} />
          </Field>
          {isWalkThrough(booking) ? null : (
            <Field
              name="price"
              label="Price in USD"
              optional
              hint={booking.servicePlanId ? 'Plan visits are billed with the plan’s month: leave empty.' : undefined}
            >
              <Input {...text} inputMode="decimal" placeholder="0.00" />
            </Field>
          )}
          <Field name="serviceType" label="Service" required className="sm:col-span-2">
            <Input {...text} maxLength={120} />
          </Field>
          <Field name="location" label="Address" required className="sm:col-span-2">
            <Input {...text} maxLength={300} />
          </Field>
        </div>
      ) : null}
      <Field name="notes" label="Notes" optional>
        <Textarea {...text} rows={3} maxLength={2000} />
      </Field>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : 'Save changes'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
