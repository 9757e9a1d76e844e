/** Moves focus to the first field marked invalid inside `form`, after React has rendered the marks. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

export const REQUIRED_MESSAGE = 'This field is required.';

/** Inline "required" marks for the fields a form's check found missing. */
export function requiredErrors<F extends string>(missing: readonly F[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of missing) errors[field] = REQUIRED_MESSAGE;
  return errors;
}
