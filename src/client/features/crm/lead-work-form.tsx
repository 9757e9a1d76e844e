import { useWatch } from 'react-hook-form';
import { leadPriorityLabels, leadStatusLabels, updateLeadRequestSchema } from '#shared/contracts/crm/crm.ts';
import { leadPriorities, leadStatuses, type Lead, type LeadPriority, type LeadStatus } from '#shared/contracts/crm/leads.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { useUpdateLead } from './use-crm.ts';

interface WorkValues {
  status: LeadStatus;
  lostReason: string;
  priority: LeadPriority;
  nextFollowUpDate: string;
}
const FIELDS = ['status', 'lostReason', 'priority', 'nextFollowUpDate'] as const;

const statusOptions = leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] }));
const priorityOptions = leadPriorities.map((p) => ({ value: p, label: leadPriorityLabels[p] }));

const valuesOf = (lead: Lead): WorkValues => ({
  status: lead.status,
  lostReason: lead.lostReason ?? '',
  priority: lead.priority,
  nextFollowUpDate: lead.nextFollowUpDate,
});

/** Changes when the lead's worked fields do, so the form is remade from them (and not on every refetch). */
export const workFormKey = (lead: Lead) =>
  [lead.id, lead.status, lead.lostReason, lead.priority, lead.nextFollowUpDate, lead.convertedAt].join('|');

/** Only what changed: an unchanged overdue follow-up stays as it is, and nothing else is rewritten. */
export function changedFields(lead: Lead, values: WorkValues) {
  const body: { status?: LeadStatus; lostReason?: string; priority?: LeadPriority; nextFollowUpDate?: string } = {};
  if (values.status !== lead.status) body.status = values.status;
  if (values.status === 'lost' && (values.status !== lead.status || values.lostReason.trim() !== (lead.lostReason ?? ''))) {
    body.status = 'lost';
    body.lostReason = values.lostReason;
  }
  if (values.priority !== lead.priority) body.priority = values.priority;
  if (values.nextFollowUpDate !== lead.nextFollowUpDate) body.nextFollowUpDate = values.nextFollowUpDate;
  return body;
}

/**
 * Moves a lead on: status (lost asks why), priority and the next follow-up day. Each change becomes an
 * entry in the lead's history on the server. A lead that is a customer stays won. Render it with
 * `key={workFormKey(lead)}`: a saved change (here or on the board) starts the form afresh.
 */
export function LeadWorkForm({ lead, today, onSaved }: { lead: Lead; today: string; onSaved: (lead: Lead) => void }) {
  const update = useUpdateLead();
  const form = useContractForm<WorkValues, typeof updateLeadRequestSchema>({
    schema: updateLeadRequestSchema,
    defaultValues: valuesOf(lead),
    toInput: (values) => changedFields(lead, values),
  });
  const failure = useFormFailure(form, FIELDS);
  const status = useWatch({ control: form.control, name: 'status' });
  const submitting = form.formState.isSubmitting;
  const converted = lead.convertedAt !== null;

  async function submit(body: ContractOutput<typeof updateLeadRequestSchema>) {
    failure.clear();
    if (Object.keys(body).length === 0) {
      failure.say('Nothing to save: change the status, priority or follow-up first.');
      return;
    }
    try {
      const saved = await update.mutateAsync({ leadId: lead.id, body });
      onSaved(saved);
      toast({
        title: 'Lead updated',
        description: `${saved.companyName}: ${leadStatusLabels[saved.status]}, ${leadPriorityLabels[saved.priority]} priority.`,
      });
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-busy={submitting} aria-label="Work this lead">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field name="status" label="Status" hint={converted ? 'A customer now: stays won.' : undefined}>
          <NativeSelectInput
            options={converted ? statusOptions.filter((o) => o.value === 'won') : statusOptions}
            placeholder="Choose a status"
          />
        </Field>
        <Field name="priority" label="Priority">
          <NativeSelectInput options={priorityOptions} placeholder="Choose a priority" />
        </Field>
        <Field name="nextFollowUpDate" label="Next follow-up">
          <Input type="date" min={today} readOnly={submitting} />
        </Field>
      </div>
      {status === 'lost' ? (
        <Field name="lostReason" label="Why was it lost?" required hint="Kept in the lead's history, e.g. “chose a cheaper company”.">
          <Textarea rows={2} maxLength={500} readOnly={submitting} />
        </Field>
      ) : null}
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" variant="outline" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </Form>
  );
}
