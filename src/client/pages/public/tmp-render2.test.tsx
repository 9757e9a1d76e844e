import { describe, it, expect } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { cityApi } from '#shared/contracts/cities.paths.ts';
import type { CityDetail, CityListResponse } from '#shared/contracts/cities.ts';
import { SiteProvider } from '../../app/site-context.tsx';
import { Page as AreasPage } from './areas-page.tsx';
import { Page as CityPage } from './city-page.tsx';
import { Page as WindowPage } from './window-cleaning-page.tsx';

const site = {
  siteUrl: 'https://example.test',
  company: {
    name: 'Twin Pines Cleaning',
    phone: '(612) 555-0142',
    phoneE164: '+16125550142',
    salesEmail: 'sales@example.test',
    address: { street: '1 Main St', city: 'Apple Valley', region: 'MN', postalCode: '55124', country: 'US' },
    socialUrl: 'https://example.test/social',
  },
};

const list: CityListResponse = {
  cities: [
    { name: 'Minneapolis', slug: 'minneapolis', county: 'Hennepin', population: 429954, category: 'metro' },
    { name: 'Wayzata', slug: 'wayzata', county: 'Hennepin', population: 4434, category: 'executive' },
    { name: 'Edina', slug: 'edina', county: 'Hennepin', population: 53494, category: 'affluent' },
    { name: 'Woodbury', slug: 'woodbury', county: 'Washington', population: 75102, category: 'growing' },
    { name: 'Eagan', slug: 'eagan', county: 'Dakota', population: 68855, category: 'business' },
    { name: 'Loretto', slug: 'loretto', county: 'Hennepin', population: 688, category: 'rural' },
  ],
};

const edina: CityDetail = {
  name: 'Edina',
  slug: 'edina',
  county: 'Hennepin',
  population: 53494,
  category: 'affluent',
  description: 'Edina description.',
  landmarks: ['Southdale Center'],
  businessDistricts: ['50th & France'],
  metaTitle: 't',
  metaDescription: 'd',
  keywords: [],
};

function render(path: string, node: ReactNode): string {
  const qc = new QueryClient();
  qc.setQueryData([cityApi.list], list);
  qc.setQueryData([cityApi.detail('edina')], edina);
  return renderToString(
    <QueryClientProvider client={qc}>
      <SiteProvider value={site}>
        <Router ssrPath={path}>{node}</Router>
      </SiteProvider>
    </QueryClientProvider>,
  );
}

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1]?.replace(/<!-- -->/g, ''));

describe('page renders', () => {
  it('areas', () => {
    const html = render('/areas-we-serve', <AreasPage params={{}} />);
    expect(h1s(html)).toEqual(['Commercial cleaning across the Twin Cities metro']);
    for (const t of ['50+ Cities &amp; Suburbs', '4 Counties Covered', 'All Areas', 'CEO Enclaves', 'Affluent Suburbs', 'Growing Communities', 'Rural Executive Communities', 'href="/cities/edina"', 'Hennepin County', '429,954', 'tel:+16125550142', 'mailto:sales@example.test', 'href="/#quote"', '6AM - 8PM', '8AM - 6PM', '24/7', 'aria-pressed="true"'])
      expect(html).toContain(t);
    console.log(html.length, (html.match(/<h2/g) ?? []).length, 'h2');
  });
  it('city', () => {
    const html = render('/cities/edina', <CityPage params={{ citySlug: 'edina' }} />);
    expect(h1s(html)).toEqual(['Serving Edina, Hennepin County']);
    for (const t of ['Residents Served', '53,494', 'Executive Office Cleaning', 'href="/quote-calculator?city=edina"', 'href="/areas-we-serve"', '50th &amp; France', 'Southdale Center', 'Licensed &amp; Insured', 'tel:+16125550142'])
      expect(html).toContain(t);
    expect(html).not.toContain('{city}');
  });
  it('window', () => {
    const html = render('/window-cleaning', <WindowPage params={{}} />);
    expect(h1s(html)).toEqual(['Clear windows on a schedule, with up to $100 off every visit']);
    for (const t of ['Most popular', 'Check my address', 'Mon-Sat 7AM-6PM', 'Quotes usually take under 5 minutes', 'id="window-quote"', 'href="#window-quote"', 'Sample reviews shown for illustration.', 'Gutter Cleaning', 'md:hidden', 'data-state="open"'])
      expect(html).toContain(t);
    expect((html.match(/data-state="open"/g) ?? []).length).toBeGreaterThan(0);
    expect(html).not.toContain('Clear all');
    console.log((html.match(/<h2/g) ?? []).length, 'h2', (html.match(/<h3/g) ?? []).length, 'h3');
  });
});
