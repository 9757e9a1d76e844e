import { useController, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useFieldControl, useOptionalForm } from './field.tsx';
import { SelectControl, type SelectOption } from './select-control.tsx';

export type { SelectOption };

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
}

/**
 * The select as a field control: labelled by its Field, invalid and required like
 * the text inputs, and inside a Form bound to the Field's name (value, blur, focus).
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
  return (
    <SelectControl
      {...props}
      name={name}
      value={(field.value as T | '' | undefined) ?? ''}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      triggerRef={field.ref}
    />
  );
}
