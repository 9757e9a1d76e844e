import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sampleQuoteResult } from '#tests/fixtures/sample-quote-result.ts';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { Page } from './quote-result-page.tsx';

const LEAD = '3f8c2a6e-5b1d-4c7e-9a2f-0d6b8e4c1a97';
const renderPage = () => renderScreen(<Page params={{ leadId: LEAD }} />, { path: `/quote/${LEAD}` });

describe('/quote/:leadId (decision 0038)', () => {
  it('reads the quote by its link and shows it under its own heading', async () => {
    const seen = answerFetch(json({ ...sampleQuoteResult, leadId: LEAD, validUntil: '2999-01-01T00:00:00.000Z' }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Cleaning estimate for Acme Offices' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cleaning quote' })).toBeVisible();
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`GET /api/quotes/${LEAD}`]);
    expect(screen.getByText('TP-2026-0148')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change the details or start a new quote' })).toHaveAttribute('href', '/#quote');
    // The page opens on the quote: nothing to bring into view, the focus stays put.
    expect(screen.getByRole('heading', { level: 2, name: 'Cleaning estimate for Acme Offices' })).not.toHaveFocus();
    expect(screen.queryByText(/This quote expired/)).toBeNull();
  });

  it('says when the quote has expired', async () => {
    answerFetch(json({ ...sampleQuoteResult, leadId: LEAD, validUntil: '2020-03-02T18:00:00.000Z' }));
    renderPage();
    expect(await screen.findByText(/This quote expired on Mar 2, 2020: prices may have changed since/)).toBeVisible();
  });

  it('an unknown link says it is not valid and leads to the quote form', async () => {
    answerFetch(problem(404, 'Quote not found'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/#quote');
  });
});
