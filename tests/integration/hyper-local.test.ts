import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#server/db/schema/blog.ts';
import { cities } from '#server/db/schema/content.ts';
import type { ContentRun } from '#shared/contracts/content-runs.ts';
import type { City } from '#shared/domain/city.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * The hyper-local calls (issue 16, decision 0026) with the built-in writer, offline. The cities the tests
 * rely on are inserted here: four invented cities more populous than any real one (so "the most populous
 * cities" are these), with local facts written as invented words so no other page can share their phrases,
 * and one small city for the strategy, suggestions and calendar figures. The clock is Wednesday 2026-01-14.
 */
const NOW = new Date('2026-01-14T16:00:00Z');

let t: TestApp;
let admin: Record<string, string>;

/** Invented prose: `n` words from a syllable generator seeded by `seed` (never a real phrase). */
function prose(seed: string, n: number): string {
  const syllables = ['ka', 'lo', 'mir', 'tev', 'san', 'dru', 'pel', 'or', 'vin', 'sek', 'tam', 'ul', 'bro', 'nez', 'fi', 'gar'];
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  // mulberry32
  const next = () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let x = Math.imul(h ^ (h >>> 15), 1 | h);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return (x ^ (x >>> 14)) >>> 0;
  };
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const len = 2 + (next() % 2);
    let w = '';
    for (let k = 0; k < len; k++) w += syllables[next() % syllables.length];
    out.push(w);
  }
  return out.join(' ') + '.';
}

function fakeCity(slug: string, name: string, population: number, overrides: Partial<City> = {}): City {
  return {
    name,
    slug,
    county: 'Hennepin',
    population,
    category: 'metro',
    description: prose(`${slug}-d`, 40),
    landmarks: [`${name} Tower`, `${name} Park`],
    businessDistricts: [`${name} Center`, `${name} Yards`],
    metaTitle: `${name} Commercial Cleaning`,
    metaDescription: `Commercial cleaning in ${name}.`,
    keywords: [`${slug} cleaning`],
    latitude: null,
    longitude: null,
    overview: [prose(`${slug}-o1`, 100), prose(`${slug}-o2`, 100), prose(`${slug}-o3`, 100)].join('\n\n'),
    industries: [1, 2, 3, 4, 5].map((i) => `Offices ${prose(`${slug}-i${i}`, 4)}`),
    faq: [1, 2, 3].map((i) => ({ question: `${prose(`${slug}-q${i}`, 10)}?`, answer: prose(`${slug}-a${i}`, 60) })),
    ...overrides,
  };
}

const zephyrton = fakeCity('zephyrton', 'Zephyrton', 9_000_003);
const quillmere = fakeCity('quillmere', 'Quillmere', 9_000_002);
const brackenford = fakeCity('brackenford', 'Brackenford', 9_000_001);
/** A near-copy of Quillmere's page: its facts with another name. */
const copyville = fakeCity('copyville', 'Copyville', 9_000_000, {
  description: quillmere.description,
  overview: quillmere.overview,
  industries: quillmere.industries,
  faq: quillmere.faq,
  landmarks: ['Quillmere Tower', 'Quillmere Park'],
  businessDistricts: ['Quillmere Center', 'Quillmere Yards'],
});
const strategyton = fakeCity('strategyton', 'Strategyton', 30_000, {
  keywords: ['strategyton janitorial'],
  overview: prose('strategyton-o', 90),
  industries: ['Regional hospital and clinics', 'Grain warehouses and distribution'],
  faq: [{ question: 'Do you clean here?', answer: prose('strategyton-a', 30) }],
  businessDistricts: ['Old Mill Quarter', 'Harbor Row'],
});

async function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, headers: admin, payload: payload as object });
}

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ url, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function postsOf(citySlug: string) {
  return t.database.db.select().from(blogPosts).where(eq(blogPosts.citySlug, citySlug)).orderBy(blogPosts.id);
}

/** A post written by hand about a city (a draft unless `extra` says otherwise). */
async function handPost(
  slug: string,
  citySlug: string,
  origin: 'landing-page' | 'city-content',
  extra: Partial<typeof blogPosts.$inferInsert> = {},
) {
  await t.database.db.insert(blogPosts).values({
    title: `${slug} by hand`,
    slug,
    excerpt: 'x',
    content: prose(slug, 50),
    category: 'office-cleaning',
    tags: [],
    readTime: 1,
    metaTitle: 'x',
    metaDescription: 'x',
    keywords: [],
    authorId: 'someone',
    origin,
    citySlug,
    ...extra,
  });
}

async function run(id: number): Promise<ContentRun> {
  return get<ContentRun>(`/api/admin/content/runs/${id}`);
}

beforeAll(async () => {
  t = await createTestApp({}, { dashboardClock: () => NOW });
  const { app, database } = t;
  await database.db.insert(cities).values([zephyrton, quillmere, brackenford, strategyton]);
  const user = await insertUser(database.db, 'admin');
  admin = bearer(await tokenFor(app, user.username));
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/admin/hyper-local/generate-landing-pages', () => {
  it('refuses limits outside 1 to 30 and non-numbers, naming the field', async () => {
    for (const limit of [0, 31, -1, 2.5, 'ten', '10', null]) {
      const res = await post('/api/admin/hyper-local/generate-landing-pages', { limit });
      expect(res.statusCode, JSON.stringify(limit)).toBe(400);
      expect(res.json().fields).toEqual({ limit: 'Enter a whole number of cities from 1 to 30' });
    }
  });

  it('drafts a landing page for the most populous cities without one, with a run of per-city outcomes', async () => {
    // Zephyrton, the most populous, already has one (a draft counts): Quillmere and Brackenford are next.
    await handPost('zephyrton-by-hand', 'zephyrton', 'landing-page');
    const res = await post('/api/admin/hyper-local/generate-landing-pages', { limit: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalGenerated: 2, failed: 0, message: 'Generated 2 landing pages as drafts for review' });

    for (const slug of ['quillmere', 'brackenford']) {
      const rows = await postsOf(slug);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ origin: 'landing-page', authorId: 'system', status: 'draft', publishedAt: null, writer: 'built-in' });
    }
    expect(await postsOf('zephyrton')).toHaveLength(1);

    const r = await run(body.runId);
    expect(r).toMatchObject({ kind: 'landing-pages', status: 'done', total: 2, processed: 2, succeeded: 2, failed: 0 });
    expect(r.outcomes.map((o) => [o.label, o.outcome])).toEqual([
      ['Quillmere', 'ok'],
      ['Brackenford', 'ok'],
    ]);
    expect(r.outcomes[0]!.detail).toMatch(/^Draft ".+" \(post \d+\)$/);

    // Drafts are not public: the city page shows no landing page.
    const city = await t.app.inject({ url: '/api/cities/quillmere' });
    expect(city.json().landingPage).toBeNull();
  });

  it('takes 10 cities when no limit is sent', async () => {
    const res = await post('/api/admin/hyper-local/generate-landing-pages', {});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalGenerated + body.failed).toBe(10);
    expect((await run(body.runId)).total).toBe(10);
  });
});

describe('POST /api/admin/hyper-local/generate-city-content', () => {
  const url = '/api/admin/hyper-local/generate-city-content';

  it('needs a city for a single article, a known one, and a topic and focus from the lists', async () => {
    let res = await post(url, { topic: 'floor-care', serviceType: 'medical' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Select a city', fields: { citySlug: 'Select a city' } });
    res = await post(url, { citySlug: '', topic: 'floor-care', serviceType: 'medical' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Select a city');
    res = await post(url, { citySlug: 'atlantis', topic: 'floor-care', serviceType: 'medical' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('City not found');
    res = await post(url, { citySlug: 'quillmere', topic: 'gardening', serviceType: 'medical' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['topic']);
    res = await post(url, { citySlug: 'quillmere', topic: 'floor-care', serviceType: 'spa' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['serviceType']);
    res = await post(url, { citySlug: 'quillmere', serviceType: 'medical' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['topic']);
  });

  it('writes one article as a draft with its topic and focus', async () => {
    const res = await post(url, { citySlug: 'quillmere', topic: 'floor-care', serviceType: 'medical' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ citySlug: 'quillmere', totalGenerated: 1, failed: 0, runId: null });
    expect(body.postIds).toHaveLength(1);
    const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, body.postIds[0]));
    expect(row).toMatchObject({
      origin: 'city-content',
      authorId: 'system',
      status: 'draft',
      citySlug: 'quillmere',
      topic: 'floor-care',
      serviceType: 'medical',
      season: null,
      category: 'healthcare-cleaning',
    });
    expect(row!.keywords).toContain('medical cleaning Quillmere');
  });

  it('refuses bulk limits outside 1 to 25 and non-numbers', async () => {
    for (const limit of [0, 26, 'x', 1.5]) {
      const res = await post(url, { limit });
      expect(res.statusCode, JSON.stringify(limit)).toBe(400);
      expect(res.json().fields).toEqual({ limit: 'Enter a whole number of posts from 1 to 25' });
    }
  });

  it('runs bulk over the cities with the fewest articles, most populous first, topics rotating', async () => {
    // Its own state: one city article in all, Quillmere's (whatever earlier tests wrote is removed).
    await t.database.db.delete(blogPosts).where(eq(blogPosts.origin, 'city-content'));
    await handPost('quillmere-floors-by-hand', 'quillmere', 'city-content', { topic: 'floor-care', serviceType: 'office' });
    const res = await post(url, { limit: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ citySlug: null, totalGenerated: 2, failed: 0 });
    // Quillmere has an article: Zephyrton and Brackenford (none) come first, the most populous of the cities
    // without one. One article exists, so the rotation starts at the second topic, then the third.
    const r = await run(body.runId);
    expect(r).toMatchObject({ kind: 'city-content', total: 2, processed: 2, succeeded: 2 });
    expect(r.outcomes.map((o) => o.label)).toEqual(['Zephyrton: Choosing a cleaning provider', 'Brackenford: Cost and budgeting']);
    const z = (await postsOf('zephyrton')).filter((p) => p.origin === 'city-content');
    expect(z.map((p) => [p.topic, p.serviceType, p.authorId, p.status])).toEqual([['choosing-a-provider', 'office', 'system', 'draft']]);
    expect(body.postIds).toEqual([z[0]!.id, (await postsOf('brackenford')).find((p) => p.origin === 'city-content')!.id]);
  });

  it('takes 10 posts when no limit is sent', async () => {
    const res = await post(url, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await run(res.json().runId)).total).toBe(10);
  });
});

describe('POST /api/admin/hyper-local/seasonal-content', () => {
  const url = '/api/admin/hyper-local/seasonal-content';

  it('needs both a city and a season', async () => {
    let res = await post(url, { season: 'winter' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ citySlug: 'Select a city' });
    res = await post(url, { citySlug: 'quillmere' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ season: 'Select a season' });
    res = await post(url, { citySlug: 'quillmere', season: 'monsoon' });
    expect(res.statusCode).toBe(400);
    res = await post(url, { citySlug: 'atlantis', season: 'winter' });
    expect(res.statusCode).toBe(404);
  });

  it('writes a seasonal draft', async () => {
    const res = await post(url, { citySlug: 'brackenford', season: 'winter' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ citySlug: 'brackenford', season: 'winter', totalGenerated: 1 });
    const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, body.postId));
    expect(row).toMatchObject({ origin: 'seasonal', season: 'winter', authorId: 'system', status: 'draft', citySlug: 'brackenford' });
  });
});

describe('strategy, suggestions and calendar of a city', () => {
  beforeAll(async () => {
    const base = {
      excerpt: 'x',
      category: 'office-cleaning',
      tags: [],
      readTime: 1,
      metaTitle: 'x',
      metaDescription: 'x',
      citySlug: 'strategyton',
    };
    await t.database.db.insert(blogPosts).values([
      {
        ...base,
        title: 'Strategyton landing',
        slug: 'strategyton-landing',
        content: 'We clean along Harbor Row.',
        keywords: ['commercial cleaning strategyton'],
        authorId: 'system',
        origin: 'landing-page',
        status: 'published',
        publishedAt: new Date('2026-01-02T12:00:00Z'),
      },
      {
        ...base,
        title: 'Floors in Strategyton',
        slug: 'strategyton-floors',
        content: 'Floors.',
        keywords: ['office cleaning strategyton', 'unrelated'],
        authorId: 'system',
        origin: 'city-content',
        topic: 'floor-care',
        serviceType: 'office',
        status: 'published',
        publishedAt: new Date('2026-01-03T12:00:00Z'),
      },
      {
        ...base,
        title: 'Green Strategyton',
        slug: 'strategyton-green',
        content: 'Green.',
        keywords: ['janitorial services strategyton'],
        authorId: 'system',
        origin: 'city-content',
        topic: 'green-cleaning',
        serviceType: 'medical',
      },
    ]);
  });

  it('computes the ranking potential from its population, local substance, published posts and keywords', async () => {
    const s = await get<Record<string, unknown>>('/api/admin/hyper-local/strategy/strategyton');
    // 30,000 people: 18. Overview 90 words: 6; 2 industries: 4; 1 FAQ answer: 5 (15). Published landing page 10 and
    // one other published post 5 (15). Keywords: 2 of 4 targets in published posts (the draft's does not count): 8.
    expect(s).toEqual({
      citySlug: 'strategyton',
      cityName: 'Strategyton',
      rankingPotential: 56,
      targetKeywords: [
        'strategyton janitorial',
        'commercial cleaning strategyton',
        'office cleaning strategyton',
        'janitorial services strategyton',
      ],
      contentPillars: [
        'Medical facility cleaning in Strategyton',
        'Industrial facility cleaning in Strategyton',
        'Business districts: Old Mill Quarter, Harbor Row',
        'Seasonal maintenance for Strategyton buildings',
      ],
      basis: [
        { label: 'Population band', value: '30,000 residents: 18 of 30' },
        { label: 'Local substance', value: 'overview of 90 words, 2 industries, 1 FAQ answers: 15 of 30' },
        { label: 'Published local posts', value: 'landing page published, 1 other posts: 15 of 25' },
        { label: 'Keyword coverage', value: '2 of 4 target keywords in published posts: 8 of 15' },
      ],
    });
    expect((await t.app.inject({ url: '/api/admin/hyper-local/strategy/atlantis', headers: admin })).statusCode).toBe(404);
  });

  it('suggests what the city lacks', async () => {
    const s = await get<{ suggestions: string[] }>('/api/admin/hyper-local/suggestions/strategyton');
    expect(s).toEqual({
      citySlug: 'strategyton',
      suggestions: [
        'Prepare a spring post for Strategyton before the season starts',
        'Write about cleaning checklist for Strategyton: no post on this topic yet',
        'Write about choosing a cleaning provider for Strategyton: no post on this topic yet',
        'Write about cost and budgeting for Strategyton: no post on this topic yet',
        'Cover industrial facilities in Strategyton: no post with this focus yet',
        'Cover retail facilities in Strategyton: no post with this focus yet',
        'Feature Old Mill Quarter: no Strategyton post mentions it yet',
      ],
    });
  });

  it('plans the next 12 weeks from Sunday, a seasonal post four weeks before spring, skipping what exists', async () => {
    const c = await get<{ weeks: unknown[] }>('/api/admin/hyper-local/content-calendar/strategyton');
    const week = (weekStart: string, topic: string, serviceType: string, title: string) => ({
      weekStart,
      title,
      topic,
      serviceType,
      season: null,
    });
    expect(c).toEqual({
      citySlug: 'strategyton',
      weeks: [
        week('2026-01-18', 'cleaning-checklist', 'medical', 'Cleaning checklist for medical facilities in Strategyton'),
        week('2026-01-25', 'choosing-a-provider', 'industrial', 'Choosing a cleaning provider for industrial facilities in Strategyton'),
        {
          weekStart: '2026-02-01',
          title: 'Spring facility cleaning in Strategyton',
          topic: 'floor-care',
          serviceType: 'medical',
          season: 'spring',
        },
        week('2026-02-08', 'cost-and-budgeting', 'office', 'Cost and budgeting for office facilities in Strategyton'),
        week('2026-02-15', 'health-and-hygiene', 'retail', 'Health and hygiene for retail facilities in Strategyton'),
        week('2026-02-22', 'winter-readiness', 'educational', 'Winter readiness for educational facilities in Strategyton'),
        week('2026-03-01', 'floor-care', 'restaurant', 'Floor care for restaurant facilities in Strategyton'),
        week('2026-03-08', 'after-hours-cleaning', 'industrial', 'After-hours cleaning for industrial facilities in Strategyton'),
        week('2026-03-15', 'compliance-and-safety', 'office', 'Compliance and safety for office facilities in Strategyton'),
        week('2026-03-22', 'local-business-spotlight', 'retail', 'Local business districts for retail facilities in Strategyton'),
        week('2026-03-29', 'cleaning-checklist', 'industrial', 'Cleaning checklist for industrial facilities in Strategyton'),
        week('2026-04-05', 'choosing-a-provider', 'office', 'Choosing a cleaning provider for office facilities in Strategyton'),
      ],
    });
  });

  it('gives the coverage figures against their targets', async () => {
    const c = await get<Record<string, number>>('/api/admin/hyper-local/coverage');
    const cityRows = await t.database.db.select({ keywords: cities.keywords }).from(cities);
    const postRows = await t.database.db.select().from(blogPosts);
    const localPublished = postRows.filter((p) => p.status === 'published' && p.citySlug !== null);
    const counts = {
      cities: cityRows.length,
      drafts: postRows.filter(
        (p) => p.status === 'draft' && p.authorId === 'system' && ['city-content', 'landing-page', 'seasonal'].includes(p.origin),
      ).length,
      keywords: new Set([...cityRows, ...localPublished].flatMap((r) => r.keywords.map((k) => k.toLowerCase()))).size,
    };
    // The only published local posts are Strategyton's two.
    expect(c).toEqual({
      totalCities: counts.cities,
      citiesWithContent: 1,
      cityTarget: 50,
      localKeywords: counts.keywords,
      keywordTarget: 850,
      drafts: counts.drafts,
    });
    expect(counts.drafts).toBeGreaterThanOrEqual(6);
  });
});

describe('the doorway check', () => {
  // Copyville arrives last: any page built from its facts (Quillmere's) is a doorway page, Quillmere's own included.
  // The three more populous invented cities get a landing page if they have none, so a landing-page run of one
  // city takes Copyville whatever ran before.
  beforeAll(async () => {
    await t.database.db.insert(cities).values(copyville);
    for (const slug of ['zephyrton', 'quillmere', 'brackenford']) {
      if (!(await postsOf(slug)).some((p) => p.origin === 'landing-page')) await handPost(`${slug}-doorway-landing`, slug, 'landing-page');
    }
  });

  it("fails a page that copies another city's text with a readable outcome, and stores nothing for it", async () => {
    const res = await post('/api/admin/hyper-local/generate-landing-pages', { limit: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      totalGenerated: 0,
      failed: 1,
      message: "Generated 0 landing pages as drafts for review; 1 failed (see the run's outcomes)",
    });
    const r = await run(res.json().runId);
    expect(r).toMatchObject({ total: 1, processed: 1, succeeded: 0, failed: 1, status: 'done' });
    const [outcome] = r.outcomes;
    expect(outcome!.label).toBe('Copyville');
    const match = /^Too close to Quillmere's (city page|landing page ".+"): (\d+)% of its 5-word phrases are shared$/.exec(outcome!.detail);
    expect(match, outcome!.detail).not.toBeNull();
    expect(Number(match![2])).toBeGreaterThan(40);
    expect(await postsOf('copyville')).toEqual([]);
  });

  it("refuses a near-copy of another city's page with the reason", async () => {
    const res = await post('/api/admin/hyper-local/seasonal-content', { citySlug: 'copyville', season: 'summer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Too close to Quillmere's .+: \d+% of its 5-word phrases are shared$/);
    expect(await postsOf('copyville')).toEqual([]);
  });
});
