import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AcceptQuoteResponse } from '#shared/contracts/conversion.ts';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { acceptance, byPath } from '#tests/fixtures/customer-portal.ts';
import { Page } from './accept-quote-page.tsx';

const VIEW = 'GET /api/quote-acceptances/tok_1';
const ACCEPT = 'POST /api/quote-acceptances/tok_1';
const CHANGED = 'The agreement changed since you opened it. Please review it again.';

const accepted: AcceptQuoteResponse = {
  reference: 'TP-2026-0042',
  acceptedAt: '2026-11-24T18:05:00.000Z',
  signerName: 'Mara Holm',
  signerTitle: 'Office Manager',
  agreementSha256: 'a'.repeat(64),
  signedAgreementUrl: '/api/quote-acceptances/tok_1/agreement.pdf',
  servicePlan: { frequency: 'Weekly', startsOn: '2026-12-07', serviceDays: [1], startTime: '18:00' },
  message:
    'Thank you, Mara Holm. Your proposed start is December 7, 2026: we will confirm the start date and your crew by e-mail to mara@lakeside.example, where your Client Portal details go too.',
};

const renderPage = () => renderScreen(<Page params={{ token: 'tok_1' }} />, { path: '/accept/tok_1' });
const form = () => within(screen.getByRole('region', { name: 'Accept online' }));

async function fillAndAccept(app: ReturnType<typeof renderPage>) {
  await app.user.type(form().getByRole('textbox', { name: /Your full name/ }), 'Mara Holm');
  await app.user.type(form().getByRole('textbox', { name: /Your title/ }), 'Office Manager');
  await app.user.click(form().getByRole('checkbox', { name: /I have read the service agreement above/ }));
  await app.user.click(form().getByRole('button', { name: 'Accept the agreement' }));
}

describe('/accept/:token', () => {
  it('shows the terms, the agreement and its SHA-256; accepting sends the fingerprint shown and shows what happens next', async () => {
    const seen = answerFetch(byPath({ [VIEW]: json(acceptance()), [ACCEPT]: json(accepted, 201) }));
    const app = renderPage();

    const terms = within(await screen.findByRole('region', { name: 'Terms and price' }));
    expect(terms.getByText('$1,216.00 a month')).toBeInTheDocument();
    expect(terms.getByText('TP-2026-0042')).toBeInTheDocument();
    expect(terms.getByText('Office Building, 10,000 sq ft')).toBeInTheDocument();
    expect(terms.getByText('Carpet Cleaning, Window Cleaning')).toBeInTheDocument();
    expect(terms.getByText('7001 France Ave S, Edina, MN 55435')).toBeInTheDocument();
    expect(terms.getByText(/Starting Mon, Dec 7, 2026: Mon at 6:00 PM, 2 h 30 min visits, a crew of 2./)).toBeInTheDocument();
    expect(terms.getByText(/We will confirm your schedule/)).toBeInTheDocument();
    expect(terms.getByText('December 24, 2026')).toBeInTheDocument();

    const agreement = within(screen.getByRole('region', { name: 'The service agreement' }));
    expect(agreement.getByRole('link', { name: /Read the agreement \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/quote-acceptances/tok_1/agreement.pdf',
    );
    expect(agreement.getByText('a'.repeat(64))).toBeInTheDocument();
    expect(form().queryByRole('textbox', { name: /Service address/ })).not.toBeInTheDocument();

    // Nothing filled: each field says what it needs, and the first takes the focus.
    await app.user.click(form().getByRole('button', { name: 'Accept the agreement' }));
    expect(await form().findByText('Enter your full name (at most 120 characters)')).toBeInTheDocument();
    expect(form().getByText('Enter your title, like Office Manager (at most 120 characters)')).toBeInTheDocument();
    expect(form().getByText('Check the box to accept the agreement')).toBeInTheDocument();
    expect(form().getByRole('textbox', { name: /Your full name/ })).toHaveFocus();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);

    await fillAndAccept(app);
    const done = within(await screen.findByRole('region', { name: 'Agreement accepted' }));
    // The outcome replaced a long form: its heading takes the focus (and is scrolled into view; issue 30).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Agreement accepted' })).toHaveFocus());
    expect(done.getByRole('status')).toHaveTextContent(accepted.message);
    expect(done.getByRole('link', { name: 'Download the signed agreement' })).toHaveAttribute('href', accepted.signedAgreementUrl);
    // The same page whatever account the e-mail has (decision 0033): no sign-in link that only some would get.
    expect(done.queryByRole('link', { name: 'Client Portal sign-in' })).not.toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      signerName: 'Mara Holm',
      signerTitle: 'Office Manager',
      consent: true,
      agreementSha256: 'a'.repeat(64),
    });
  });

  it('on "the agreement changed" reads the quote again, shows the new fingerprint and asks for consent again', async () => {
    let views = 0;
    let posts = 0;
    const seen = answerFetch(
      byPath({
        [VIEW]: () => {
          views += 1;
          return json(acceptance({ agreementSha256: (views === 1 ? 'a' : 'c').repeat(64) }));
        },
        [ACCEPT]: () => {
          posts += 1;
          return posts === 1 ? problem(409, CHANGED, { agreementSha256: CHANGED }) : json(accepted, 201);
        },
      }),
    );
    const app = renderPage();
    await screen.findByRole('region', { name: 'Accept online' });
    await fillAndAccept(app);

    const alert = await form().findByRole('alert');
    expect(alert).toHaveTextContent(CHANGED);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(await screen.findByText('c'.repeat(64))).toBeInTheDocument();
    expect(form().getByRole('checkbox', { name: /I have read the service agreement above/ })).not.toBeChecked();
    // What was typed stays.
    expect(form().getByRole('textbox', { name: /Your full name/ })).toHaveValue('Mara Holm');

    await app.user.click(form().getByRole('checkbox', { name: /I have read the service agreement above/ }));
    await app.user.click(form().getByRole('button', { name: 'Accept the agreement' }));
    expect(await screen.findByRole('region', { name: 'Agreement accepted' })).toBeInTheDocument();
    const bodies = seen.filter((r) => r.method === 'POST').map((r) => (r.body as { agreementSha256: string }).agreementSha256);
    expect(bodies).toEqual(['a'.repeat(64), 'c'.repeat(64)]);
  });

  it('asks for the service address when the quote has none', async () => {
    const seen = answerFetch(
      byPath({ [VIEW]: json(acceptance({ serviceAddress: null, needsServiceAddress: true })), [ACCEPT]: json(accepted, 201) }),
    );
    const app = renderPage();
    await screen.findByRole('region', { name: 'Accept online' });
    expect(screen.getByText(/Not on the quote: give it below when you accept./)).toBeInTheDocument();
    await fillAndAccept(app);
    expect(await form().findByText('Enter the street address of the place to clean: the quote has none')).toBeInTheDocument();
    expect(form().getByRole('textbox', { name: /Service address/ })).toHaveFocus();

    await app.user.type(form().getByRole('textbox', { name: /Service address/ }), '100 Main St, Edina, MN');
    await app.user.click(form().getByRole('button', { name: 'Accept the agreement' }));
    await screen.findByRole('region', { name: 'Agreement accepted' });
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({ serviceAddress: '100 Main St, Edina, MN' });
  });

  it('shows a refusal that leaves the quote open (please call us) in the form', async () => {
    const refusal =
      'This quote is already being served: our team set up your account from it on November 20, 2026. Please call us at (612) 555-0142 with any questions.';
    answerFetch(byPath({ [VIEW]: json(acceptance()), [ACCEPT]: problem(409, refusal) }));
    const app = renderPage();
    await screen.findByRole('region', { name: 'Accept online' });
    await fillAndAccept(app);
    expect(await form().findByRole('alert')).toHaveTextContent(refusal);
  });

  it('when the quote expired meanwhile (410), shows the expired state', async () => {
    let views = 0;
    answerFetch(
      byPath({
        [VIEW]: () => json(acceptance({ status: (views += 1) === 1 ? 'open' : 'expired' })),
        [ACCEPT]: problem(410, 'This quote expired on December 24, 2026. Please ask for a fresh quote.'),
      }),
    );
    const app = renderPage();
    await screen.findByRole('region', { name: 'Accept online' });
    await fillAndAccept(app);
    const state = within(await screen.findByRole('region', { name: 'This quote has expired' }));
    expect(state.getByText('This quote expired on December 24, 2026. Please ask for a fresh quote.')).toBeInTheDocument();
    expect(state.getByRole('link', { name: 'Get a fresh quote' })).toHaveAttribute('href', '/#quote');
    // What the form led to: brought into view with its heading focused.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'This quote has expired' })).toHaveFocus());
  });

  it('an accepted quote shows who accepted and the signed agreement', async () => {
    answerFetch(
      byPath({
        [VIEW]: json(
          acceptance({
            status: 'accepted',
            accepted: { acceptedAt: '2026-11-20T15:00:00.000Z', signerName: 'Mara Holm', signerTitle: 'Office Manager' },
          }),
        ),
      }),
    );
    renderPage();
    const state = within(await screen.findByRole('region', { name: 'This quote is accepted' }));
    expect(state.getByText(/Mara Holm, Office Manager, accepted it on November 20, 2026 at 9:00 AM CST./)).toBeInTheDocument();
    expect(state.getByRole('link', { name: 'Download the signed agreement' })).toHaveAttribute(
      'href',
      '/api/quote-acceptances/tok_1/agreement.pdf',
    );
    expect(screen.queryByRole('region', { name: 'Accept online' })).not.toBeInTheDocument();
  });

  it('a quote already served gives the phone; an unknown link says it is not valid', async () => {
    answerFetch(byPath({ [VIEW]: json(acceptance({ status: 'converted' })) }));
    renderPage();
    const state = within(await screen.findByRole('region', { name: 'This quote is already being served' }));
    expect(state.getByRole('link', { name: 'Call us at (612) 555-0142' })).toHaveAttribute('href', 'tel:6125550142');
  });

  it('an unknown token says the link is not valid', async () => {
    answerFetch(problem(404, 'Quote not found'));
    renderPage();
    const state = within(await screen.findByRole('region', { name: 'This link is not valid' }));
    expect(state.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/#quote');
    // What the page opened on, not the outcome of a form: the focus stays where it was.
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).not.toHaveFocus();
  });

  it('a failed read (rate limit, network) says so and tries again', async () => {
    answerFetch(problem(429, 'Too many requests. Please wait a minute and try again.'), json(acceptance()));
    const app = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests. Please wait a minute and try again.');
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Accept online' })).toBeInTheDocument();
  });
});
