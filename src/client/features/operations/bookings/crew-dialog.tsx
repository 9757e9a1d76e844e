import { useWatch } from 'react-hook-form';
import { crewShortBy, crewShortText } from '#shared/domain/crew-size.ts';
import { bookingCrewRequestSchema, type AdminBooking } from '#shared/contracts/operations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxGroup } from '../../../components/ui/checkbox-group.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { employeeOptions, useEmployees } from '../../../lib/directory.ts';
import { useSetBookingCrew } from './use-booking-mutations.ts';

interface CrewValues {
  employeeIds: string[];
}

/** While ticking: a crew smaller than the plan's size is warned about (it can still be saved: decision 0043). */
function CrewSizeWarning({ needed }: { needed: number | null }) {
  const chosen = useWatch<CrewValues, 'employeeIds'>({ name: 'employeeIds' });
  if (needed === null || crewShortBy(needed, chosen.length) === 0) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
      {crewShortText(needed, chosen.length)}
    </p>
  );
}

/** The visit's whole team: tick who goes; those left out are unassigned. */
export function CrewDialog({ booking, open, onClose }: { booking: AdminBooking; open: boolean; onClose: () => void }) {
  const setCrew = useSetBookingCrew(booking.id);
  const returnFocus = useReturnFocus();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !setCrew.isPending) {
          setCrew.reset();
          onClose();
        }
      }}
    >
      {open ? (
        <DialogContent className="sm:max-w-xl" {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Assign the crew</DialogTitle>
            <DialogDescription>Only active employees can be assigned. Each sees the visit in their portal.</DialogDescription>
          </DialogHeader>
          <CrewForm
            booking={booking}
            onSubmit={async (employeeIds) => {
              await setCrew.mutateAsync(employeeIds);
              toast({
                title: 'Crew saved',
                description: employeeIds.length === 0 ? 'Nobody is assigned to this visit now.' : `${employeeIds.length} assigned.`,
              });
              onClose();
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CrewForm({ booking, onSubmit }: { booking: AdminBooking; onSubmit: (employeeIds: number[]) => Promise<void> }) {
  const employees = useEmployees();
  const form = useContractForm<CrewValues, typeof bookingCrewRequestSchema>({
    schema: bookingCrewRequestSchema,
    defaultValues: { employeeIds: booking.crew.map((person) => String(person.id)) },
    toInput: (values) => ({ employeeIds: values.employeeIds.map(Number) }),
  });
  const failure = useFormFailure(form, ['employeeIds']);
  const submitting = form.formState.isSubmitting;
  // Someone on the crew who has left (inactive) still shows, so the admin sees who is unassigned by saving.
  const options = employeeOptions(employees.data);
  for (const person of booking.crew) {
    if (!options.some((o) => o.value === String(person.id)))
      options.push({ value: String(person.id), label: person.name, detail: 'Inactive' });
  }
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        failure.clear();
        try {
          await onSubmit(body.employeeIds);
        } catch (error) {
          failure.show(error);
        }
      }}
      className="grid gap-5"
      aria-busy={submitting}
    >
      <CheckboxGroup
        legend={booking.crewNeeded !== null ? `Crew (the plan needs ${booking.crewNeeded})` : 'Crew'}
        name="employeeIds"
        options={options}
        empty={employees.isPending ? 'Loading employees…' : 'No active employees to assign.'}
        disabled={submitting}
      />
      <CrewSizeWarning needed={booking.crewNeeded} />
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : 'Save crew'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
