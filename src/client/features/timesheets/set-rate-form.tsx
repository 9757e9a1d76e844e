import { setHourlyRateRequestSchema } from '#shared/contracts/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { useSetHourlyRate } from './use-timesheet-mutations.ts';

interface RateValues {
  hourlyRate: string;
}

/**
 * The rate an employee was created without, set where its absence blocks approval (decision 0040):
 * saved on the employee (as User Management would), after which the week's figures and blockers are read again.
 */
export function SetRateForm({ employee }: { employee: { id: number; name: string } }) {
  const save = useSetHourlyRate(employee.id);
  const form = useContractForm<RateValues, typeof setHourlyRateRequestSchema>({
    schema: setHourlyRateRequestSchema,
    defaultValues: { hourlyRate: '' },
  });
  const failure = useFormFailure(form, ['hourlyRate']);
  const submitting = form.formState.isSubmitting;

  async function submit({ hourlyRate }: { hourlyRate: number }) {
    failure.clear();
    try {
      await save.mutateAsync(hourlyRate);
      toast({ title: 'Hourly rate saved', description: `${employee.name}’s rate is set; the week’s pay is worked out with it.` });
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-2" aria-busy={submitting} aria-label={`Hourly rate of ${employee.name}`}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field name="hourlyRate" label={`${employee.name}’s hourly rate in USD`} className="sm:w-64">
          <Input readOnly={submitting} type="number" inputMode="decimal" step="0.01" min="0" placeholder="0.00" required />
        </Field>
        <Button type="submit" variant="outline" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : 'Save rate'}
        </Button>
      </div>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
    </Form>
  );
}
