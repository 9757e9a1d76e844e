import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { waitFor, within } from '@testing-library/react';
import { ContactMessageForm } from '../features/marketing/contact-message-form.tsx';
import { CONTACT_NETWORK_ERROR, installContactForm } from './contact-form.ts';

/** The About page's form as the server renders it, then enhanced by the site script. */
function serve(sent = false) {
  document.body.innerHTML = renderToString(<ContactMessageForm sent={sent} />);
  return within(document.body);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fill(screen: ReturnType<typeof serve>) {
  (screen.getByLabelText(/^Name/) as HTMLInputElement).value = 'Dana Whitfield';
  (screen.getByLabelText(/^E-mail/) as HTMLInputElement).value = 'dana@example.test';
  (screen.getByLabelText(/^Phone/) as HTMLInputElement).value = '612-555-0177';
  (screen.getByLabelText(/^What is it about/) as HTMLSelectElement).value = 'quote';
  (screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value = 'Please quote our clinic.';
}

const submit = () => document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('About contact form', () => {
  it('is a plain form posting to /api/contact, every field labelled, the honeypot out of reach; thanks shown only with sent', () => {
    const screen = serve();
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/contact');
    for (const label of [/^Name/, /^E-mail/, /^Phone/, /^Company/, /^What is it about/, /^Message/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('status', { hidden: true })).not.toBeVisible();
    serve(true);
    expect(within(document.body).getByRole('status')).toHaveTextContent('Thank you! Your message has been sent.');
  });

  it('posts JSON and confirms inline, emptying the form', async () => {
    const screen = serve();
    const send = vi.fn(async () => json(201, { message: 'Thanks, got it.', reference: 'TP-2026-0001' }));
    installContactForm(document, send as unknown as typeof fetch);
    fill(screen);
    submit();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thanks, got it.'));
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/contact$/);
    expect(init.headers).toEqual({ 'content-type': 'application/json', accept: 'application/json' });
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana@example.test',
      phone: '612-555-0177',
      company: '',
      topic: 'quote',
      message: 'Please quote our clinic.',
      website: '',
    });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
  });

  it('brings the thanks into view and focuses it: on a phone it stands far above the button (issue 30)', async () => {
    const screen = serve();
    const scrolled: Element[] = [];
    const scroll = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollIntoView');
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, writable: true, value: scroll });
    installContactForm(document, (async () => json(201, { message: 'Thanks, got it.', reference: 'TP-2026-0002' })) as typeof fetch);
    fill(screen);
    submit();
    const thanks = await screen.findByRole('status');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(scrolled).toEqual([thanks]);
    expect(scroll.mock.calls[0]).toEqual([{ behavior: 'smooth', block: 'start' }]);
    if (own) Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', own);
    else Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  });

  it("puts a 400's words under each field it names and marks them invalid", async () => {
    const screen = serve();
    const send = async () =>
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Invalid body: phone, message',
        fields: { phone: 'Enter a phone number with at least 7 digits', message: 'Write your message in 10 to 2,000 characters' },
      });
    installContactForm(document, send as typeof fetch);
    fill(screen);
    submit();
    await waitFor(() => expect(screen.getByText('Enter a phone number with at least 7 digits')).toBeVisible());
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Enter a phone number with at least 7 digits');
    expect(screen.getByText('Write your message in 10 to 2,000 characters')).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Phone/));
  });

  it("shows a 429's message, or the network words when nothing answers", async () => {
    const screen = serve();
    let answer: () => Promise<Response> = async () =>
      json(429, { code: 'RATE_LIMITED', message: 'Too many requests. Please wait 40 seconds and try again.' });
    installContactForm(document, (() => answer()) as typeof fetch);
    fill(screen);
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait 40 seconds and try again.'));
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_NETWORK_ERROR));
  });
});
