import { useEffect, useId, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { formFailure } from './call-error.ts';
import { showServerErrors } from './contract-form.ts';

/**
 * A form's failed submit, shown one way: the server's field problems under their fields (renamed by
 * `rename` where the form names a field differently from the request), the rest in the form's alert.
 * The alert takes focus so a screen reader says it, unless a field was marked: then `<Form>` focuses
 * the first marked field, and the alert is still announced. Render
 * `<FormAlert id={alertId}>{message}</FormAlert>` when `message` is set; call `clear()` before sending
 * and `show(error)` when the call fails (it returns the message, for a screen that also toasts it; `named`:
 * fields the screen finds named in a refusal that carries none), or `say(text)` for a refusal the screen
 * words itself.
 */
export function useFormFailure<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError'>,
  shown: readonly Path<TValues>[],
  rename: Readonly<Record<string, Path<TValues>>> = {},
) {
  const alertId = useId();
  // A new object per failure, so the same words twice still take focus again.
  const [failure, setFailure] = useState<{ message: string; fieldsMarked: boolean } | null>(null);
  useEffect(() => {
    if (failure && !failure.fieldsMarked) document.getElementById(alertId)?.focus();
  }, [failure, alertId]);
  return {
    alertId,
    message: failure?.message ?? null,
    clear: () => setFailure(null),
    say: (message: string) => setFailure({ message, fieldsMarked: false }),
    show(error: unknown, named: Readonly<Record<string, string>> = {}): string {
      const { message, fields: own } = formFailure(error, shown, rename);
      const fields = { ...Object.fromEntries(Object.entries(named).filter(([field]) => shown.includes(field as Path<TValues>))), ...own };
      showServerErrors(form, fields, shown);
      setFailure({ message, fieldsMarked: Object.keys(fields).length > 0 });
      return message;
    },
  };
}

/** The hook's answer, for a form whose dialog holds it and hands it to the form inside. */
export type FormFailure<TValues extends FieldValues> = ReturnType<typeof useFormFailure<TValues>>;
