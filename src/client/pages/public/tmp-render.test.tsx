import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { ComponentType } from 'react';
import { SiteProvider } from '../../app/site-context.tsx';
import type { PageProps } from '../../app/page-modules.ts';
import { Page as ServicesPage } from './services-page.tsx';
import { Page as ProcessPage } from './process-page.tsx';
import { Page as AboutPage } from './about-page.tsx';

const site = {
  siteUrl: 'https://example.test',
  company: {
    name: 'Twin Pines Cleaning',
    phone: '(612) 555-0142',
    phoneE164: '+16125550142',
    salesEmail: 'sales@example.test',
    address: { street: '1 Main St', city: 'Apple Valley', region: 'MN', postalCode: '55124', country: 'US' },
    socialUrl: 'https://facebook.com/example',
  },
};

function render(Page: ComponentType<PageProps>, path: string) {
  const qc = new QueryClient();
  qc.setQueryData(['/api/cities'], {
    cities: [
      { name: 'Edina', slug: 'edina', county: 'Hennepin', population: 53494, category: 'executive' },
      { name: 'Apple Valley', slug: 'apple-valley', county: 'Dakota', population: 1, category: 'affluent' },
    ],
  });
  return renderToString(
    <SiteProvider value={site}>
      <QueryClientProvider client={qc}>
        <Router ssrPath={path}>
          <Page params={{}} />
        </Router>
      </QueryClientProvider>
    </SiteProvider>,
  );
}

function headings(html: string) {
  return [...html.matchAll(/<h([1-6])/g)].map((m) => Number(m[1]));
}
function checkOutline(html: string) {
  const hs = headings(html);
  expect(hs.filter((h) => h === 1)).toHaveLength(1);
  expect(hs[0]).toBe(1);
  for (let i = 1; i < hs.length; i++) expect(hs[i]! - hs[i - 1]!).toBeLessThanOrEqual(1);
  expect(html).not.toMatch(/href="tel:(?!\+16125550142)/);
}

describe('pages render', () => {
  it('services', () => {
    const html = render(ServicesPage, '/services');
    expect(html).toMatch(/<h1[^>]*>Commercial cleaning built around your facility<\/h1>/);
    checkOutline(html);
    expect(html.indexOf('Apple Valley')).toBeLessThan(html.indexOf('>Edina<'));
    expect(html).toContain('href="/cities/edina"');
    expect(html).toContain('id="office-cleaning"');
    expect(html).toContain('href="/?service=retail-spaces#quote"');
    expect(html).toContain('Call to Confirm Service Area');
    expect(html).not.toContain('Entry glass and lobby detailing');
    console.log(html.length, headings(html).join(''));
  });
  it('process', () => {
    const html = render(ProcessPage, '/process');
    expect(html).toContain('A clear path from first call to a consistently clean building</h1>');
    checkOutline(html);
    expect(html).toContain('href="/scheduling"');
    console.log(html.length, headings(html).join(''));
  });
  it('about', () => {
    const html = render(AboutPage, '/about');
    expect(html).toMatch(/<h1[^>]*>About Us<\/h1>/);
    checkOutline(html);
    expect(html).toContain('mailto:sales@example.test');
    expect(html).toContain('>MH<');
    console.log(html.length, headings(html).join(''));
  });
});
