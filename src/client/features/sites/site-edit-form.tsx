import { updateSiteRequestSchema, type SiteDetail, type UpdateSiteRequest } from '#shared/contracts/sites.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { useUpdateSite } from './use-sites.ts';

interface SiteValues {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  accessNotes: string;
  notes: string;
}

const FIELDS = ['name', 'address', 'latitude', 'longitude', 'accessNotes', 'notes'] as const;

/** Empty is none; anything else a number (a word stays text, so the schema names the field). */
const coordinate = (text: string): number | string | null => {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
};

function toInput(v: SiteValues) {
  return {
    name: v.name,
    address: v.address,
    latitude: coordinate(v.latitude),
    longitude: coordinate(v.longitude),
    accessNotes: v.accessNotes.trim() === '' ? null : v.accessNotes,
    notes: v.notes.trim() === '' ? null : v.notes,
  };
}

/** An admin edits a site's details and notes; the change is audited (decision 0047). */
export function SiteEditForm({ detail, onDone }: { detail: SiteDetail; onDone: () => void }) {
  const { site } = detail;
  const save = useUpdateSite(site.id);
  const form = useContractForm<SiteValues, typeof updateSiteRequestSchema>({
    schema: updateSiteRequestSchema,
    toInput,
    defaultValues: {
      name: site.name,
      address: site.address,
      latitude: site.latitude === null ? '' : String(site.latitude),
      longitude: site.longitude === null ? '' : String(site.longitude),
      accessNotes: site.accessNotes ?? '',
      notes: site.notes ?? '',
    },
  });
  const failure = useFormFailure(form, FIELDS);
  const submitting = form.formState.isSubmitting;

  async function submit(valid: UpdateSiteRequest) {
    failure.clear();
    try {
      await save.mutateAsync(valid);
      toast({ title: 'Site saved', description: `${valid.name}: the change is in the site's history.` });
      onDone();
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-busy={submitting || undefined} aria-label="Edit the site">
      <Field name="name" label="Site name" required>
        <Input autoComplete="off" maxLength={120} readOnly={submitting} />
      </Field>
      <Field name="address" label="Address" required>
        <Input autoComplete="off" maxLength={300} readOnly={submitting} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="latitude" label="Latitude" optional hint="Like 44.8766; both or neither.">
          <Input inputMode="decimal" autoComplete="off" readOnly={submitting} />
        </Field>
        <Field name="longitude" label="Longitude" optional hint="Like -93.3301.">
          <Input inputMode="decimal" autoComplete="off" readOnly={submitting} />
        </Field>
      </div>
      <Field name="accessNotes" label="Access notes" optional hint="What the crew needs to get in: doors, codes, alarm, keys.">
        <Textarea rows={3} maxLength={2000} readOnly={submitting} />
      </Field>
      <Field name="notes" label="Office notes" optional hint="For the office only; never shown to the customer or the crew.">
        <Textarea rows={3} maxLength={4000} readOnly={submitting} />
      </Field>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : 'Save site'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
