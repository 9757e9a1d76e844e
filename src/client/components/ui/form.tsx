import { useEffect, useRef, type ComponentProps, type FormEvent } from 'react';
import { FormProvider, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormContext } from './field.tsx';

/** Moves focus to the first field marked invalid inside `form` (screen order), so keyboard and screen-reader users land on it. */
function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export interface FormProps<TValues extends FieldValues, TValid> extends Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid'> {
  form: UseFormReturn<TValues, unknown, TValid>;
  /** Runs with the checked values; may set the server's messages on the form (they are focused like the form's own). */
  onSubmit: (values: TValid) => unknown;
  /** Runs when the form's own check failed, before the focus moves to the first invalid field. */
  onInvalid?: ((errors: FieldErrors<TValues>) => void) | undefined;
}

/**
 * A form element bound to a react-hook-form form: its fields find it through
 * context, it checks before `onSubmit`, ignores a second submit while one runs,
 * and after any failed submit (its own check or the server's answer) focuses the
 * first invalid field. The browser's own validation is off (noValidate): the
 * messages are the form's.
 */
export function Form<TValues extends FieldValues, TValid>({ form, onSubmit, onInvalid, children, ...props }: FormProps<TValues, TValid>) {
  const ref = useRef<HTMLFormElement>(null);
  // react-hook-form publishes a submit's outcome (its errors, or the server's set meanwhile) with the new
  // submit count, so once that has rendered the marks are in the DOM.
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid(ref.current);
  }, [submitCount]);
  const submit = form.handleSubmit(onSubmit, onInvalid);
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // formState reads react-hook-form's live state, so a second submit in the same frame sees the first.
    if (!form.formState.isSubmitting) void submit(event);
  }
  return (
    <FormProvider {...form}>
      <FormContext.Provider value={{ form: form as unknown as UseFormReturn<FieldValues, unknown, FieldValues> }}>
        {/* method="post": a form sent before its script ran (slow phone, script refused) must never put what was
            typed (a password) into the address and the server's log. Without an action it posts to its page,
            whose server handler does the work or says the form was not sent (decision 0032). */}
        <form ref={ref} method="post" noValidate {...props} onSubmit={handleSubmit}>
          {children}
        </form>
      </FormContext.Provider>
    </FormProvider>
  );
}
