import { useId, useMemo, useState } from 'react';
import type { PricingConfigResponse, PricingConstants, PricingPreview } from '#shared/contracts/quote/pricing.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, Label } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { failureOf } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatDollars } from '../../lib/business-format.ts';
import {
  canSave,
  checkPricing,
  constantsKey,
  constantsToFields,
  pricingGroups,
  type PricingField,
  type PricingFields,
} from './pricing-form.ts';
import { usePreviewPricing, useSavePricing } from './use-settings.ts';
import { TableScroller } from '../../components/ui/table-scroller.tsx';

export const STALE_PRICING_MESSAGE =
  'Someone else saved the pricing since you opened it. Reload to see their prices, then preview and save again.';

/**
 * Every pricing constant, grouped. Preview prices the worked examples of pricing model §7 with the
 * prices in force and the ones typed; Save is offered only for exactly the values previewed, and
 * carries the version opened (If-Match), so a save never replaces prices its author did not see.
 */
export function PricingEditor({
  config,
  onReload,
  onSaved,
  restored,
}: {
  config: PricingConfigResponse;
  onReload: () => void;
  /** After a save (the page forgets a restored version). */
  onSaved?: (() => void) | undefined;
  /** An older version loaded into the editor (restore as new): its values start the form. */
  restored?: { version: number; constants: PricingConstants } | undefined;
}) {
  const [fields, setFields] = useState<PricingFields>(() => constantsToFields(restored?.constants ?? config.constants));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [previewedKey, setPreviewedKey] = useState<string | null>(null);
  const [preview, setPreview] = useState<PricingPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const previewCall = usePreviewPricing();
  const saveCall = useSavePricing();
  const savable = useMemo(() => canSave(fields, previewedKey), [fields, previewedKey]);
  const changed = useMemo(() => {
    const check = checkPricing(fields);
    return !check.ok || constantsKey(check.constants) !== constantsKey(config.constants);
  }, [fields, config.constants]);
  const busy = previewCall.isPending || saveCall.isPending;

  function edit(path: string, value: string) {
    setFields((f) => ({ ...f, [path]: value }));
    if (problems[path]) setProblems(({ [path]: _, ...rest }) => rest);
  }

  async function runPreview() {
    setError(null);
    const check = checkPricing(fields);
    if (!check.ok) {
      setProblems(check.problems);
      setError(check.problems[''] ?? 'Please correct the highlighted values.');
      return;
    }
    setProblems({});
    try {
      const result = await previewCall.mutateAsync(check.constants);
      setPreview(result);
      setPreviewedKey(constantsKey(check.constants));
    } catch (e) {
      setError(callErrorMessage(e));
    }
  }

  async function runSave() {
    const check = checkPricing(fields);
    if (!check.ok || !canSave(fields, previewedKey)) return;
    setError(null);
    try {
      const saved = await saveCall.mutateAsync({ constants: check.constants, version: config.version });
      toast({ title: 'Pricing saved', description: `Version ${saved.version} prices new quotes; earlier leads keep their version.` });
      setPreviewedKey(null);
      setPreview(null);
      onSaved?.();
    } catch (e) {
      const failure = failureOf(e);
      if (failure.kind === 'refused' && failure.status === 409) setStale(true);
      else setError(callErrorMessage(e));
    }
  }

  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-600">
        Version {config.version} is in force. Change any value, press Preview to see the worked examples priced both ways, then Save.
      </p>
      {restored ? (
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Version {restored.version}’s values are loaded. Preview them, then save to make them a new version.
        </p>
      ) : null}
      {pricingGroups.map((group) => (
        <fieldset key={group.id} className="grid gap-3 rounded-lg border border-slate-200 p-4" disabled={busy}>
          <legend className="px-1 text-base font-semibold text-slate-900">{group.title}</legend>
          <p className="text-sm text-slate-600">{group.description}</p>
          {group.rows.map((row, i) => (
            <div key={row.label ?? i} className="grid gap-2">
              {row.label ? <h4 className="text-sm font-semibold text-slate-800">{row.label}</h4> : null}
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {row.fields.map((f) => (
                  <ConstantInput
                    key={f.path}
                    field={f}
                    rowLabel={row.label}
                    value={fields[f.path] ?? ''}
                    problem={problems[f.path]}
                    onChange={(v) => edit(f.path, v)}
                  />
                ))}
              </div>
            </div>
          ))}
        </fieldset>
      ))}

      {error ? <FormAlert>{error}</FormAlert> : null}
      {stale ? (
        <div role="alert" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p>{STALE_PRICING_MESSAGE}</p>
          <div>
            <Button variant="outline" onClick={onReload}>
              Reload pricing
            </Button>
          </div>
        </div>
      ) : null}

      {preview ? <PreviewTable preview={preview} /> : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        {!savable && changed ? <p className="text-sm text-slate-600 sm:mr-auto">Preview these values to save them.</p> : null}
        <Button variant="outline" onClick={() => void runPreview()} aria-disabled={busy || undefined}>
          {previewCall.isPending ? 'Pricing the examples…' : 'Preview'}
        </Button>
        <Button onClick={() => void runSave()} disabled={!savable || !changed || busy || stale}>
          {saveCall.isPending ? 'Saving…' : 'Save pricing'}
        </Button>
      </div>
    </div>
  );
}

function ConstantInput({
  field,
  rowLabel,
  value,
  problem,
  onChange,
}: {
  field: PricingField;
  rowLabel: string | undefined;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = problem ? `${id}-error` : undefined;
  return (
    <div>
      <Label htmlFor={id}>
        {field.label}
        {rowLabel ? <span className="sr-only"> ({rowLabel})</span> : null}
      </Label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode={field.text ? undefined : 'decimal'}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {field.hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {field.hint}
        </p>
      ) : null}
      {problem ? <FieldError id={errorId}>{problem}</FieldError> : null}
    </div>
  );
}

function PreviewTable({ preview }: { preview: PricingPreview }) {
  return (
    <TableScroller label="Worked examples table" className="rounded-lg border border-slate-200">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="p-3 text-left font-semibold text-slate-900">
          Worked examples (pricing model §7): version {preview.currentVersion} vs. the values above
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="p-3">
              Example
            </th>
            <th scope="col" className="p-3 text-right">
              Monthly now
            </th>
            <th scope="col" className="p-3 text-right">
              Monthly proposed
            </th>
            <th scope="col" className="p-3 text-right">
              Annual now
            </th>
            <th scope="col" className="p-3 text-right">
              Annual proposed
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.examples.map((e) => (
            <tr key={e.id} className="border-t border-slate-200">
              <th scope="row" className="p-3 font-normal text-slate-900">
                {e.label}
              </th>
              <td className="p-3 text-right tabular-nums">{formatDollars(e.current.totalMonthlyCost)}</td>
              <td className="p-3 text-right font-semibold tabular-nums">{formatDollars(e.proposed.totalMonthlyCost)}</td>
              <td className="p-3 text-right tabular-nums">{formatDollars(e.current.totalAnnualCost)}</td>
              <td className="p-3 text-right font-semibold tabular-nums">{formatDollars(e.proposed.totalAnnualCost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
