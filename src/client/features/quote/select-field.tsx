import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { FieldShell } from './field-shell.tsx';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  id: string;
  label: string;
  name: string;
  value: T | '';
  options: readonly SelectOption<T>[];
  onValueChange: (value: T) => void;
  placeholder: string;
  required?: boolean | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
  className?: string | undefined;
}

/** A labelled Radix select of the quote forms (keyboard and screen-reader friendly). */
export function SelectField<T extends string>({ id, label, name, value, options, onValueChange, placeholder, required, error, disabled, className }: Props<T>) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} className={className}>
      {(control) => (
        <Select name={name} value={value} onValueChange={(next) => onValueChange(next as T)} disabled={disabled}>
          <SelectTrigger {...control} aria-required={required ? true : undefined}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FieldShell>
  );
}
