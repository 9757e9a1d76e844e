import { useId, useState } from 'react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { saveTemplateRequestSchema, type InspectionTemplate } from '#shared/contracts/inspections.ts';
import { facilityTypeLabels, facilityTypes, type FacilityType } from '#shared/domain/quote.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Label } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callErrorMessage, formFailure } from '../../lib/call-error.ts';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { formatMinnesotaDate } from '../../lib/time-format.ts';
import { freeKey, keyFromLabel } from './template-keys.ts';
import { useInspectionTemplates, useSaveTemplate } from './use-inspections.ts';

type TemplateValues = {
  points: { good: string; fair: string; poor: string };
  areas: Array<{ key: string; label: string; items: Array<{ key: string; label: string }> }>;
};

type ValidTemplate = ContractOutput<typeof saveTemplateRequestSchema>;

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** New areas and items get keys from their labels, never one already used (old keys stay: the next inspection finds them). */
function toInput(values: TemplateValues) {
  const areaKeys = new Set(values.areas.map((a) => a.key).filter(Boolean));
  const itemKeys = new Set(values.areas.flatMap((a) => a.items.map((i) => i.key)).filter(Boolean));
  return {
    points: { good: asNumber(values.points.good), fair: asNumber(values.points.fair), poor: asNumber(values.points.poor) },
    areas: values.areas.map((area) => {
      let key = area.key;
      if (!key) {
        key = freeKey(keyFromLabel('', area.label), areaKeys);
        areaKeys.add(key);
      }
      return {
        key,
        label: area.label,
        items: area.items.map((item) => {
          if (item.key) return item;
          const itemKey = freeKey(keyFromLabel(key, item.label), itemKeys);
          itemKeys.add(itemKey);
          return { key: itemKey, label: item.label };
        }),
      };
    }),
  };
}

const valuesOf = (template: InspectionTemplate): TemplateValues => ({
  points: { good: String(template.points.good), fair: String(template.points.fair), poor: String(template.points.poor) },
  areas: template.areas.map((a) => ({ key: a.key, label: a.label, items: a.items.map((i) => ({ ...i })) })),
});

/**
 * Settings' inspection checklists (issue 33): each facility type's areas, items and points per rating. A
 * save adds a version; inspections already done keep the version they were scored with.
 */
export function TemplateEditor() {
  const templates = useInspectionTemplates();
  const [facilityType, setFacilityType] = useState<FacilityType>('office');
  const selectId = useId();
  if (templates.isPending) return <Skeleton className="h-64 rounded-lg" />;
  if (!templates.data)
    return (
      <LoadError
        title="The checklists could not be loaded"
        message={callErrorMessage(templates.error)}
        onRetry={() => void templates.refetch()}
        retrying={templates.isFetching}
      />
    );
  const template = templates.data.templates.find((t) => t.facilityType === facilityType);
  return (
    <div className="grid gap-4">
      <div className="grid max-w-sm gap-1">
        <Label htmlFor={selectId}>Facility type</Label>
        <NativeSelect
          id={selectId}
          value={facilityType}
          onValueChange={setFacilityType}
          options={facilityTypes.map((type) => ({ value: type, label: facilityTypeLabels[type] }))}
        />
      </div>
      {template ? (
        <TemplateForm key={`${template.facilityType}-${template.version}`} template={template} />
      ) : (
        <p className="text-sm text-slate-600">No checklist for this facility type yet.</p>
      )}
    </div>
  );
}

function TemplateForm({ template }: { template: InspectionTemplate }) {
  const save = useSaveTemplate();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useContractForm<TemplateValues, typeof saveTemplateRequestSchema>({
    schema: saveTemplateRequestSchema,
    defaultValues: valuesOf(template),
    toInput,
  });
  const areas = useFieldArray({ control: form.control, name: 'areas' });
  const errors = form.formState.errors;

  async function submit(values: ContractOutput<typeof saveTemplateRequestSchema>) {
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ facilityType: template.facilityType, body: values });
      toast({ title: 'Checklist saved', description: `${facilityTypeLabels[saved.facilityType]}: version ${saved.version}.` });
    } catch (error) {
      setProblem(formFailure(error, []).message);
    }
  }

  const areaMessage = errors.areas?.message ?? errors.areas?.root?.message;
  const pointsMessage = errors.points?.message ?? errors.points?.root?.message;
  return (
    <Form form={form} onSubmit={submit} className="grid gap-5">
      <p className="text-sm text-slate-600">
        Version {template.version}, saved {formatMinnesotaDate(template.createdAt)}
        {template.createdBy ? ` by ${template.createdBy}` : ''}.
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Points per rating (N/A counts in neither)</legend>
        <div className="grid max-w-md grid-cols-3 gap-3">
          <Field name="points.good" label="Good">
            <Input inputMode="numeric" />
          </Field>
          <Field name="points.fair" label="Fair">
            <Input inputMode="numeric" />
          </Field>
          <Field name="points.poor" label="Poor">
            <Input inputMode="numeric" />
          </Field>
        </div>
        {pointsMessage ? <p className="text-sm text-red-700">{pointsMessage}</p> : null}
      </fieldset>

      <div className="grid gap-4">
        {areas.fields.map((area, index) => (
          <AreaEditor
            key={area.id}
            index={index}
            control={form.control}
            register={form.register}
            onRemove={areas.fields.length > 1 ? () => areas.remove(index) : undefined}
          />
        ))}
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => areas.append({ key: '', label: '', items: [{ key: '', label: '' }] })}
        >
          <Plus aria-hidden="true" />
          Add an area
        </Button>
      </div>
      {areaMessage ? (
        <p role="alert" className="text-sm text-red-700">
          {areaMessage}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving…" className="justify-self-start max-sm:w-full">
        Save as a new version
      </SubmitButton>
    </Form>
  );
}

function AreaEditor({
  index,
  control,
  register,
  onRemove,
}: {
  index: number;
  control: Control<TemplateValues, unknown, ValidTemplate>;
  register: UseFormRegister<TemplateValues>;
  onRemove: (() => void) | undefined;
}) {
  const items = useFieldArray({ control, name: `areas.${index}.items` });
  const areaLabelId = useId();
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="sr-only">Area {index + 1}</legend>
      <div className="flex items-end gap-2">
        <div className="grid flex-1 gap-1">
          <Label htmlFor={areaLabelId}>Area {index + 1}</Label>
          <Input id={areaLabelId} {...register(`areas.${index}.label`)} placeholder="Restrooms" />
        </div>
        {onRemove ? (
          <Button variant="ghost" onClick={onRemove} aria-label={`Remove area ${index + 1}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <ul className="grid gap-2 sm:pl-4">
        {items.fields.map((item, i) => (
          <li key={item.id} className="flex items-center gap-2">
            <Input
              {...register(`areas.${index}.items.${i}.label`)}
              aria-label={`Area ${index + 1}, item ${i + 1}`}
              placeholder="Sinks and counters"
              className="flex-1"
            />
            {items.fields.length > 1 ? (
              <Button variant="ghost" onClick={() => items.remove(i)} aria-label={`Remove item ${i + 1} of area ${index + 1}`}>
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="min-h-11 justify-self-start" onClick={() => items.append({ key: '', label: '' })}>
        <Plus aria-hidden="true" />
        Add an item
      </Button>
    </fieldset>
  );
}
