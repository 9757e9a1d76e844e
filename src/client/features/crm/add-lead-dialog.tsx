import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { createLeadRequestSchema, leadPriorityLabels } from '#shared/contracts/crm/crm.ts';
import { leadPriorities, type Lead } from '#shared/contracts/crm/leads.ts';
import { facilityTypeLabels, facilityTypes, frequencies, frequencyLabels } from '#shared/domain/quote.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { addLeadInput, blankLead, checkAddLead, type AddLeadValues } from './add-lead-form.ts';
import { useCreateLead } from './use-crm.ts';

const FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'facilityType',
  'squareFootage',
  'frequency',
  'address',
  'monthlyPrice',
  'priority',
  'nextFollowUpDate',
] as const;

const facilityOptions = facilityTypes.map((t) => ({ value: t, label: facilityTypeLabels[t] }));
const frequencyOptions = frequencies.map((f) => ({ value: f, label: frequencyLabels[f] }));
const priorityOptions = [
  { value: 'score' as const, label: 'From the lead score' },
  ...leadPriorities.map((p) => ({ value: p, label: leadPriorityLabels[p] })),
];

/** The header's Add New Lead: a lead from a call or a meeting, typed in by hand (source "manual"). */
export function AddLeadDialog({ today, onCreated }: { today: string; onCreated: (lead: Lead) => void }) {
  const [open, setOpen] = useState(false);
  const create = useCreateLead();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && create.isPending) return;
        setOpen(next);
        if (!next) create.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Add New Lead
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Add New Lead</DialogTitle>
            <DialogDescription>
              Someone who called or met us. Contact details are required; the rest can wait for the next conversation.
            </DialogDescription>
          </DialogHeader>
          <AddLeadForm
            today={today}
            onSubmit={async (body) => {
              const lead = await create.mutateAsync(body);
              toast({ title: 'Lead added', description: `${lead.companyName} (${lead.reference}) is in the pipeline as New.` });
              setOpen(false);
              onCreated(lead);
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AddLeadForm({
  today,
  onSubmit,
}: {
  today: string;
  onSubmit: (body: ContractOutput<typeof createLeadRequestSchema>) => Promise<void>;
}) {
  const form = useContractForm<AddLeadValues, typeof createLeadRequestSchema>({
    schema: createLeadRequestSchema,
    defaultValues: blankLead,
    toInput: addLeadInput,
    check: checkAddLead,
  });
  const failure = useFormFailure(form, FIELDS, { estimatedPriceCents: 'monthlyPrice' });
  const submitting = form.formState.isSubmitting;

  async function submit(body: ContractOutput<typeof createLeadRequestSchema>) {
    failure.clear();
    try {
      await onSubmit(body);
    } catch (error) {
      failure.show(error);
    }
  }

  const text = { readOnly: submitting };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" aria-busy={submitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="companyName" label="Company" required className="sm:col-span-2">
          <Input {...text} autoComplete="organization" maxLength={160} />
        </Field>
        <Field name="firstName" label="First name" required>
          <Input {...text} autoComplete="off" maxLength={80} />
        </Field>
        <Field name="lastName" label="Last name" required>
          <Input {...text} autoComplete="off" maxLength={80} />
        </Field>
        <Field name="email" label="E-mail" required>
          <Input {...text} type="email" autoComplete="off" maxLength={254} />
        </Field>
        <Field name="phone" label="Phone" required>
          <Input {...text} type="tel" autoComplete="off" maxLength={40} />
        </Field>
        <Field name="facilityType" label="Facility type" optional>
          <NativeSelectInput options={facilityOptions} placeholder="Not known yet" />
        </Field>
        <Field name="squareFootage" label="Square footage" optional>
          <Input {...text} inputMode="numeric" placeholder="e.g. 12000" />
        </Field>
        <Field name="frequency" label="Cleaning frequency" optional>
          <NativeSelectInput options={frequencyOptions} placeholder="Not known yet" />
        </Field>
        <Field name="monthlyPrice" label="Estimated monthly price (USD)" optional hint="Counts toward the pipeline value.">
          <Input {...text} inputMode="decimal" placeholder="0.00" />
        </Field>
        <Field name="address" label="Address" optional className="sm:col-span-2">
          <Input {...text} autoComplete="off" maxLength={300} />
        </Field>
        <Field name="priority" label="Priority" optional>
          <NativeSelectInput options={priorityOptions} placeholder="From the lead score" />
        </Field>
        <Field name="nextFollowUpDate" label="Next follow-up" optional hint="Tomorrow when left empty.">
          <Input {...text} type="date" min={today} />
        </Field>
      </div>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Adding…' : 'Add lead'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
