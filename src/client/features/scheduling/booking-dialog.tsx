import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { bookingRequestSchema } from '#shared/contracts/scheduling.ts';
import { WALK_THROUGH_MINUTES, type BookingConfirmer } from '#shared/domain/scheduling.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { failureOf } from '../../lib/api-client.ts';
import { formatDay, formatWallTime } from '../../lib/business-format.ts';
import { formatMinnesotaClock } from '../../lib/time-format.ts';
import { useFormFailure, type FormFailure } from '../../lib/form-failure.ts';
import { useSite } from '../../lib/site-context.tsx';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import {
  BOOKING_FIELD_NAMES,
  BOOKING_FIELDS,
  bookingRequest,
  durationOptions,
  emptyBooking,
  hoursLabel,
  serviceTypeOptions,
  type BookingFormValues,
  type ChosenSlot,
} from './booking-form.ts';
import { CalendarChoice } from './calendar-choice.tsx';
import { availabilityRead } from './scheduling-reads.ts';
import { freeHoursFrom, slotLabel } from './slot-view.ts';
import { useBookAppointment, useIntegrations, useRefreshSchedule } from './use-schedule.ts';

type ValidBooking = ContractOutput<typeof bookingRequestSchema>;
type BookingForm = UseFormReturn<BookingFormValues, unknown, ValidBooking>;

/**
 * A walk-through just booked, held until it is confirmed: by the visitor with the e-mailed link
 * (decision 0034), or, while the site sends no e-mail, by the office after calling them (decision 0041).
 */
export interface Booked {
  slot: ChosenSlot;
  hours: number;
  /** When the hold runs out (ISO). */
  heldUntil: string;
  confirmBy: BookingConfirmer;
  /** The visit as an .ics file when no e-mail will bring one. */
  calendarFile: string | null;
  email: string;
  phone: string;
}

interface Props {
  /** The free slot chosen; the dialog is open while there is one. */
  slot: ChosenSlot | null;
  /** A signed-in admin: may choose the visit's length and the company calendar (visitors book the walk-through's length). */
  byAdmin: boolean;
  onClose: () => void;
  onBooked: (booked: Booked) => void;
  /** Focus once a booking has closed the dialog (the slot button it came from may be gone). */
  focusAfterBooking: () => void;
}

/**
 * The booking modal of a free slot. Its form outlives the dialog, so what the visitor typed is still
 * there if the slot was taken meanwhile and they choose another; a booking clears it.
 */
export function BookingDialog({ slot, byAdmin, onClose, onBooked, focusAfterBooking }: Props) {
  const { emailDelivery } = useSite().capabilities;
  const form = useContractForm<BookingFormValues, typeof bookingRequestSchema>({
    schema: bookingRequestSchema,
    defaultValues: emptyBooking,
    // A visitor books the walk-through's length, into no company calendar: those choices are staff's.
    toInput: (values) => bookingRequest(byAdmin ? values : visitorValues(values), slot ?? { date: '', time: '' }),
  });
  const failure = useFormFailure(form, BOOKING_FIELDS, BOOKING_FIELD_NAMES);
  const justBooked = useRef(false);
  const pending = form.formState.isSubmitting;

  function handleOpenChange(open: boolean) {
    if (open || pending) return;
    failure.clear();
    form.clearErrors();
    onClose();
  }

  return (
    <Dialog open={slot !== null} onOpenChange={handleOpenChange}>
      {slot ? (
        <DialogContent
          className="sm:max-w-2xl"
          onCloseAutoFocus={(event) => {
            if (!justBooked.current) return;
            justBooked.current = false;
            event.preventDefault();
            focusAfterBooking();
          }}
        >
          <DialogHeader>
            <DialogTitle>Book your visit</DialogTitle>
            <DialogDescription>
              {formatDay(slot.date)} at {formatWallTime(slot.time)}, Minnesota time. We will meet you at your building.{' '}
              {emailDelivery
                ? 'To keep the time, open the link we e-mail you after booking.'
                : 'We will call you to confirm it: no e-mail is sent from this site at the moment.'}
            </DialogDescription>
          </DialogHeader>
          <BookingForm
            form={form}
            slot={slot}
            byAdmin={byAdmin}
            failure={failure}
            onBooked={(booked) => {
              justBooked.current = true;
              onBooked(booked);
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function BookingForm({
  form,
  slot,
  byAdmin,
  failure,
  onBooked,
}: {
  form: BookingForm;
  slot: ChosenSlot;
  byAdmin: boolean;
  failure: FormFailure<BookingFormValues>;
  onBooked: (booked: Booked) => void;
}) {
  const book = useBookAppointment();
  const refresh = useRefreshSchedule();
  const day = useQuery(availabilityRead(slot.date));
  const freeHours = day.data ? freeHoursFrom(day.data, slot.time) : undefined;
  const submitting = form.formState.isSubmitting;

  async function submit(request: ValidBooking) {
    failure.clear();
    const hours = request.selectedHours ?? request.duration / 60;
    if (freeHours !== undefined && freeHours > 0 && hours > freeHours) {
      form.setError('selectedHours', { type: 'fit', message: tooLong(freeHours, slot.time) });
      return;
    }
    try {
      const result = await book.mutateAsync(request);
      toast({
        title: 'Appointment booked successfully',
        description:
          result.confirmBy === 'email'
            ? `${slotLabel(slot.date, slot.time)}. A confirmation link was e-mailed to ${request.clientEmail}: open it by ${formatMinnesotaClock(result.heldUntil)} to keep this time.`
            : `${slotLabel(slot.date, slot.time)}. We will call you at ${request.clientPhone} to confirm it.`,
      });
      form.reset(emptyBooking);
      onBooked({
        slot,
        hours,
        heldUntil: result.heldUntil,
        confirmBy: result.confirmBy,
        calendarFile: result.calendarFile,
        email: request.clientEmail,
        phone: request.clientPhone,
      });
      void refresh();
    } catch (error) {
      toast({ title: 'Booking failed', description: failure.show(error), variant: 'destructive' });
      // Someone took the time meanwhile: show the calendar as it now is.
      if (failureOf(error).status === 409) void refresh();
    }
  }

  const text = { readOnly: submitting };
  return (
    <Form form={form} onSubmit={submit} aria-label="Booking details" aria-busy={submitting} className="grid gap-5">
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="clientName" label="Full name" required>
          <Input {...text} autoComplete="name" maxLength={120} />
        </Field>
        <Field name="clientEmail" label="Email" required>
          <Input {...text} type="email" autoComplete="email" inputMode="email" maxLength={254} />
        </Field>
        <Field name="clientPhone" label="Phone" required>
          <Input {...text} type="tel" autoComplete="tel" maxLength={40} />
        </Field>
        <Field name="serviceType" label="Service type" required>
          <NativeSelectInput options={serviceTypeOptions} placeholder="Choose a service" />
        </Field>
        <Field name="location" label="Service location" required hint="The building's street address and city." className="sm:col-span-2">
          <Input {...text} autoComplete="address-line1" maxLength={300} />
        </Field>
        {byAdmin ? (
          <>
            <Field name="selectedHours" label="Duration" required hint={durationHint(freeHours, slot.time)} className="sm:col-span-2">
              <NativeSelectInput options={durationOptions} placeholder="Choose a duration" />
            </Field>
            <div className="sm:col-span-2">
              <StaffCalendarChoice disabled={submitting} />
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-700 sm:col-span-2">
            <span className="font-semibold text-slate-900">Length:</span> {hoursLabel(WALK_THROUGH_MINUTES / 60)}, free of charge.
          </p>
        )}
        <Field name="notes" label="Notes" optional className="sm:col-span-2">
          <Textarea {...text} rows={3} maxLength={2000} placeholder="Parking, entrance, what you would like us to look at..." />
        </Field>
      </div>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" size="lg" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pending={submitting} pendingLabel="Booking…">
          Book appointment
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}

/** What a visitor books: the walk-through's length, no company calendar (decision 0041). */
const visitorValues = (values: BookingFormValues): BookingFormValues => ({
  ...values,
  selectedHours: String(WALK_THROUGH_MINUTES / 60),
  calendarIntegration: 'none',
});

/** The company calendars, read only for a signed-in admin who may choose one. */
function StaffCalendarChoice({ disabled }: { disabled: boolean }) {
  const integrations = useIntegrations();
  return <CalendarChoice integrations={integrations.data} disabled={disabled} />;
}

const isAre = (hours: number) => (hours === 1 ? 'is' : 'are');

function durationHint(freeHours: number | undefined, time: string): string | undefined {
  if (freeHours === undefined || freeHours === 0) return undefined;
  if (freeHours >= 8) return 'Any length fits this time.';
  return `Up to ${hoursLabel(freeHours)} ${isAre(freeHours)} free from ${formatWallTime(time)}.`;
}

const tooLong = (freeHours: number, time: string) =>
  `Only ${hoursLabel(freeHours)} ${isAre(freeHours)} free from ${formatWallTime(time)}: choose a shorter visit or another time.`;
