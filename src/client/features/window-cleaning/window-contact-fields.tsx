import { paneCountOptions, type PaneCountOption } from '#shared/content/window-cleaning.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { errorClass, inputClass, labelClass, requiredMarkClass } from './field-styles.ts';
import type { UpdateWindowQuote, WindowQuoteValues } from './quote-values.ts';
import type { WindowQuoteErrors } from './window-quote-request.ts';

type TextField = 'fullName' | 'mobile' | 'address' | 'email';

const textFields: { key: TextField; label: string; type: string; autoComplete: string; required: boolean; wide?: boolean }[] = [
  { key: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name', required: true },
  { key: 'mobile', label: 'Mobile', type: 'tel', autoComplete: 'tel', required: true },
  { key: 'address', label: 'Address', type: 'text', autoComplete: 'street-address', required: true, wide: true },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: false, wide: true },
];

interface Props {
  idPrefix: string;
  values: WindowQuoteValues;
  errors: WindowQuoteErrors;
  onChange: UpdateWindowQuote;
}

function Label({ htmlFor, text, required }: { htmlFor: string; text: string; required: boolean }) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {text}
      {required ? (
        <span className={requiredMarkClass} aria-hidden="true">
          *
        </span>
      ) : (
        <span className="font-normal text-slate-500"> (optional)</span>
      )}
    </label>
  );
}

/** Name, mobile, address, e-mail and the pane count, each with its label and inline message. */
export function WindowContactFields({ idPrefix, values, errors, onChange }: Props) {
  const paneId = `${idPrefix}-panes`;
  return (
    <>
      {textFields.map((field) => {
        const id = `${idPrefix}-${field.key}`;
        const error = errors[field.key];
        return (
          <div key={field.key} className={field.wide ? 'sm:col-span-2' : undefined}>
            <Label htmlFor={id} text={field.label} required={field.required} />
            <input
              id={id}
              name={field.key}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              value={values[field.key]}
              onChange={(event) => onChange({ [field.key]: event.target.value })}
              className={inputClass}
            />
            {error ? (
              <p id={`${id}-error`} className={errorClass}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <Label htmlFor={paneId} text="Rough pane count" required />
        <Select name="paneCount" value={values.paneCount} onValueChange={(v) => onChange({ paneCount: v as PaneCountOption })}>
          <SelectTrigger
            id={paneId}
            aria-required
            aria-invalid={errors.paneCount ? true : undefined}
            aria-describedby={errors.paneCount ? `${paneId}-error` : undefined}
          >
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
        {errors.paneCount ? (
          <p id={`${paneId}-error`} className={errorClass}>
            {errors.paneCount}
          </p>
        ) : null}
      </div>
    </>
  );
}
