import { revealOutcome } from '../lib/reveal-outcome.ts';
import { getVisitorId } from '../lib/visitor-ids.ts';

/** The form's words when the server cannot be reached or answers without a message. */
export const CONTACT_NETWORK_ERROR = 'Your message could not be sent. Please check your connection and try again, or call us.';
const FIELDS = ['name', 'email', 'phone', 'company', 'topic', 'message'] as const;

interface ErrorAnswer {
  message?: unknown;
  fields?: Record<string, unknown>;
}

/**
 * The About page's contact form, enhanced ([data-contact-form]; decision 0024). Without this the
 * browser posts the form and the server answers 303 back to /about?sent=1#contact. With it, the
 * form posts JSON (with the tracker's visitor id) and confirms inline; a 400 puts the server's
 * words under each field it names (aria-invalid, the first one focused), a 429 or any other failure
 * its message above the form. The browser's own checks still run first. Plain DOM: no React.
 */
export function installContactForm(doc: Document = document, send: typeof fetch = (...args) => fetch(...args)): void {
  const form = doc.querySelector<HTMLFormElement>('form[data-contact-form]');
  if (!form) return;
  const box = form.parentElement ?? doc.body;
  const sentBox = box.querySelector<HTMLElement>('[data-contact-sent]');
  const sentText = box.querySelector<HTMLElement>('[data-contact-sent-text]');
  const errorBox = box.querySelector<HTMLElement>('[data-contact-error]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');

  const clearErrors = () => {
    if (errorBox) {
      errorBox.hidden = true;
      errorBox.textContent = '';
    }
    for (const name of FIELDS) showFieldError(form, name, undefined);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (form.dataset['sending'] === 'true') return;
    clearErrors();
    if (sentBox) sentBox.hidden = true;
    const body: Record<string, string> = {};
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') body[key] = value;
    const visitorId = safeVisitorId();
    if (visitorId) body['visitorId'] = visitorId;

    form.dataset['sending'] = 'true';
    if (button) button.disabled = true;
    void send(form.action || '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
      .then(async (res) => {
        const answer = (await res.json().catch(() => ({}))) as ErrorAnswer;
        if (res.ok) {
          form.reset();
          if (sentText && typeof answer.message === 'string') sentText.textContent = answer.message;
          if (sentBox) {
            sentBox.hidden = false;
            // The thanks stands above the form, whose button was far below it on a phone.
            revealOutcome(sentBox);
          }
          return;
        }
        const fields = res.status === 400 && answer.fields ? answer.fields : {};
        let first: HTMLElement | null = null;
        for (const name of FIELDS) {
          const words = fields[name];
          if (typeof words !== 'string') continue;
          const control = showFieldError(form, name, words);
          first ??= control;
        }
        if (first) first.focus();
        else showFormError(errorBox, typeof answer.message === 'string' ? answer.message : CONTACT_NETWORK_ERROR);
      })
      .catch(() => showFormError(errorBox, CONTACT_NETWORK_ERROR))
      .finally(() => {
        delete form.dataset['sending'];
        if (button) button.disabled = false;
      });
  });
}

function safeVisitorId(): string | undefined {
  try {
    return getVisitorId();
  } catch {
    return undefined;
  }
}

/** Puts (or clears, `words` undefined) a field's error under it and marks the control; returns the control. */
function showFieldError(form: HTMLFormElement, name: string, words: string | undefined): HTMLElement | null {
  const control = form.elements.namedItem(name);
  const error = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
  if (error) {
    error.textContent = words ?? '';
    error.hidden = words === undefined;
  }
  if (control instanceof HTMLElement) {
    if (words === undefined) {
      control.removeAttribute('aria-invalid');
      control.removeAttribute('aria-describedby');
    } else {
      control.setAttribute('aria-invalid', 'true');
      if (error) control.setAttribute('aria-describedby', error.id);
    }
    return control;
  }
  return null;
}

function showFormError(errorBox: HTMLElement | null, words: string): void {
  if (!errorBox) return;
  errorBox.textContent = words;
  errorBox.hidden = false;
}
