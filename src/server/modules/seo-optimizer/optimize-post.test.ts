import { describe, expect, it } from 'vitest';
import { optimizePost, type OptimizeContext, type OptimizePostInput } from './optimize-post.ts';
import { citiesNamed, spokenForm } from './seo-text.ts';

const served = [
  { name: 'Minneapolis', slug: 'minneapolis' },
  { name: 'St. Paul', slug: 'st-paul' },
  { name: 'South St. Paul', slug: 'south-st-paul' },
  { name: 'Eagan', slug: 'eagan' },
  { name: 'Edina', slug: 'edina' },
  { name: 'Ramsey', slug: 'ramsey' },
];
const noCity: OptimizeContext = { siteUrl: 'https://www.example.test', city: null, nearby: [], servedCities: served };

const winterPost: OptimizePostInput = {
  title: 'Winter Floor Care Tips for Busy Offices',
  slug: 'winter-floor-care-tips',
  excerpt:
    'Salt and slush wear down office floors every winter. Here is how facility teams keep lobbies safe and carpets clean until spring.',
  content: [
    'Salt and slush are hard on floors in Minneapolis and Eagan offices.',
    '',
    '## Entry mats',
    '',
    'Mats catch most of the grit at the door across the Twin Cities.',
    '',
  ].join('\n'),
  contentFormat: 'markdown',
  metaTitle: '',
  metaDescription: '',
  keywords: [],
  category: 'office-cleaning',
  featuredImage: null,
  tags: ['Floor Care', 'Winter'],
  serviceType: null,
};

describe('optimizePost', () => {
  it('derives keywords, adds the keyword to the title, sets the meta fields and appends the missing links', () => {
    const { after, changes } = optimizePost(winterPost, noCity);
    expect(after.keywords).toEqual(['office cleaning', 'floor care', 'winter']);
    expect(after.title).toBe('Winter Floor Care Tips for Busy Offices: Office Cleaning');
    expect(after.metaTitle).toBe('Winter Floor Care Tips for Busy Offices: Office Cleaning');
    // 17 + 129 = 146 characters.
    expect(after.metaDescription).toBe(
      'Office cleaning: Salt and slush wear down office floors every winter. Here is how facility teams keep lobbies safe and carpets clean until spring.',
    );
    expect(after.content).toBe(
      [
        'Salt and slush are hard on floors in Minneapolis and Eagan offices.',
        '',
        '## Entry mats',
        '',
        'Mats catch most of the grit at the door across the Twin Cities.',
        '',
        '**Related services:** our [office cleaning services](/services#office-cleaning); a [free quote](/quote-calculator); commercial cleaning in [Minneapolis](/cities/minneapolis) and [Eagan](/cities/eagan).',
        '',
      ].join('\n'),
    );
    expect(changes).toEqual([
      "Keywords: added 'office cleaning', 'floor care', 'winter' (now 3).",
      'Title: added the primary keyword \'office cleaning\' ("Winter Floor Care Tips for Busy Offices" → "Winter Floor Care Tips for Busy Offices: Office Cleaning").',
      'Meta title: set to "Winter Floor Care Tips for Busy Offices: Office Cleaning".',
      "Meta description: rewritten from the excerpt (0 → 146 characters, with 'office cleaning').",
      'Internal links: appended a Related services paragraph linking to /services#office-cleaning, /quote-calculator, /cities/minneapolis, /cities/eagan.',
    ]);
  });

  it('changes nothing the second time', () => {
    const first = optimizePost(winterPost, noCity);
    const second = optimizePost({ ...winterPost, ...first.after }, noCity);
    expect(second.changes).toEqual([]);
    expect(second.after).toEqual(first.after);
  });

  it("a city post in HTML: cuts the title at a clause, keeps the author's meta fields, links the service, quote and nearby cities", () => {
    const post: OptimizePostInput = {
      ...winterPost,
      title: 'Medical Cleaning in Edina Clinics: What Every Manager Should Know Before Signing',
      excerpt: 'What clinics ask.',
      content: '<p>Clinics in <a href="/cities/edina">Edina</a> need daily disinfection.</p>',
      contentFormat: 'html',
      metaTitle: 'Medical Cleaning in Edina',
      metaDescription:
        'Medical cleaning in Edina for clinics and dental offices: what to ask, what a written scope covers, and how to compare quotes from local providers.',
      keywords: ['Medical Cleaning', 'medical cleaning', 'Edina clinics'],
      category: 'healthcare-cleaning',
      tags: ['Clinics'],
      serviceType: 'medical',
    };
    const ctx: OptimizeContext = {
      ...noCity,
      city: { name: 'Edina', slug: 'edina' },
      nearby: [
        { name: 'Bloomington', slug: 'bloomington' },
        { name: 'Richfield', slug: 'richfield' },
      ],
    };
    const { after, changes } = optimizePost(post, ctx);
    expect(after.keywords).toEqual([
      'medical cleaning',
      'edina clinics',
      'medical facility cleaning edina',
      'healthcare cleaning',
      'medical facility cleaning',
    ]);
    // Cut back to its first clause, never inside a phrase.
    expect(after.title).toBe('Medical Cleaning in Edina Clinics');
    expect([after.metaTitle, after.metaDescription]).toEqual([post.metaTitle, post.metaDescription]);
    expect(after.content).toBe(
      '<p>Clinics in <a href="/cities/edina">Edina</a> need daily disinfection.</p>\n\n' +
        '<p><strong>Related services:</strong> our <a href="/services#medical-facilities">medical facility cleaning</a>; ' +
        'a <a href="/quote-calculator">free quote</a>; commercial cleaning in <a href="/cities/bloomington">Bloomington</a> and ' +
        '<a href="/cities/richfield">Richfield</a>.</p>\n',
    );
    expect(changes).toEqual([
      "Keywords: added 'medical facility cleaning edina', 'healthcare cleaning', 'medical facility cleaning' (now 5).",
      'Title: shortened from 80 to 33 characters ("Medical Cleaning in Edina Clinics").',
      'Internal links: appended a Related services paragraph linking to /services#medical-facilities, /quote-calculator, /cities/bloomington, /cities/richfield.',
    ]);
  });

  it('cuts a long excerpt at a sentence, keeps 10 of too many keywords, and never cuts inside a word', () => {
    const long =
      'Office cleaning crews work at night. They empty every bin, wipe every desk and vacuum every lane before the first shift arrives. In the morning the supervisor walks the floor and writes down anything missed.';
    const { after } = optimizePost(
      { ...winterPost, excerpt: long, keywords: ['Office cleaning', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'] },
      noCity,
    );
    // The first two sentences: 36 + 1 + 91 = 128 characters; the third would pass 160.
    expect(after.metaDescription).toBe(
      'Office cleaning crews work at night. They empty every bin, wipe every desk and vacuum every lane before the first shift arrives.',
    );
    expect(after.keywords).toEqual(['office cleaning', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });
});

describe('titles and keywords as written', () => {
  it('leaves a long title without a clause break alone rather than cut it mid-phrase', () => {
    const title = 'How to Choose a Janitorial Contractor You Will Not Have to Replace Next Year';
    const { after, changes } = optimizePost({ ...winterPost, title, keywords: ['janitorial contractor', 'b', 'c'] }, noCity);
    expect(after.title).toBe(title);
    expect(changes.some((c) => c.startsWith('Title'))).toBe(false);
  });

  it('cuts a long title back to a clause when the keyword has no room, and writes proper names of the keyword with capitals', () => {
    const { after } = optimizePost(
      {
        ...winterPost,
        title: 'Beat Salt Damage: A Floor Care Plan for Entrances, Carpet and Hardwood',
        excerpt: 'Minnesota winters are hard on floors.',
        keywords: ['floors minnesota', 'salt', 'mats'],
      },
      noCity,
    );
    // No clause leaves room for ': Floors Minnesota' (18): 'Beat Salt Damage' (16) is too short to stand alone and the
    // next clause is 49. The 70-character title is cut back to that clause of 49 instead.
    expect(after.title).toBe('Beat Salt Damage: A Floor Care Plan for Entrances');
    // 17 + 1 + 37 = 55, then the body's first sentence (67): 123.
    expect(after.metaDescription).toBe(
      'Floors Minnesota: Minnesota winters are hard on floors. Salt and slush are hard on floors in Minneapolis and Eagan offices.',
    );
    expect(spokenForm('green cleaning twin cities', 'Across the Twin Cities, green cleaning works.')).toBe('green cleaning Twin Cities');
  });
});

describe('citiesNamed', () => {
  it('finds longer names first, skips "<name> County", and falls back to the Twin Cities pair', () => {
    expect(citiesNamed('From South St. Paul to Eagan, and St. Paul.', served, 5).map((c) => c.slug)).toEqual([
      'south-st-paul',
      'eagan',
      'st-paul',
    ]);
    expect(citiesNamed('Offices in Ramsey County', served, 2)).toEqual([]);
    expect(citiesNamed('Across the Twin Cities metro', served, 2).map((c) => c.slug)).toEqual(['minneapolis', 'st-paul']);
  });
});
