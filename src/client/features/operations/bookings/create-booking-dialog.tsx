import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CalendarPlus } from 'lucide-react';
import { createBookingRequestSchema } from '#shared/contracts/operations.ts';
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
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { NativeSelectInput } from '../../../components/ui/native-select-input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatShortDay, formatWallTime } from '../../../lib/business-format.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { useContractForm, type ContractOutput } from '../../../lib/contract-form.ts';
import { customerOptions, employeeOptions, useCustomers, useCustomerSites, useEmployees } from '../../../lib/directory.ts';
import { checkPrice, newBookingInput, newBookingValues, type NewBookingValues } from './booking-form.ts';
import { useCreateBooking } from './use-booking-mutations.ts';

type ValidBooking = ContractOutput<typeof createBookingRequestSchema>;

const FIELDS = [
  'customerId',
  'siteId',
  'serviceType',
  'date',
  'startTime',
  'durationMinutes',
  'price',
  'location',
  'notes',
  'crew',
] as const;

/** A site handed over from elsewhere (the conversion of a one-time quote), which no plan or visit names yet. */
export interface BookingPrefill {
  customerId: string;
  siteId: string;
  siteLabel: string;
}

export interface CreateBookingDialogProps {
  today: string;
  /** Opens the dialog at once with this customer and site chosen. */
  prefill?: BookingPrefill | null | undefined;
  onClosePrefill?: (() => void) | undefined;
}

/** The page's main action: book a one-off visit for a customer's site, with its price and crew. */
export function CreateBookingDialog({ today, prefill, onClosePrefill }: CreateBookingDialogProps) {
  const [open, setOpen] = useState(Boolean(prefill));
  const create = useCreateBooking();
  function handleOpenChange(next: boolean) {
    if (!next && create.isPending) return;
    setOpen(next);
    if (!next) {
      create.reset();
      onClosePrefill?.();
    }
  }
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <CalendarPlus aria-hidden="true" />
          New one-off visit
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>New one-off visit</DialogTitle>
            <DialogDescription>A single visit outside any service plan, billed with the month it is completed in.</DialogDescription>
          </DialogHeader>
          <NewBookingForm
            today={today}
            prefill={prefill}
            onSubmit={async (body) => {
              const booking = await create.mutateAsync(body);
              toast({
                title: 'Visit booked',
                description: `${formatShortDay(booking.date)} at ${formatWallTime(booking.startTime)}: ${booking.serviceType}.`,
              });
              handleOpenChange(false);
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function NewBookingForm({
  today,
  prefill,
  onSubmit,
}: {
  today: string;
  prefill: BookingPrefill | null | undefined;
  onSubmit: (body: ValidBooking) => Promise<void>;
}) {
  const form = useContractForm<NewBookingValues, typeof createBookingRequestSchema>({
    schema: createBookingRequestSchema,
    defaultValues: newBookingValues(today, prefill ?? {}),
    toInput: newBookingInput,
    check: (values) => checkPrice(values),
  });
  const failure = useFormFailure(form, FIELDS, { priceCents: 'price' });
  const customers = useCustomers();
  const employees = useEmployees();
  const customerId = useWatch({ control: form.control, name: 'customerId' });
  const chosen = customerId === '' ? null : Number(customerId);
  const known = useCustomerSites(chosen);
  const sites = [...known.sites.map((s) => ({ value: String(s.id), label: s.label }))];
  if (prefill && prefill.customerId === customerId && !sites.some((s) => s.value === prefill.siteId))
    sites.unshift({ value: prefill.siteId, label: prefill.siteLabel });
  const submitting = form.formState.isSubmitting;

  // A new customer means their sites: choose the only one at once, else none.
  const { setValue, getValues } = form;
  const onlySite = sites.length === 1 ? sites[0]!.value : '';
  const siteChoices = sites.map((s) => s.value).join();
  useEffect(() => {
    const current = getValues('siteId');
    if (current !== '' && siteChoices.split(',').includes(current)) return;
    setValue('siteId', onlySite);
  }, [customerId, siteChoices, onlySite, getValues, setValue]);

  async function submit(body: ValidBooking) {
    failure.clear();
    try {
      await onSubmit(body);
    } catch (error) {
      failure.show(error);
    }
  }

  const text = { readOnly: submitting, autoComplete: 'off' };
  let siteHint: string | undefined;
  if (chosen === null) siteHint = 'Choose the customer first.';
  else if (known.loading) siteHint = 'Looking up the customer’s sites…';
  else if (sites.length === 0)
    siteHint =
      'No site of this customer is known yet: sites come from their service plans and visits. Book the first visit from the lead’s conversion in the CRM.';

  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" aria-busy={submitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="customerId" label="Customer" required>
          <NativeSelectInput
            options={customerOptions(customers.data)}
            placeholder={customers.isPending ? 'Loading customers…' : 'Choose a customer'}
          />
        </Field>
        <Field name="siteId" label="Site" required hint={siteHint}>
          <NativeSelectInput options={sites} placeholder={sites.length === 0 ? 'No site to choose' : 'Choose a site'} />
        </Field>
        <Field name="serviceType" label="Service" required className="sm:col-span-2">
          <Input {...text} placeholder="e.g. Post-construction deep clean" maxLength={120} />
        </Field>
        <Field name="date" label="Date" required hint="Minnesota calendar.">
          <Input {...text} type="date" />
        </Field>
        <Field name="startTime" label="Start time" required hint="Minnesota time.">
          <Input {...text} type="time" step={300} />
        </Field>
        <Field name="durationMinutes" label="Length in minutes" required hint="15 to 960.">
          <Input {...text} type="number" inputMode="numeric" min={15} max={960} step={15} />
        </Field>
        <Field name="price" label="Price in USD" required hint="Billed with the month the visit is completed in.">
          <Input {...text} inputMode="decimal" placeholder="0.00" />
        </Field>
        <Field name="location" label="Address" optional hint="Leave empty for the site’s address." className="sm:col-span-2">
          <Input {...text} maxLength={300} />
        </Field>
        <Field name="notes" label="Notes" optional className="sm:col-span-2">
          <Textarea {...text} rows={2} maxLength={2000} />
        </Field>
      </div>
      <CheckboxGroup
        legend="Crew"
        name="crew"
        optional
        options={employeeOptions(employees.data)}
        empty={employees.isPending ? 'Loading employees…' : 'No active employees to assign.'}
        disabled={submitting}
      />
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Booking…' : 'Book visit'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
