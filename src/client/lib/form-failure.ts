import { useEffect, useId, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { formFailure } from './call-error.ts';
import { showServerErrors } from './contract-form.ts';

/**
 * A form's failed submit, shown one way: the server's field problems under their fields (renamed by
 * `rename` where the form names a field differently from the request), the rest in the form's alert,
 * which takes focus so a screen reader says it. Render `<FormAlert id={alertId}>{message}</FormAlert>`
 * when `message` is set; call `clear()` before sending and `show(error)` when the call fails.
 */
export function useFormFailure<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError'>,
  shown: readonly Path<TValues>[],
  rename: Readonly<Record<string, Path<TValues>>> = {},
) {
  const alertId = useId();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message) document.getElementById(alertId)?.focus();
  }, [message, alertId]);
  return {
    alertId,
    message,
    clear: () => setMessage(null),
    show(error: unknown) {
      const failure = formFailure(error, shown, rename);
      showServerErrors(form, failure.fields, shown);
      setMessage(failure.message);
    },
  };
}
