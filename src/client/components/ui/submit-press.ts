/**
 * Whether a field is being left for its form's submit button.
 *
 * A field checked on blur shows its message at once, and the message pushes the fields and the
 * button below it down. When the blur comes from pressing the submit button, the button moves out
 * from under the pointer between press and release and the click never happens: the visitor
 * presses "Get My Quote" and nothing is sent. The submit checks every field anyway, so that blur
 * check is left to it.
 *
 * Chromium and Firefox focus the button on press (the blur's `relatedTarget`); Safari does not, so
 * the press itself is noted too (a capture listener on the document, installed on first use).
 */
let lastPress: { form: HTMLFormElement; at: number } | undefined;
let listening = false;

/** A press this recent still counts as the cause of the blur (the blur follows in the same task). */
const PRESS_WINDOW_MS = 1000;

function submitButtonOf(target: EventTarget | null): HTMLButtonElement | HTMLInputElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest('button, input[type="submit"]');
  if (control instanceof HTMLButtonElement && control.type === 'submit') return control;
  if (control instanceof HTMLInputElement && control.type === 'submit') return control;
  return null;
}

/** Starts noting presses on submit buttons (idempotent; call where fields are set up, in the browser). */
export function watchSubmitPresses(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'pointerdown',
    (event) => {
      const form = submitButtonOf(event.target)?.form;
      lastPress = form ? { form, at: performance.now() } : undefined;
    },
    true,
  );
}

/** True when `event` (a field's blur) is the field being left for its own form's submit button. */
export function isLeavingForSubmit(event: { target: EventTarget | null; relatedTarget: EventTarget | null }): boolean {
  const field = event.target;
  const form = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.form : null;
  if (!form) return false;
  if (submitButtonOf(event.relatedTarget)?.form === form) return true;
  return lastPress !== undefined && lastPress.form === form && performance.now() - lastPress.at < PRESS_WINDOW_MS;
}
