import { useQuery } from '@tanstack/react-query';
import { addDays } from '#shared/domain/company-time.ts';
import { listBookings } from '#shared/contracts/operations.endpoints.ts';
import { adminEntryRequestSchema, adminEntryUpdateSchema } from '#shared/contracts/timesheets.ts';
import type { TimeEntry } from '#shared/contracts/time.ts';
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
import { Input } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { formatShortDay, formatWallTime } from '../../lib/business-format.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { entryInput, entryValues, newEntryValues, type EntryValues } from './entry-form.ts';
import { useCreateEntry, useUpdateEntry } from './use-timesheet-mutations.ts';

const FIELDS: ReadonlyArray<keyof EntryValues> = ['clockIn', 'clockOut', 'bookingId', 'description'];

export interface EntryDialogProps {
  employee: { id: number; name: string };
  week: string;
  /** The entry to correct; null adds one. */
  entry: TimeEntry | null;
  open: boolean;
  onClose: () => void;
}

/** Add a time entry for an employee, or correct one (times, visit, description): refused in an approved week or on an overlap. */
export function EntryDialog({ employee, week, entry, open, onClose }: EntryDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open ? (
        <DialogContent className="sm:max-w-xl" {...returnFocus}>
          <DialogHeader>
            <DialogTitle>{entry ? 'Correct the time entry' : `Add a time entry for ${employee.name}`}</DialogTitle>
            <DialogDescription>
              Minnesota time. The entry is marked as an admin correction; the history keeps what it was before.
            </DialogDescription>
          </DialogHeader>
          {entry ? (
            <UpdateEntryForm entry={entry} employeeId={employee.id} week={week} onDone={onClose} />
          ) : (
            <CreateEntryForm employeeId={employee.id} week={week} onDone={onClose} />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The employee's visits of the week, as choices for the entry (plus the entry's own visit when it is another week's). */
function useVisitOptions(employeeId: number, week: string, current: string) {
  const visits = useQuery(apiQuery(listBookings, { query: { employeeId, from: addDays(week, -1), to: addDays(week, 7), limit: 200 } }));
  const options = [
    { value: 'none', label: 'No visit' },
    ...(visits.data ?? []).map((booking) => ({
      value: String(booking.id),
      label: `${formatShortDay(booking.date)} ${formatWallTime(booking.startTime)} · ${booking.customer?.companyName ?? booking.customer?.name ?? booking.location} (#${booking.id})`,
    })),
  ];
  if (current !== '' && !options.some((o) => o.value === current)) options.push({ value: current, label: `Visit #${current}` });
  return options;
}

function EntryFields({ employeeId, week, current, readOnly }: { employeeId: number; week: string; current: string; readOnly: boolean }) {
  const visits = useVisitOptions(employeeId, week, current);
  const text = { readOnly, autoComplete: 'off' };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field name="clockIn" label="Start" required>
        <Input {...text} type="datetime-local" step={60} />
      </Field>
      <Field name="clockOut" label="End" required>
        <Input {...text} type="datetime-local" step={60} />
      </Field>
      <Field name="bookingId" label="Visit" optional className="sm:col-span-2">
        <NativeSelectInput options={visits} placeholder="Choose a visit" />
      </Field>
      <Field name="description" label="Description" optional className="sm:col-span-2">
        <Input {...text} maxLength={500} />
      </Field>
    </div>
  );
}

/** The select holds 'none' for no visit (a native select's empty value is its placeholder). */
const withVisit = (values: EntryValues) => entryInput({ ...values, bookingId: values.bookingId === 'none' ? '' : values.bookingId });

function Footer({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={submitting}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" aria-disabled={submitting || undefined}>
        {submitting ? 'Saving…' : label}
      </Button>
    </DialogFooter>
  );
}

function CreateEntryForm({ employeeId, week, onDone }: { employeeId: number; week: string; onDone: () => void }) {
  const create = useCreateEntry();
  const form = useContractForm<EntryValues, typeof adminEntryRequestSchema>({
    schema: adminEntryRequestSchema,
    defaultValues: { ...newEntryValues(addDays(week, 1)), bookingId: 'none' },
    toInput: (values) => ({ employeeId, ...withVisit(values) }),
  });
  const failure = useFormFailure(form, FIELDS);
  const submitting = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        failure.clear();
        try {
          await create.mutateAsync(body);
          toast({ title: 'Time entry added', description: 'The week’s totals are updated.' });
          onDone();
        } catch (error) {
          failure.show(error);
        }
      }}
      className="grid gap-5"
      aria-busy={submitting}
    >
      <EntryFields employeeId={employeeId} week={week} current="" readOnly={submitting} />
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <Footer submitting={submitting} label="Add entry" />
    </Form>
  );
}

function UpdateEntryForm({ entry, employeeId, week, onDone }: { entry: TimeEntry; employeeId: number; week: string; onDone: () => void }) {
  const update = useUpdateEntry(entry.id);
  const initial = entryValues(entry);
  const form = useContractForm<EntryValues, typeof adminEntryUpdateSchema>({
    schema: adminEntryUpdateSchema,
    defaultValues: { ...initial, bookingId: initial.bookingId === '' ? 'none' : initial.bookingId },
    toInput: withVisit,
  });
  const failure = useFormFailure(form, FIELDS);
  const submitting = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        failure.clear();
        try {
          await update.mutateAsync(body);
          toast({ title: 'Time entry corrected', description: 'The week’s totals are updated.' });
          onDone();
        } catch (error) {
          failure.show(error);
        }
      }}
      className="grid gap-5"
      aria-busy={submitting}
    >
      <EntryFields employeeId={employeeId} week={week} current={initial.bookingId} readOnly={submitting} />
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <Footer submitting={submitting} label="Save correction" />
    </Form>
  );
}
