import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { logActivityRequestSchema } from '#shared/contracts/crm/crm.ts';
import { activityOutcomes, loggedActivityTypes, type LoggedActivityType } from '#shared/domain/crm.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { activityTypeLabels } from './crm-format.ts';
import { useLogActivity } from './use-crm.ts';

interface ActivityValues {
  type: LoggedActivityType;
  outcome: string;
  description: string;
}
const FIELDS = ['type', 'outcome', 'description'] as const;
const typeOptions = loggedActivityTypes.map((t) => ({ value: t, label: activityTypeLabels[t] }));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const blank: ActivityValues = { type: 'call', outcome: '', description: '' };

/** Logs a call, e-mail, meeting or note with its outcome; the lead's status stays as it is. */
export function LogActivityForm({ leadId }: { leadId: string }) {
  const log = useLogActivity(leadId);
  const form = useContractForm<ActivityValues, typeof logActivityRequestSchema>({
    schema: logActivityRequestSchema,
    defaultValues: blank,
  });
  const failure = useFormFailure(form, FIELDS);
  const type = useWatch({ control: form.control, name: 'type' });
  const submitting = form.formState.isSubmitting;
  const outcomes: readonly string[] = activityOutcomes[type];

  // Another type has other outcomes: a chosen one that does not fit is cleared.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!outcomes.includes(getValues('outcome'))) setValue('outcome', '');
  }, [outcomes, getValues, setValue]);

  async function submit(body: ContractOutput<typeof logActivityRequestSchema>) {
    failure.clear();
    try {
      await log.mutateAsync(body);
      toast({ title: `${activityTypeLabels[body.type]} logged`, description: body.outcome ? capitalised(body.outcome) : undefined });
      form.reset(blank);
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-busy={submitting} aria-label="Log an activity">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="type" label="What was done" required>
          <NativeSelectInput options={typeOptions} placeholder="Choose a type" />
        </Field>
        <Field
          name="outcome"
          label="Outcome"
          required={type === 'call' || type === 'meeting'}
          optional={type === 'email' || type === 'note'}
        >
          <NativeSelectInput options={outcomes.map((o) => ({ value: o, label: capitalised(o) }))} placeholder="Choose an outcome" />
        </Field>
      </div>
      <Field name="description" label="What happened" required>
        <Textarea
          rows={3}
          maxLength={2000}
          readOnly={submitting}
          placeholder="e.g. Spoke with the office manager; wants a walk-through next week."
        />
      </Field>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Logging…' : 'Log activity'}
        </Button>
      </div>
    </Form>
  );
}
