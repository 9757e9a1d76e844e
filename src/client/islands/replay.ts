/**
 * What a visitor does inside an island before React has taken it over: typing,
 * choosing, clicking a button, submitting. Nothing of it may be lost or done twice.
 *
 * While the island loads, submits are held (a form without React would send a GET
 * to the page) and button clicks are noted. Just before hydration the controls are
 * put back to the values in the server HTML (so React adopts exactly the markup it
 * rendered) and, once hydrated, the visitor's values are entered again the way a
 * person would (native setter plus input/change events: React's value tracker
 * would otherwise swallow them), then the clicks and the submit are replayed.
 *
 * Each step of the replay runs in its own task, as a person's input would arrive: React renders
 * between them, so a handler that reads state from its render (`onChange(toggle(selection))`) sees
 * the previous step's result. Replayed together in one task, two clicks on two add-ons read the same
 * stale selection and the first was lost.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Held {
  clicks: HTMLElement[];
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
}

export interface ReplayQueue {
  /**
   * Stops holding clicks and puts the controls back to their server values; answers the replay
   * (which stops holding submits), done when its last step has run.
   */
  takeOver(): () => Promise<void>;
}

export function holdInteractions(root: HTMLElement): ReplayQueue {
  const held: Held = { clicks: [], submit: undefined };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    // While React hydrates, its own listener on the same element must not see this submit as well:
    // the held submit is replayed once hydration is done.
    event.stopImmediatePropagation();
    const form = event.target;
    if (form instanceof HTMLFormElement) {
      held.submit = { form, submitter: (event as SubmitEvent).submitter ?? null };
    }
  };
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    // A submit button's click already becomes a held submit; links navigate natively.
    if (!target || !root.contains(target) || (target instanceof HTMLButtonElement && target.type === 'submit')) return;
    held.clicks.push(target);
  };
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('click', onClick, true);

  return {
    takeOver() {
      // Clicks from now on reach React, which replays those made while it hydrates. A submit does
      // not wait: without a handler yet, the browser would send the form as a GET and reload the
      // page, so submits stay held until hydration is done.
      root.removeEventListener('click', onClick, true);
      const restore = [...root.querySelectorAll<Control>('input, textarea, select')].map((control) => ({
        control,
        steps: resetControl(control),
      }));
      // Text typed while React hydrates: React reads the field's value as it hydrates it, so that
      // text's input event may find nothing changed and never reach its state. Noted here, entered
      // again once hydration is done.
      const editedWhileHydrating = new Set<Control>();
      const noteEdit = (event: Event) => {
        const target = event.target;
        if ((target instanceof HTMLInputElement && isTextLike(target)) || target instanceof HTMLTextAreaElement)
          editedWhileHydrating.add(target);
      };
      root.addEventListener('input', noteEdit, true);
      return async () => {
        root.removeEventListener('input', noteEdit, true);
        // Like the values held from before, with the text as the visitor left it; a field typed in
        // before and while hydrating is entered once, with its later text.
        const retyped = [...editedWhileHydrating].flatMap(resetControl);
        const steps = [
          ...restore.flatMap(({ control, steps: held }) => (editedWhileHydrating.has(control) ? [] : held)),
          ...retyped,
          ...held.clicks.map((target) => () => target.click()),
        ];
        for (const step of steps) {
          await nextTask();
          step();
        }
        // Submits stay held until every value is back in React's state: one sent halfway through would
        // be checked against a half-entered form (and say that filled fields are missing).
        root.removeEventListener('submit', onSubmit, true);
        await nextTask();
        if (held.submit?.form.isConnected) held.submit.form.requestSubmit(submitterOf(held.submit));
      };
    },
  };
}

/** A new task: React has rendered what the previous step changed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function submitterOf(submit: NonNullable<Held['submit']>): HTMLElement | null {
  const { form, submitter } = submit;
  return submitter && form.contains(submitter) ? submitter : null;
}

/** Puts one control back to its server value; answers how to enter the visitor's value again, if it differs. */
function resetControl(control: Control): Array<() => void> {
  if (control instanceof HTMLSelectElement) {
    const chosen = control.value;
    // The server's choice: the option marked selected in the HTML (defaultSelected), else the first.
    const serverOption = [...control.options].find((option) => option.hasAttribute('selected')) ?? control.options[0];
    const serverValue = serverOption?.value ?? '';
    if (chosen === serverValue) return [];
    control.value = serverValue;
    // Only while it still shows the server's choice: one made since, with React there, stands.
    return [() => control.value === serverValue && enterValue(control, chosen, 'change')];
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked === control.defaultChecked) return [];
    const wanted = control.checked;
    control.checked = control.defaultChecked;
    return [
      () => {
        if (control.checked !== wanted) control.click();
      },
    ];
  }
  if (control.value === control.defaultValue) return [];
  const typed = control.value;
  control.value = control.defaultValue;
  return [() => control.value === control.defaultValue && enterValue(control, typed, 'input')];
}

/** A control whose value is typed text (not a box, a button or a file). */
function isTextLike(input: HTMLInputElement): boolean {
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'hidden'].includes(input.type);
}

function enterValue(control: Control, value: string, eventType: 'input' | 'change') {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
  control.dispatchEvent(new Event(eventType, { bubbles: true }));
  if (eventType === 'input') control.dispatchEvent(new Event('change', { bubbles: true }));
}
