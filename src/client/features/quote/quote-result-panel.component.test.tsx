import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QuoteResultPanel } from './quote-result-panel.tsx';
import { sampleQuoteResult } from '#tests/fixtures/sample-quote-result.ts';

describe('QuoteResultPanel', () => {
  it('renders the estimate: totals, every table, both downloads and the consultation button', () => {
    const html = renderToString(<QuoteResultPanel result={sampleQuoteResult} />).replaceAll('<!-- -->', '');
    for (const text of [
      'Cleaning estimate for Acme Offices',
      'Total monthly cost',
      '$1,216',
      'Total annual cost',
      '$14,597',
      'Facility details',
      'Labor costs',
      'Productivity guidelines',
      'Chemicals &amp; equipment',
      'Monthly schedule',
      'Additional services',
      'Carpet Cleaning: hot-water extraction',
      'Download Quote PDF',
      'Download Service Agreement',
      'Schedule Free Consultation',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain('href="/api/quote-pdf/lead_7f3a"');
    expect(html).toContain('href="/api/service-agreement-pdf/lead_7f3a"');
    expect(html.match(/<table/g)).toHaveLength(5);
  });

  it('offers Accept online as a plain link to the quote’s acceptance page on this site, when the result has one', () => {
    const withLink = renderToString(
      <QuoteResultPanel result={{ ...sampleQuoteResult, acceptToken: 'tok_9', acceptUrl: 'https://www.example.test/accept/tok_9' }} />,
    );
    expect(withLink).toMatch(/<a href="\/accept\/tok_9"[^>]*>Accept online<\/a>/);
    expect(renderToString(<QuoteResultPanel result={sampleQuoteResult} />)).not.toContain('Accept online');
  });

  it('leaves out the additional services block when there are none', () => {
    const result = {
      ...sampleQuoteResult,
      additionalServices: {
        hasAdditionalServices: false,
        additionalServicesDescription: '',
        markupPercentage: 15,
        additionalServicesCost: 0,
      },
    };
    const html = renderToString(<QuoteResultPanel result={result} />);
    expect(html).not.toContain('Markup');
    expect(html.match(/<table/g)).toHaveLength(4);
  });
});
