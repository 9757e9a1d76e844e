import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ArrowLeft, Send } from 'lucide-react';
import { submitInspectionRequestSchema, type InspectableSite } from '#shared/contracts/inspections.ts';
import * as z from '#shared/contracts/zod.ts';
import { inspectionRatingLabels, inspectionRatings, type InspectionRating } from '#shared/domain/inspections.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { cn } from '../../lib/cn.ts';
import type { QueuedPhoto } from './inspection-queue.ts';
import { percent, previewScore } from './inspection-format.ts';
import { PhotoPicker } from './photo-picker.tsx';

const checklistSchema = z.pick(submitInspectionRequestSchema, { notes: true, ratings: true });
export type ChecklistValues = { notes: string; ratings: Array<{ itemKey: string; rating: InspectionRating | ''; note: string }> };
export type ValidChecklist = ContractOutput<typeof checklistSchema>;
export const RATE_EVERY_ITEM = 'Rate every item before sending: the ones left are marked.';

/** What the screen keeps on the device while the inspector goes (a closed tab or a dead battery loses nothing). */
export interface ChecklistDraft {
  values: ChecklistValues;
  photos: Record<string, QueuedPhoto[]>;
}

const toInput = (values: ChecklistValues) => ({
  notes: values.notes,
  ratings: values.ratings.map((r) => ({ itemKey: r.itemKey, rating: r.rating === '' ? undefined : r.rating, note: r.note })),
});

export function emptyChecklist(site: InspectableSite): ChecklistValues {
  return { notes: '', ratings: site.areas.flatMap((a) => a.items.map((i) => ({ itemKey: i.key, rating: '' as const, note: '' }))) };
}

const ratingTone: Record<InspectionRating, string> = {
  good: 'has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-600 has-[:checked]:text-white',
  fair: 'has-[:checked]:border-amber-500 has-[:checked]:bg-amber-400 has-[:checked]:text-slate-900',
  poor: 'has-[:checked]:border-red-600 has-[:checked]:bg-red-600 has-[:checked]:text-white',
  na: 'has-[:checked]:border-slate-600 has-[:checked]:bg-slate-600 has-[:checked]:text-white',
};

/**
 * The checklist of one site, item by item: four large targets per item (Good / Fair / Poor / N/A), a
 * note and photos under any item (open by itself for a Poor one), general notes, then Send. Every
 * change is kept as a draft on the device (`onDraft`).
 */
export function InspectionChecklist({
  site,
  draft,
  onDraft,
  onSubmit,
  onBack,
}: {
  site: InspectableSite;
  draft: ChecklistDraft | null;
  onDraft: (draft: ChecklistDraft) => void;
  onSubmit: (values: ValidChecklist, photos: Record<string, QueuedPhoto[]>) => Promise<void>;
  onBack: () => void;
}) {
  const initial = useMemo(() => {
    const empty = emptyChecklist(site);
    if (!draft) return empty;
    // A draft of an older checklist keeps the ratings of the items still on it.
    const kept = new Map(draft.values.ratings.map((r) => [r.itemKey, r]));
    return { notes: draft.values.notes, ratings: empty.ratings.map((r) => kept.get(r.itemKey) ?? r) };
  }, [site, draft]);
  const [photos, setPhotos] = useState<Record<string, QueuedPhoto[]>>(draft?.photos ?? {});
  const form = useContractForm<ChecklistValues, typeof checklistSchema>({ schema: checklistSchema, defaultValues: initial, toInput });
  const ratings = useWatch({ control: form.control, name: 'ratings' });
  const notes = useWatch({ control: form.control, name: 'notes' });
  const submitted = form.formState.submitCount > 0;
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    onDraft({ values: { notes: notes ?? '', ratings: ratings ?? [] }, photos });
  }, [notes, ratings, photos, onDraft]);

  const rated = (ratings ?? []).filter((r) => r.rating !== '').length;
  const total = initial.ratings.length;
  const score = previewScore(
    (ratings ?? []).map((r) => r.rating),
    site.points,
  );
  const indexOf = new Map(initial.ratings.map((r, i) => [r.itemKey, i]));

  return (
    <Form form={form} onSubmit={(values) => onSubmit(values, photos)} className="grid gap-4" aria-busy={busy || undefined}>
      <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
        <Button variant="ghost" onClick={onBack} aria-label="Choose another site" className="-ml-2 px-2">
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Button>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-slate-900">{site.siteName}</h2>
          <p className="text-sm text-slate-600">
            {site.customerName} · target {site.scoreTargetPercent}%
          </p>
        </div>
      </div>

      {site.areas.map((area) => (
        <Card key={area.key} role="region" aria-label={area.label} className="overflow-hidden">
          <h3 className="border-b border-slate-200 bg-slate-50 px-4 py-3 text-base font-semibold text-slate-900">{area.label}</h3>
          <ul className="divide-y divide-slate-200">
            {area.items.map((item) => {
              const i = indexOf.get(item.key) ?? 0;
              const rating = ratings?.[i]?.rating ?? '';
              const itemPhotos = photos[item.key] ?? [];
              const missing = submitted && rating === '';
              return (
                <li key={item.key} className={cn('grid gap-3 px-4 py-4', missing && 'bg-red-50')}>
                  <fieldset className="grid gap-2" aria-invalid={missing || undefined}>
                    <legend className="mb-2 text-base font-medium text-slate-900">
                      {item.label}
                      {missing ? <span className="ml-2 text-sm font-normal text-red-700">Rate this item</span> : null}
                    </legend>
                    <div className="grid grid-cols-4 gap-2">
                      {inspectionRatings.map((value) => (
                        <label
                          key={value}
                          className={cn(
                            'flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white text-base font-semibold text-slate-800 select-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
                            ratingTone[value],
                          )}
                        >
                          <input type="radio" value={value} className="sr-only" {...form.register(`ratings.${i}.rating`)} />
                          {inspectionRatingLabels[value]}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <details className="group" open={rating === 'poor' || itemPhotos.length > 0 || undefined}>
                    <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-800">
                      Note and photos{itemPhotos.length > 0 ? ` (${itemPhotos.length})` : ''}
                    </summary>
                    <div className="mt-2 grid gap-3">
                      <Field name={`ratings.${i}.note`} label={`Note on ${item.label}`} optional>
                        <Textarea rows={2} placeholder="What did you see?" />
                      </Field>
                      <PhotoPicker
                        label={item.label}
                        photos={itemPhotos}
                        onChange={(next) => setPhotos((all) => ({ ...all, [item.key]: next }))}
                      />
                    </div>
                  </details>
                </li>
              );
            })}
          </ul>
        </Card>
      ))}

      <Card className="grid gap-4 p-4">
        <Field name="notes" label="General notes" optional>
          <Textarea rows={3} placeholder="Anything for the office or the crew" />
        </Field>
      </Card>
      {submitted && form.formState.errors.ratings ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {RATE_EVERY_ITEM}
        </p>
      ) : null}

      {/* Under the thumb while the inspector goes down the list: how far along, the score so far, and Send. */}
      <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex sm:items-center sm:justify-between sm:rounded-xl sm:border">
        <p className="text-sm font-medium text-slate-800" aria-live="polite">
          {rated} of {total} rated · score {percent(score)} · target {site.scoreTargetPercent}%
        </p>
        <SubmitButton pending={busy} pendingLabel="Sending…" className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          Send inspection
        </SubmitButton>
      </div>
    </Form>
  );
}
