import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import { QuoteResultPanel } from './quote-result-panel.tsx';
import { sampleQuoteResult } from '#tests/fixtures/sample-quote-result.ts';
import { renderScreen, testSite } from '#tests/support/component-render.tsx';
import { SiteProvider } from '#client/lib/site-context.tsx';

const html = (result = sampleQuoteResult) =>
  renderToString(
    <SiteProvider value={testSite}>
      <QuoteResultPanel result={result} />
    </SiteProvider>,
  ).replaceAll('<!-- -->', '');

/** A site without SMTP (the default): nothing is e-mailed, the outbox holds it (decision 0041). */
const noEmail = { ...testSite, capabilities: { emailDelivery: false } };

describe('QuoteResultPanel', () => {
  it('shows what the client buys: totals, the visits and their price, the services, both downloads and the consultation', () => {
    const page = html();
    for (const text of [
      'Cleaning estimate for Acme Offices',
      'Valid until Dec 1, 2026',
      'Total monthly cost',
      '$1,216',
      'Total annual cost',
      '$14,597',
      'Your cleaning visits',
      'Visits per month',
      'Cleaners per visit',
      'Price per visit',
      '$124',
      'Routine cleaning',
      '$539',
      'Facility details',
      'Additional services',
      'Carpet Cleaning',
      '$1,610.00 per visit, once a year',
      'Window Cleaning',
      'Download Quote PDF',
      'Download Service Agreement',
      'Schedule Free Consultation',
    ]) {
      expect(page, text).toContain(text);
    }
    expect(page).toContain('href="/api/quote-pdf/lead_7f3a"');
    expect(page).toContain('href="/api/service-agreement-pdf/lead_7f3a"');
  });

  it("never shows the company's own costs (issue 30): no wage, overhead, labor cost, production rate, supply share or markup", () => {
    const page = html();
    for (const internal of [
      'Base wage',
      'Overhead',
      'hourly rate',
      'per hour',
      'Labor cost',
      'Productivity',
      'Frequency adjustment',
      'Supply cost',
      'Markup',
      '$30.45',
      '$19.00',
    ]) {
      expect(page, internal).not.toContain(internal);
    }
  });

  it('says plainly that the price is confirmed at a free walk-through', () => {
    expect(html()).toContain('Confirmed at a free walk-through');
    expect(html()).toContain(
      'This price is worked out from the details you entered. Before service starts we walk through your building with you, free of charge: if it is as described, this is your price; if the scope differs, we show you the adjusted price before anything starts, and you decide.',
    );
  });

  it('with e-mail: tells accepting online (main, primary button) apart from a consultation (secondary button)', () => {
    renderScreen(<QuoteResultPanel result={{ ...sampleQuoteResult, acceptLinkSentTo: 'dana@acme.example' }} />);
    const accept = screen.getByRole('region', { name: 'Ready to go ahead? Accept online' });
    expect(accept).toHaveTextContent('A link to accept online was e-mailed to dana@acme.example.');
    const primary = within(accept).getByRole('link', { name: 'Download Service Agreement' });
    const consult = within(screen.getByRole('region', { name: 'Questions first? Talk to us' })).getByRole('button', {
      name: 'Schedule Free Consultation',
    });
    // The primary button is filled with the brand colour; the consultation's is outlined on white.
    expect(primary.className).toContain('bg-brand-700');
    expect(consult.className).not.toContain('bg-brand-700');
    expect(consult.className).not.toContain('bg-accent-400');
    expect(consult.className).toContain('border-slate-300');
    // Never a link to an acceptance page: accepting proves control of the quote's e-mail (decision 0033).
    expect(document.querySelector('a[href*="/accept/"]')).toBeNull();
  });

  it('without e-mail: promises no e-mail, and makes talking to us the main step, with the agreement to read (decision 0041)', () => {
    renderScreen(<QuoteResultPanel result={{ ...sampleQuoteResult, acceptLinkSentTo: 'dana@acme.example' }} />, { site: noEmail });
    expect(document.body).not.toHaveTextContent(/e-mailed to|comes by e-mail/i);
    expect(screen.queryByRole('region', { name: /Accept online/i })).toBeNull();
    expect(document.body).not.toHaveTextContent('dana@acme.example');

    const talk = screen.getByRole('region', { name: 'Ready to go ahead? Talk to us' });
    expect(talk).toHaveTextContent(
      'Ask for a free consultation or call us at (612) 555-0142. We answer your questions, walk through your building with you free of charge, and sign the service agreement with you there.',
    );
    // The main step is filled with the brand colour, in the brand's panel; calling is right beside it.
    const consult = within(talk).getByRole('button', { name: 'Schedule Free Consultation' });
    expect(consult.className).toContain('bg-brand-700');
    expect(talk.className).toContain('border-brand-600');
    expect(within(talk).getByRole('link', { name: 'Call (612) 555-0142' })).toHaveAttribute('href', 'tel:+16125550142');

    const agreement = screen.getByRole('region', { name: 'Read the service agreement' });
    expect(agreement).toHaveTextContent(
      'This site sends no e-mail at the moment, so no link to accept online was sent to you. Read the agreement before we meet: you sign it with us after the free walk-through.',
    );
    const download = within(agreement).getByRole('link', { name: 'Download Service Agreement' });
    expect(download).toHaveAttribute('href', '/api/service-agreement-pdf/lead_7f3a');
    expect(download.className).not.toContain('bg-brand-700');
    expect(download.className).toContain('border-slate-300');
    expect(document.querySelector('a[href*="/accept/"]')).toBeNull();
  });

  it('lists no additional services when there are none', () => {
    const page = html({
      ...sampleQuoteResult,
      additionalServices: {
        hasAdditionalServices: false,
        additionalServicesDescription: 'No additional services selected',
        additionalServicesCost: 0,
      },
    });
    expect(page).not.toContain('Additional services per month');
    expect(page).not.toContain('No additional services selected');
  });

  it('brings its heading into view and focuses it when it appears', () => {
    renderScreen(<QuoteResultPanel result={sampleQuoteResult} />);
    expect(screen.getByRole('heading', { name: 'Cleaning estimate for Acme Offices' })).toHaveFocus();
  });
});
