import { describe, expect, it } from 'vitest';
import * as servicesContent from '#shared/content/services.ts';
import type { City, NearbyCity } from '#shared/domain/city.ts';
import { words } from '#shared/text/shingles.ts';
import { BUILT_IN_MAX_WORDS, BUILT_IN_MIN_WORDS, createBuiltInWriter } from './built-in-writer.ts';
import { WriterError, type WriterRequest, type WrittenPost } from './content-writer.ts';

/** An invented city: any name in the output that is not here or in the company's content was made up. */
const larkfield: City = {
  name: 'Larkfield',
  slug: 'larkfield',
  county: 'Carver',
  population: 41_250,
  category: 'growing',
  description:
    'Larkfield grew around the Ashcombe Mill on the Tessaly River and is now a commuter town whose Kestrel Road corridor holds medical offices, a regional grocery distribution center and the headquarters of Brindle Insurance.',
  landmarks: ['Ashcombe Mill', 'Tessaly River Trail'],
  businessDistricts: ['Kestrel Road Corridor', 'Old Larkfield Square'],
  metaTitle: 'Larkfield Commercial Cleaning',
  metaDescription: 'Commercial cleaning in Larkfield.',
  keywords: ['commercial cleaning larkfield'],
  latitude: 44.9,
  longitude: -93.6,
  overview:
    "Larkfield's commercial life runs along Kestrel Road, where a two-story medical office building faces the Brindle Insurance campus and a row of single-story retail centers built in the 1990s. The Tessaly Valley Clinic sees patients six days a week, and its waiting rooms, exam rooms and restrooms take heavy traffic from families across the western suburbs.\n\nNorth of the corridor, the Pellham Foods distribution center runs two shifts a day, with loading docks that track in gravel and road salt through the winter. Old Larkfield Square keeps a handful of restaurants, a brewery in the former Ashcombe Mill granary and small professional offices above the storefronts.\n\nLarkfield Public Schools operates an elementary school, a middle school and Larkfield High School, whose gym and auditorium host events most weekends during the school year. Summer break is when the district schedules its floor refinishing.",
  industries: [
    'Insurance headquarters (Brindle Insurance campus on Kestrel Road)',
    'Clinics and medical offices around the Tessaly Valley Clinic',
    'Grocery distribution at the Pellham Foods warehouse',
    'Restaurants and a brewery in Old Larkfield Square',
    'Public schools (Larkfield Public Schools)',
  ],
  faq: [
    {
      question: 'Can you clean our Kestrel Road clinic after patients leave?',
      answer:
        'Yes. Clinics along Kestrel Road usually close by six, and our evening crews disinfect exam rooms, waiting areas and restrooms after the last patient leaves, keeping a log of each visit for your compliance staff.',
    },
    {
      question: 'Do you work around the Pellham Foods shift changes?',
      answer:
        'We schedule warehouse floor scrubbing between the two shifts, stay clear of forklift lanes and loading docks while trucks are moving, and clean break rooms and locker rooms on a separate schedule.',
    },
    {
      question: 'What about salt on the floors in Old Larkfield Square?',
      answer:
        'Winter slush from the square dries into a salt film on tile and carpet. We extract entry mats and neutralise the salt on hard floors so the finish lasts until spring stripping.',
    },
  ],
};

const nearby: NearbyCity[] = [
  { name: 'Wrenmoor', slug: 'wrenmoor', county: 'Carver', population: 12_000, category: 'rural', miles: 4.2 },
  { name: 'Hollins Bay', slug: 'hollins-bay', county: 'Hennepin', population: 30_000, category: 'affluent', miles: 7.9 },
];

const writer = createBuiltInWriter();

const requests: WriterRequest[] = [
  { kind: 'landing-page', city: larkfield, nearby },
  { kind: 'city-article', city: larkfield, nearby, topic: 'floor-care', serviceType: 'medical' },
  { kind: 'city-article', city: larkfield, nearby, topic: 'cost-and-budgeting', serviceType: 'industrial' },
  { kind: 'seasonal', city: larkfield, nearby, season: 'winter' },
];

const CATEGORIES = ['office-cleaning', 'healthcare-cleaning', 'facility-management', 'seasonal-maintenance', 'green-cleaning'];

/**
 * Capitalised words a template may start a sentence or heading with: ordinary English, no names. Written
 * out by hand so a template that starts naming places or firms fails here.
 */
const TEMPLATE_WORDS = new Set(
  (
    'A An And Around Asked Beyond Businesses Cleaning Commercial Doing Districts Each Every For Frequency From Get Here How If In ' +
    'Industries Janitorial Landmarks Local Neighboring Next Our Pricing Questions Read Ready Request See Services Sites ' +
    'Tell The This Visitors We What Where Who Winter Spring Summer Fall MN Guide Buildings Facilities Office Medical Retail Industrial ' +
    'Educational Restaurant Checklist Care Floor Cost Budgeting Getting Source Why Hard Entry Touchpoint Snow Upholstery Pressure ' +
    'Break Carpet Window Air High Floors Quotes Flexible Transparent Price County Nearby'
  ).split(' '),
);

/** Every capitalised word the output uses must come from the request, the company's content or the list above. */
function inventedWords(post: WrittenPost, request: unknown): string[] {
  const allowed = `${JSON.stringify(request)} ${JSON.stringify(servicesContent)}`;
  const text = `${post.title}\n${post.content}`.replaceAll(/\]\([^)]*\)/g, ']');
  const capitalised = new Set(text.match(/\b[A-Z][A-Za-z'’.-]*[A-Za-z]/g) ?? []);
  return [...capitalised].filter((w) => !TEMPLATE_WORDS.has(w) && !allowed.includes(w));
}

describe('the built-in writer', () => {
  it('is named built-in and writes the same post for the same request', async () => {
    expect(writer.name).toBe('built-in');
    for (const request of requests) expect(await writer.write(request)).toEqual(await writer.write(request));
  });

  for (const request of requests) {
    const name = request.kind === 'city-article' ? `${request.kind} (${request.topic}, ${request.serviceType})` : request.kind;
    it(`writes a ${name} of ${BUILT_IN_MIN_WORDS}-${BUILT_IN_MAX_WORDS} words with sections, links and SEO fields`, async () => {
      const post = await writer.write(request);
      const count = words(post.content).length;
      expect(count).toBeGreaterThanOrEqual(450);
      expect(count).toBeLessThanOrEqual(800);
      expect(post.content.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(4);
      expect(post.content).toContain('](/services)');
      expect(post.content).toContain('](/quote-calculator)');
      expect(post.content).toContain('](/cities/wrenmoor)');
      expect(post.content).toContain('](/cities/hollins-bay)');
      expect(CATEGORIES).toContain(post.category);
      expect(post.metaTitle.length).toBeLessThanOrEqual(60);
      expect(post.metaDescription.length).toBeLessThanOrEqual(160);
      expect(post.title).toContain('Larkfield');
      // Most of the page is the city's own facts: its description and FAQ are there word for word.
      expect(post.content).toContain(larkfield.description);
    });
  }

  it('keys each post to its service and city', async () => {
    const [landing, medical, industrial, winter] = await Promise.all(requests.map((r) => writer.write(r)));
    expect(landing!.keywords).toContain('office cleaning Larkfield');
    expect(medical!.keywords).toContain('medical cleaning Larkfield');
    expect(medical!.category).toBe('healthcare-cleaning');
    expect(industrial!.keywords).toContain('industrial cleaning Larkfield');
    expect(industrial!.category).toBe('facility-management');
    expect(winter!.keywords).toContain('winter cleaning Larkfield');
    expect(winter!.category).toBe('seasonal-maintenance');
  });

  it('invents no names: every capitalised word comes from the request or the company content', async () => {
    for (const request of requests) {
      const post = await writer.write(request);
      expect(inventedWords(post, request), request.kind).toEqual([]);
    }
  });

  it('varies its template sentences between cities', async () => {
    const openings = new Set<string>();
    for (const [name, slug] of [
      ['Alderby', 'alderby'],
      ['Brookhollow', 'brookhollow'],
      ['Cinderwick', 'cinderwick'],
      ['Dunmore', 'dunmore'],
      ['Elmstead', 'elmstead'],
      ['Fairhaven', 'fairhaven'],
    ] as const) {
      const city = { ...larkfield, name, slug };
      const post = await writer.write({ kind: 'landing-page', city, nearby });
      openings.add(post.content.split(city.description)[0]!.replaceAll(name, 'X'));
    }
    expect(openings.size).toBeGreaterThan(1);
  });

  it('refuses a city with too few facts for a page of its own instead of padding it', async () => {
    const thin: City = { ...larkfield, overview: '', industries: [], faq: [] };
    const error = await writer.write({ kind: 'seasonal', city: thin, nearby: [], season: 'fall' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriterError);
    expect((error as WriterError).retryable).toBe(false);
    expect((error as Error).message).toMatch(
      /^Larkfield has too little local detail for a page of its own \(\d+ words from its facts, 450 needed\)/,
    );
  });

  describe('rss-rewrite', () => {
    const item = {
      title: 'Hospitals Rethink Disinfection Schedules',
      link: 'https://news.example.test/disinfection',
      summary:
        '<p>Hospitals across the country are moving from fixed disinfection schedules to ones based on foot traffic.</p><p>Infection prevention teams say the change cut wasted product. A survey of 200 facilities found most plan to follow.</p>',
      sourceName: 'Facility Weekly',
      publishedAt: '2026-03-02T10:00:00Z',
    };

    it('writes a short original post that cites and links its source and quotes at most one sentence', async () => {
      const post = await writer.write({ kind: 'rss-rewrite', item });
      expect(post.content).toContain(
        'Source: [Hospitals Rethink Disinfection Schedules](https://news.example.test/disinfection), Facility Weekly',
      );
      const sourceSentences = [
        'Hospitals across the country are moving from fixed disinfection schedules to ones based on foot traffic.',
        'Infection prevention teams say the change cut wasted product.',
        'A survey of 200 facilities found most plan to follow.',
      ];
      expect(sourceSentences.filter((s) => post.content.includes(s))).toHaveLength(1);
      expect(post.content).toContain('](/services)');
      expect(post.content).toContain('](/quote-calculator)');
      expect(post.content).toContain('Twin Cities');
      expect(post.category).toBe('healthcare-cleaning');
      expect(post.metaTitle.length).toBeLessThanOrEqual(60);
      expect(post.metaDescription.length).toBeLessThanOrEqual(160);
      expect(words(post.content).length).toBeLessThan(450);
      expect(inventedWords(post, item)).toEqual([]);
      expect(await writer.write({ kind: 'rss-rewrite', item })).toEqual(post);
    });
  });
});
