import { useController, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useFieldControl, useOptionalForm } from './field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface SelectInputProps<T extends string> {
  options: readonly SelectOption<T>[];
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  /** Overrides the Field's name. */
  name?: string | undefined;
  /** A value of its own (outside a Form); without it, the select is bound to the Form's field. */
  value?: T | '' | undefined;
  onValueChange?: ((value: T) => void) | undefined;
  'aria-describedby'?: string | undefined;
  /** Names the select when no Field labels it (a filter bar). */
  'aria-label'?: string | undefined;
  className?: string | undefined;
}

/**
 * The Radix select as a field control: labelled by its Field, invalid and
 * required like the text inputs, and inside a Form bound to the Field's name.
 * The chosen option's label is rendered directly, so the server shows it too.
 */
export function SelectInput<T extends string>(props: SelectInputProps<T>) {
  const form = useOptionalForm();
  const field = useFieldControl();
  const name = props.name ?? field?.name;
  if (form && name && props.value === undefined) return <BoundSelect {...props} form={form} name={name} />;
  return <SelectControl {...props} name={name} value={props.value ?? ''} onValueChange={props.onValueChange ?? (() => {})} />;
}

function BoundSelect<T extends string>({
  form,
  name,
  ...props
}: SelectInputProps<T> & { form: UseFormReturn<FieldValues, unknown, FieldValues>; name: string }) {
  const { field } = useController({ control: form.control, name });
  return <SelectControl {...props} name={name} value={(field.value as T | '' | undefined) ?? ''} onValueChange={field.onChange} />;
}

function SelectControl<T extends string>({
  options,
  placeholder,
  disabled,
  name,
  value,
  onValueChange,
  'aria-describedby': ownDescribedBy,
  'aria-label': ariaLabel,
  className,
}: SelectInputProps<T> & { value: T | ''; onValueChange: (value: T) => void }) {
  const field = useFieldControl();
  const selected = options.find((option) => option.value === value);
  return (
    <Select name={name} value={value} onValueChange={(next) => onValueChange(next as T)} disabled={disabled}>
      <SelectTrigger
        id={field?.id}
        aria-required={field?.required || undefined}
        aria-invalid={field?.invalid || undefined}
        aria-describedby={ownDescribedBy ?? field?.describedBy}
        aria-label={ariaLabel}
        className={className}
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
