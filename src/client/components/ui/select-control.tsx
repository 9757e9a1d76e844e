import type { Ref } from 'react';
import { useFieldControl } from './field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface SelectControlProps<T extends string> {
  options: readonly SelectOption<T>[];
  value: T | '';
  onValueChange: (value: T) => void;
  onBlur?: (() => void) | undefined;
  triggerRef?: Ref<HTMLButtonElement> | undefined;
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  name?: string | undefined;
  'aria-describedby'?: string | undefined;
  /** Names the select when no Field labels it (a filter bar). */
  'aria-label'?: string | undefined;
  className?: string | undefined;
}

/**
 * The Radix select with the form layer's wiring (labelled, described, required and invalid
 * through its Field) but no form library: filter bars use it as it is, `SelectInput` binds it
 * to a form. The chosen option's label is rendered directly, so the server shows it too.
 */
export function SelectControl<T extends string>({
  options,
  value,
  onValueChange,
  onBlur,
  triggerRef,
  placeholder,
  disabled,
  name,
  'aria-describedby': ownDescribedBy,
  'aria-label': ariaLabel,
  className,
}: SelectControlProps<T>) {
  const field = useFieldControl();
  const selected = options.find((option) => option.value === value);
  return (
    <Select name={name} value={value} onValueChange={(next) => onValueChange(next as T)} disabled={disabled}>
      <SelectTrigger
        ref={triggerRef}
        id={field?.id}
        aria-required={field?.required || undefined}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={ownDescribedBy ?? field?.describedBy}
        aria-label={ariaLabel}
        className={className}
        onBlur={onBlur}
      >
        <SelectValue placeholder={placeholder}>{selected?.label}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
