import { createContext, useContext, useId, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';
const hintClass = 'mt-1.5 text-sm text-slate-600';
const errorClass = 'mt-1.5 text-sm font-medium text-red-700';

/** What a control inside a Field takes from it: its id, name, and the aria wiring of the hint and error. */
export interface FieldControl {
  id: string;
  name: string | undefined;
  required: boolean;
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldControl | null>(null);

/** The enclosing Field's wiring, or null for a control used on its own. */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

export type AnyForm = UseFormReturn<FieldValues, unknown, FieldValues>;

/**
 * The enclosing `<Form>`'s form. Our own context rather than react-hook-form's, so that the
 * field parts (and pages that use them without a form, like the blog's filter bar) do not load
 * the library; only `<Form>` and the hooks of bound controls import it. A new value object per
 * render, as react-hook-form's provider does, so fields re-render with the form's state.
 */
export const FormContext = createContext<{ form: AnyForm } | null>(null);

/** The form of the enclosing `<Form>`, or null outside one. */
export function useOptionalForm(): AnyForm | null {
  return useContext(FormContext)?.form ?? null;
}

/** The value at a dotted path ('address.street'), as react-hook-form names nested fields. */
export function valueAt(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.'))
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** The message to show: the screen's own, else the one the enclosing form holds for `name` (its check or the server's word). */
function useShownError(name: string | undefined, error: string | undefined): string | undefined {
  const form = useOptionalForm();
  if (error !== undefined || !form || !name) return error;
  const message: unknown = (valueAt(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The red asterisk of a required field; the control itself carries required / aria-required. */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  );
}

export function OptionalMark() {
  return <span className="font-normal text-slate-500"> (optional)</span>;
}

interface MarkProps {
  /** Shows the asterisk (and makes the control required). */
  required?: boolean | undefined;
  /** Shows " (optional)" after the label. */
  optional?: boolean | undefined;
}

function Marks({ required, optional }: MarkProps) {
  return (
    <>
      {required ? <RequiredMark /> : null}
      {optional ? <OptionalMark /> : null}
    </>
  );
}

export function Label({
  htmlFor,
  required,
  optional,
  className,
  children,
}: MarkProps & { htmlFor: string; className?: string | undefined; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={cn(labelClass, className)}>
      {children}
      <Marks required={required} optional={optional} />
    </label>
  );
}

export function FieldHint({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className={hintClass}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className={errorClass}>
      {children}
    </p>
  );
}

/** Ids of a field's hint and error, and the aria-describedby that names them (hint first, as they stand). */
function describedBy(id: string, hint: ReactNode, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

interface FrameProps extends MarkProps {
  /**
   * The form field this stands for. Inside a `<Form>` a control registers under
   * it, and the form's message for it is shown.
   */
  name?: string | undefined;
  /** A message of the screen's own; wins over the form's. */
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

export interface FieldProps extends FrameProps {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled control (Input, Textarea, SelectInput...) with its hint and error below it, announced with it. */
export function Field({ label, name, required, optional, hint, error, className, children }: FieldProps) {
  const id = useId();
  const shown = useShownError(name, error);
  const ids = describedBy(id, hint, shown);
  const control: FieldControl = { id, name, required: Boolean(required), describedBy: ids.describedBy, invalid: Boolean(shown) };
  return (
    <div className={className}>
      <Label htmlFor={id} required={required} optional={optional}>
        {label}
      </Label>
      <FieldContext value={control}>{children}</FieldContext>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      {shown ? <FieldError id={ids.errorId}>{shown}</FieldError> : null}
    </div>
  );
}

export interface FieldSetProps extends FrameProps {
  legend: ReactNode;
  disabled?: boolean | undefined;
}

/** A group of choices (radio cards, checkbox chips) under one legend, with the group's error announced with it. */
export function FieldSet({ legend, name, required, optional, error, disabled, className, children }: FieldSetProps) {
  const id = useId();
  const shown = useShownError(name, error);
  const { errorId } = describedBy(id, undefined, shown);
  return (
    <fieldset aria-describedby={errorId} disabled={disabled} className={className}>
      <legend className={labelClass}>
        {legend}
        <Marks required={required} optional={optional} />
      </legend>
      {children}
      {shown ? <FieldError id={errorId}>{shown}</FieldError> : null}
    </fieldset>
  );
}
