import { useId } from 'react';
import { paneCountOptions, type PaneCountOption } from '#shared/content/window-cleaning.ts';
import { Button } from '../../components/ui/button.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import type { AddOnSelection } from './add-on-selection.ts';
import { AddOnsSummary } from './add-ons-summary.tsx';
import { PlanChoice } from './plan-choice.tsx';
import { inputClass, labelClass } from './field-styles.ts';
import { handleWindowFormSubmit } from './thanks-toast.ts';
import type { UpdateWindowQuote, WindowQuoteValues } from './quote-values.ts';

interface Props {
  values: WindowQuoteValues;
  onChange: UpdateWindowQuote;
  addOns: AddOnSelection;
}

type TextField = 'fullName' | 'mobile' | 'address' | 'email';

const textFields: { key: TextField; label: string; type: string; autoComplete: string; wide?: boolean }[] = [
  { key: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { key: 'mobile', label: 'Mobile', type: 'tel', autoComplete: 'tel' },
  { key: 'address', label: 'Address', type: 'text', autoComplete: 'street-address', wide: true },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', wide: true },
];

/** The window quote request. Not validated or sent yet (spec): submit thanks the visitor and keeps the values. */
export function WindowQuoteForm({ values, onChange, addOns }: Props) {
  const id = useId();
  return (
    <form onSubmit={handleWindowFormSubmit} noValidate aria-label="Window cleaning quote request" className="grid gap-5 sm:grid-cols-2">
      {textFields.map((field) => (
        <div key={field.key} className={field.wide ? 'sm:col-span-2' : undefined}>
          <label htmlFor={`${id}-${field.key}`} className={labelClass}>
            {field.label}
          </label>
          <input
            id={`${id}-${field.key}`}
            name={field.key}
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.key]}
            onChange={(event) => onChange({ [field.key]: event.target.value })}
            className={inputClass}
          />
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-panes`} className={labelClass}>
          Rough pane count
        </label>
        <Select name="paneCount" value={values.paneCount} onValueChange={(v) => onChange({ paneCount: v as PaneCountOption })}>
          <SelectTrigger id={`${id}-panes`}>
            <SelectValue placeholder="Choose a range" />
          </SelectTrigger>
          <SelectContent>
            {paneCountOptions.map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="sm:col-span-2">
        <PlanChoice name={`${id}-plan`} value={values.plan} onChange={(plan) => onChange({ plan })} />
      </div>
      <div className="sm:col-span-2">
        <AddOnsSummary selection={addOns} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-notes`} className={labelClass}>
          Notes <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-notes`}
          name="notes"
          rows={3}
          value={values.notes}
          onChange={(event) => onChange({ notes: event.target.value })}
          placeholder="Storefront, upper floors, gate code..."
          className={inputClass}
        />
      </div>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-700 sm:col-span-2">
        <input
          type="checkbox"
          name="textUpdates"
          checked={values.textUpdates}
          onChange={(event) => onChange({ textUpdates: event.target.checked })}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
        />
        Send me text updates about my quote and visits
      </label>
      <Button type="submit" size="lg" className="w-full sm:col-span-2">
        Get My Quote
      </Button>
    </form>
  );
}
