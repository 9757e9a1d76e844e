import type { ChangeEvent, ComponentProps, FocusEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl, useOptionalForm, valueAt, type AnyForm } from './field.tsx';
import { isLeavingForSubmit, watchSubmitPresses } from './submit-press.ts';

/**
 * The one look of text inputs: 44px tall, 16px text (no zoom on iOS), visible
 * focus, a red border when invalid, and room above when focus scrolls one under
 * the sticky header.
 */
export const inputClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 ' +
  'scroll-mt-28 placeholder:text-slate-500 transition-colors hover:border-slate-400 focus-visible:border-brand-500 ' +
  'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:opacity-60';

interface NativeControlProps {
  id?: string | undefined;
  name?: string | undefined;
  required?: boolean | undefined;
  value?: unknown;
  checked?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid'];
}

/**
 * The form's registration of a text control, checked as the person goes: leaving a field that
 * holds something checks it (an e-mail without "@", a footage of -50 is said at once, not at
 * submit), and a field marked wrong is checked again as it is corrected. An empty field is left
 * alone until submit, so tabbing through a form raises no alarms.
 */
function checkedAsTyped(form: AnyForm, name: string, kind: 'value' | 'checked') {
  watchSubmitPresses();
  const registration = form.register(name);
  if (kind === 'checked') return registration;
  return {
    ...registration,
    onBlur: async (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const leavingForSubmit = isLeavingForSubmit(event);
      await registration.onBlur(event);
      // Leaving for the submit button: the submit checks every field (a message now would move the button away mid-click).
      if (!leavingForSubmit && event.target.value.trim() !== '') await form.trigger(name);
    },
    onChange: async (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      await registration.onChange(event);
      if (form.getFieldState(name).error && !form.formState.isSubmitted) await form.trigger(name);
    },
  };
}

/**
 * A native control's props with what its Field and Form add: the Field's id,
 * required mark and aria wiring; inside a Form, when the control names a field
 * and holds no value of its own, the form's registration (ref, onChange, onBlur)
 * and the default value, so the server renders it too.
 */
function useControlProps<P extends NativeControlProps>(props: P, kind: 'value' | 'checked' = 'value') {
  const field = useFieldControl();
  const form = useOptionalForm();
  const name = props.name ?? field?.name;
  const ownsValue = props.value !== undefined || props.checked !== undefined;
  const registration =
    form && name && !ownsValue
      ? {
          ...checkedAsTyped(form, name, kind),
          [kind === 'checked' ? 'defaultChecked' : 'defaultValue']: valueAt(form.formState.defaultValues, name),
        }
      : undefined;
  // A prop given as undefined (passed through by a wrapper) leaves the Field's value in place.
  const given = Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as P;
  return {
    id: field?.id,
    required: field?.required || undefined,
    'aria-describedby': field?.describedBy,
    'aria-invalid': field?.invalid || undefined,
    ...given,
    ...registration,
  };
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input {...useControlProps(props)} className={cn(inputClass, className)} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...useControlProps(props)} className={cn(inputClass, className)} />;
}

/** A checkbox with its label beside it (the label is the whole tap target). */
export function Checkbox({ label, className, ...props }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label className={cn('flex cursor-pointer items-start gap-3 text-sm text-slate-700', className)}>
      <input type="checkbox" {...useControlProps(props, 'checked')} className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700" />
      {label}
    </label>
  );
}
