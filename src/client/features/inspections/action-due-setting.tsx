import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getInspectionSettings, saveInspectionSettings } from '#shared/contracts/inspections.endpoints.ts';
import { inspectionSettingsSchema, type InspectionSettings } from '#shared/contracts/inspections.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { useFormFailure } from '../../lib/form-failure.ts';

type DueValues = { actionDueHours: string };
const FIELDS = ['actionDueHours'] as const;

/** As typed: empty is no number (the schema's own words say what is wanted), anything else a number to check. */
const toInput = (v: DueValues) => ({ actionDueHours: v.actionDueHours.trim() === '' ? Number.NaN : Number(v.actionDueHours) });

/**
 * Settings → Corrective actions (decision 0045): how many hours after an inspection (or a customer's problem
 * report) a new corrective action is due. Actions already made keep their due time.
 */
export function ActionDueSetting() {
  const settings = useQuery(apiQuery(getInspectionSettings));
  if (settings.isPending) return <Skeleton className="h-24 w-full" />;
  if (settings.isError)
    return (
      <LoadError
        title="The corrective action setting could not be loaded"
        message={callErrorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  return <DueHoursForm key={settings.data.actionDueHours} saved={settings.data} />;
}

function DueHoursForm({ saved }: { saved: InspectionSettings }) {
  const queryClient = useQueryClient();
  const form = useContractForm<DueValues, typeof inspectionSettingsSchema>({
    schema: inspectionSettingsSchema,
    defaultValues: { actionDueHours: String(saved.actionDueHours) },
    toInput,
  });
  const failure = useFormFailure(form, FIELDS);
  const save = useMutation({
    mutationFn: (body: InspectionSettings) => callApi(saveInspectionSettings, { body }),
    onSuccess: (next) => queryClient.setQueryData(apiQuery(getInspectionSettings).queryKey, next),
  });
  const submitting = form.formState.isSubmitting;

  async function submit(valid: InspectionSettings) {
    failure.clear();
    try {
      const next = await save.mutateAsync(valid);
      toast({ title: 'Corrective action setting saved', description: `New corrective actions are due in ${next.actionDueHours} hours.` });
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-3" aria-label="Corrective actions" aria-busy={submitting || undefined}>
      <Field
        name="actionDueHours"
        label="Hours until a corrective action is due"
        required
        hint="From the inspection or problem report that made it; 1 to 720 (30 days). Actions already made keep their due time."
        className="max-w-xs"
      >
        <Input inputMode="numeric" autoComplete="off" readOnly={submitting} />
      </Field>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <div>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </Form>
  );
}
