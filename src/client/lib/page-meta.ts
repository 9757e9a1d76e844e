import type { SiteCapabilities } from '#shared/contracts/site.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { escapeHtml } from '#shared/text/escape-html.ts';

/** What a page says about itself to browsers, search engines and social sites. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  /** Path of the canonical URL, e.g. "/cities/edina". */
  path: string;
  type?: 'website' | 'article';
  /** Page-specific structured data, added after the LocalBusiness block. */
  jsonLd?: object[];
  noindex?: boolean;
}

export interface SiteContext {
  siteUrl: string;
  company: CompanyProfile;
  /** What the site can do (e-mail or not), so a screen promises only what happens (decision 0041). */
  capabilities: SiteCapabilities;
}

/** Minneapolis city centre: the centre of the 50 km service radius. */
const SERVICE_CENTRE = { latitude: 44.9778, longitude: -93.265 };
const SERVICE_RADIUS_METRES = 50_000;

export function localBusinessJsonLd({ siteUrl, company }: SiteContext): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/#business`,
    name: company.name,
    description: 'Commercial cleaning and janitorial services for businesses across the Twin Cities.',
    url: siteUrl,
    telephone: company.phoneE164,
    email: company.salesEmail,
    image: `${siteUrl}/og-image.jpg`,
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', ...SERVICE_CENTRE },
      geoRadius: SERVICE_RADIUS_METRES,
      description: 'Minneapolis-St. Paul metro area',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '06:00',
        closes: '20:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '08:00', closes: '18:00' },
    ],
    sameAs: [company.socialUrl],
  };
}

interface Tag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

function headTags(meta: PageMeta, site: SiteContext): Tag[] {
  const url = `${site.siteUrl}${meta.path}`;
  const image = `${site.siteUrl}/og-image.jpg`;
  const tags: Tag[] = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'keywords', content: meta.keywords.join(', ') } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: site.company.name } },
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'en_US' } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: meta.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
  ];
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  for (const block of [localBusinessJsonLd(site), ...(meta.jsonLd ?? [])]) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonForScript(block) });
  }
  return tags;
}

/** JSON inside <script> must not be able to close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Server: the <head> tags of a page as HTML. */
export function renderHeadHtml(meta: PageMeta, site: SiteContext): string {
  const parts = [`<title>${escapeHtml(meta.title)}</title>`];
  for (const t of headTags(meta, site)) {
    const attrs = Object.entries(t.attrs)
      .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
      .join('');
    parts.push(t.tag === 'script' ? `<script data-page-meta${attrs}>${t.text ?? ''}</script>` : `<${t.tag} data-page-meta${attrs}>`);
  }
  return parts.join('\n');
}

/** Browser: replace the page's head tags after a client-side navigation. */
export function applyHeadToDocument(meta: PageMeta, site: SiteContext): void {
  document.title = meta.title;
  for (const old of Array.from(document.head.querySelectorAll('[data-page-meta]'))) old.remove();
  const fragment = document.createDocumentFragment();
  for (const t of headTags(meta, site)) {
    const el = document.createElement(t.tag);
    el.setAttribute('data-page-meta', '');
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    if (t.text) el.textContent = t.text;
    fragment.append(el);
  }
  document.head.append(fragment);
}
