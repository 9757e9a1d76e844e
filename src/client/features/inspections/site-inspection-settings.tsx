import { useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { siteInspectionSettingsInputSchema, type SiteInspectionSettings } from '#shared/contracts/inspections.ts';
import { inspectionIntervalLabels, inspectionIntervals, type InspectionInterval } from '#shared/domain/inspections.ts';
import { facilityTypeLabels } from '#shared/domain/quote.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field, Label } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Checkbox, Input } from '../../components/ui/input.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callErrorMessage, formFailure } from '../../lib/call-error.ts';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { keyFromLabel } from './template-keys.ts';
import { useInspectionTemplates, useSaveSiteInspectionSettings, useSiteInspectionSettings } from './use-inspections.ts';

type SettingsValues = {
  scoreTargetPercent: string;
  interval: InspectionInterval;
  reportEmail: boolean;
  removedItems: string[];
  addedItems: Array<{ areaKey: string; key: string; label: string }>;
};

const toInput = (v: SettingsValues) => ({
  scoreTargetPercent: v.scoreTargetPercent.trim() === '' ? Number.NaN : Number(v.scoreTargetPercent),
  interval: v.interval,
  reportEmail: v.reportEmail,
  adjustments: {
    removedItems: v.removedItems,
    addedItems: v.addedItems.map((item) => ({ ...item, key: item.key || keyFromLabel(item.areaKey, item.label) })),
  },
});

/** One site's inspection settings (issue 33): its target, interval, the customer's report e-mail and its checklist adjustments. */
export function SiteInspectionSettingsCard({ sites }: { sites: Array<{ id: number; name: string }> }) {
  const [siteId, setSiteId] = useState<string>(sites[0] ? String(sites[0].id) : '');
  const selectId = useId();
  const headingId = useId();
  const settings = useSiteInspectionSettings(siteId ? Number(siteId) : undefined);
  return (
    <Card role="region" aria-labelledby={headingId} className="overflow-hidden">
      <div className="grid gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Site inspection settings
          </h2>
          <p className="text-sm text-slate-600">
            A site’s score target, how often it is inspected, the report e-mail and its own checklist items.
          </p>
        </div>
        <div className="grid max-w-sm gap-1">
          <Label htmlFor={selectId}>Site</Label>
          <NativeSelect
            id={selectId}
            value={siteId}
            onValueChange={setSiteId}
            options={sites.map((s) => ({ value: String(s.id), label: s.name }))}
          />
        </div>
      </div>
      {!siteId ? (
        <p className="p-5 text-sm text-slate-600">No active sites.</p>
      ) : settings.data ? (
        <SiteSettingsForm key={`${settings.data.siteId}-${settings.dataUpdatedAt}`} settings={settings.data} />
      ) : settings.isError ? (
        <LoadError
          title="The settings could not be loaded"
          message={callErrorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Skeleton className="m-5 h-40 rounded-lg" />
      )}
    </Card>
  );
}

function SiteSettingsForm({ settings }: { settings: SiteInspectionSettings }) {
  const templates = useInspectionTemplates();
  const save = useSaveSiteInspectionSettings(settings.siteId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useContractForm<SettingsValues, typeof siteInspectionSettingsInputSchema>({
    schema: siteInspectionSettingsInputSchema,
    defaultValues: {
      scoreTargetPercent: String(settings.scoreTargetPercent),
      interval: settings.interval,
      reportEmail: settings.reportEmail,
      removedItems: settings.adjustments.removedItems,
      addedItems: settings.adjustments.addedItems,
    },
    toInput,
  });
  const added = useFieldArray({ control: form.control, name: 'addedItems' });
  const template = templates.data?.templates.find((t) => t.facilityType === settings.facilityType);
  const removed = form.watch('removedItems');

  async function submit(values: ContractOutput<typeof siteInspectionSettingsInputSchema>) {
    setProblem(null);
    try {
      await save.mutateAsync(values);
      toast({ title: 'Site settings saved', description: settings.siteName });
    } catch (error) {
      const failure = formFailure(error, ['scoreTargetPercent', 'interval', 'reportEmail']);
      for (const [field, message] of Object.entries(failure.fields))
        form.setError(field as keyof SettingsValues, { type: 'server', message });
      setProblem(failure.message);
    }
  }

  function toggleRemoved(key: string, leaveOut: boolean) {
    const next = leaveOut ? [...removed, key] : removed.filter((k) => k !== key);
    form.setValue('removedItems', next, { shouldDirty: true });
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-5 p-4 sm:p-5">
      <p className="text-sm text-slate-600">Checklist: {facilityTypeLabels[settings.facilityType]} (the site’s newest plan).</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field name="scoreTargetPercent" label="Score target (%)" required>
          <Input inputMode="numeric" />
        </Field>
        <Field name="interval" label="Inspected" required>
          <NativeSelectInput
            placeholder="Choose how often"
            options={inspectionIntervals.map((i) => ({ value: i, label: inspectionIntervalLabels[i] }))}
          />
        </Field>
        <div className="flex items-end pb-2">
          <Checkbox label="E-mail the customer each report" {...form.register('reportEmail')} />
        </div>
      </div>

      {template ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Leave out of this site’s checklist</legend>
          <div className="grid max-h-72 gap-x-6 gap-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
            {template.areas.flatMap((area) =>
              area.items.map((item) => (
                <Checkbox
                  key={item.key}
                  label={`${area.label}: ${item.label}`}
                  checked={removed.includes(item.key)}
                  onChange={(event) => toggleRemoved(item.key, event.target.checked)}
                />
              )),
            )}
          </div>
        </fieldset>
      ) : null}

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">This site’s own items</legend>
        {added.fields.length === 0 ? <p className="text-sm text-slate-600">None.</p> : null}
        {added.fields.map((field, index) => (
          <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[12rem_1fr_auto]">
            <Field name={`addedItems.${index}.areaKey`} label="Area">
              <NativeSelectInput
                placeholder="Choose an area"
                options={(template?.areas ?? []).map((a) => ({ value: a.key, label: a.label }))}
              />
            </Field>
            <Field name={`addedItems.${index}.label`} label="Item">
              <Input placeholder="Lobby aquarium glass" />
            </Field>
            <Button variant="ghost" onClick={() => added.remove(index)} aria-label={`Remove item ${index + 1}`}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => added.append({ areaKey: template?.areas[0]?.key ?? '', key: '', label: '' })}
          disabled={!template}
        >
          <Plus aria-hidden="true" />
          Add an item
        </Button>
      </fieldset>

      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving…" className="justify-self-start max-sm:w-full">
        Save site settings
      </SubmitButton>
    </Form>
  );
}
