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

  it('says where the link to accept online was e-mailed, and never links to an acceptance page itself', () => {
    const html = renderToString(<QuoteResultPanel result={{ ...sampleQuoteResult, acceptLinkSentTo: 'dana@acme.example' }} />).replaceAll(
      '<!-- -->',
      '',
    );
    expect(html).toContain(
      'A link to accept online was e-mailed to <strong class="font-semibold [overflow-wrap:anywhere]">dana@acme.example</strong>.',
    );
    expect(html).not.toContain('/accept/');
    expect(renderToString(<QuoteResultPanel result={sampleQuoteResult} />)).not.toContain('accept online');
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
