import { useController, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldSet, useOptionalForm } from './field.tsx';

export interface CheckboxOption<T extends string> {
  value: T;
  label: string;
  /** A second line under the label (a position, an address). */
  detail?: string | undefined;
}

interface CheckboxGroupProps<T extends string> {
  legend: ReactNode;
  options: readonly CheckboxOption<T>[];
  /** The form field holding the chosen values (an array of the options' values) inside a Form. */
  name?: string | undefined;
  /** Chosen values of its own (outside a Form). */
  value?: readonly T[] | undefined;
  onValueChange?: ((value: T[]) => void) | undefined;
  optional?: boolean | undefined;
  required?: boolean | undefined;
  /** A line under the legend (what the choice does). */
  hint?: ReactNode;
  /** Shown instead of the boxes when there is nothing to choose. */
  empty?: ReactNode;
  disabled?: boolean | undefined;
  /** 'days' lays seven short options out in a row; 'list' one per line (two columns from sm). */
  layout?: 'days' | 'list' | undefined;
  className?: string | undefined;
}

/**
 * Several choices under one legend (weekdays, a crew): a fieldset of labelled checkboxes, each a 44 px
 * tap target, with the group's error announced with it. Inside a Form it is bound to the field `name`.
 */
export function CheckboxGroup<T extends string>(props: CheckboxGroupProps<T>) {
  const form = useOptionalForm();
  if (form && props.name && props.value === undefined) return <BoundCheckboxGroup {...props} form={form} name={props.name} />;
  return <CheckboxGroupView {...props} value={props.value ?? []} onValueChange={props.onValueChange ?? (() => {})} />;
}

function BoundCheckboxGroup<T extends string>({
  form,
  name,
  ...props
}: CheckboxGroupProps<T> & { form: UseFormReturn<FieldValues, unknown, FieldValues>; name: string }) {
  const { field } = useController({ control: form.control, name });
  const chosen = Array.isArray(field.value) ? (field.value as T[]) : [];
  return <CheckboxGroupView {...props} name={name} value={chosen} onValueChange={field.onChange} onBlur={field.onBlur} />;
}

function CheckboxGroupView<T extends string>({
  legend,
  options,
  name,
  value,
  onValueChange,
  onBlur,
  optional,
  required,
  hint,
  empty,
  disabled,
  layout = 'list',
  className,
}: CheckboxGroupProps<T> & { value: readonly T[]; onValueChange: (value: T[]) => void; onBlur?: () => void }) {
  const form = useOptionalForm();
  const invalid = Boolean(name && form?.getFieldState(name, form.formState).error);
  const toggle = (option: T, checked: boolean) => {
    const next = checked ? [...value, option] : value.filter((v) => v !== option);
    // Kept in the options' order, so the request reads the same whatever order they were ticked in.
    onValueChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <FieldSet legend={legend} name={name} optional={optional} required={required} disabled={disabled} className={className}>
      {hint ? <p className="-mt-1 mb-2 text-sm text-slate-600">{hint}</p> : null}
      {options.length === 0 && empty ? (
        <div className="text-sm text-slate-600">{empty}</div>
      ) : (
        <div className={cn('grid gap-1', layout === 'days' ? 'grid-cols-4 sm:grid-cols-7' : 'sm:grid-cols-2')}>
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-slate-200 px-3 py-1.5 text-sm text-slate-800',
                'hover:border-brand-500 hover:bg-brand-50 has-checked:border-brand-600 has-checked:bg-brand-50',
                invalid && 'border-red-300',
              )}
            >
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={onBlur}
                aria-invalid={invalid || undefined}
                className="size-5 shrink-0 cursor-pointer accent-brand-700"
              />
              <span className="min-w-0">
                <span className="block font-medium">{option.label}</span>
                {option.detail ? <span className="block text-xs text-slate-600">{option.detail}</span> : null}
              </span>
            </label>
          ))}
        </div>
      )}
    </FieldSet>
  );
}
