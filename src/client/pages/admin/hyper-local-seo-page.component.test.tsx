import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answerFetch, json, problem, renderScreen, useFakeTime, type SeenRequest } from '#tests/support/component-render.tsx';
import { bulkLimit } from '../../features/hyper-local/bulk-limit.ts';
import { Page } from './hyper-local-seo-page.tsx';

type Answer = Response | Error | Promise<Response>;

function route(handlers: Record<string, (r: SeenRequest) => Answer>) {
  return (request: SeenRequest) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const handler = handlers[`${request.method} ${path}`];
    return (handler ? handler(request) : problem(404, `No answer for ${request.method} ${path}`)) as Response;
  };
}

function held() {
  let release: (r: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer, release };
}

// 25 cities, listed by name as the API does; populations written by hand.
const populations: Array<[string, number]> = [
  ['Andover', 32601],
  ['Anoka', 17921],
  ['Apple Valley', 56374],
  ['Blaine', 70222],
  ['Bloomington', 89987],
  ['Brooklyn Park', 86478],
  ['Burnsville', 64317],
  ['Chanhassen', 25947],
  ['Coon Rapids', 63599],
  ['Eagan', 68855],
  ['Eden Prairie', 64198],
  ['Edina', 53494],
  ['Hastings', 22154],
  ['Lakeville', 69490],
  ['Maple Grove', 70253],
  ['Minneapolis', 429954],
  ['Minnetonka', 53781],
  ['Plymouth', 81026],
  ['Prior Lake', 27617],
  ['Roseville', 36254],
  ['Savage', 32465],
  ['Shakopee', 43698],
  ['St. Paul', 311527],
  ['Woodbury', 75102],
  ['Maplewood', 42088],
];
const cities = {
  cities: populations.map(([name, population]) => ({
    name,
    slug: name.toLowerCase().replace(/\. /g, '-').replace(/ /g, '-'),
    county: 'Hennepin',
    population,
    category: 'suburb',
  })),
};

const coverage = { totalCities: 89, citiesWithContent: 12, cityTarget: 50, localKeywords: 430, keywordTarget: 850, drafts: 3 };

function run(over: Record<string, unknown>) {
  return {
    id: 40,
    kind: 'landing-pages',
    status: 'running',
    trigger: 'manual',
    total: 5,
    processed: 0,
    succeeded: 0,
    failed: 0,
    message: '',
    outcomes: [],
    startedAt: '2026-11-24T12:00:00.000Z',
    finishedAt: null,
    ...over,
  };
}

const base = {
  'GET /api/cities': () => json(cities),
  'GET /api/admin/hyper-local/coverage': () => json(coverage),
  'GET /api/admin/content/runs': () => json([]),
};

const posts = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'POST');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('bulk limit (spec §5)', () => {
  it('reads the number with parseInt, falls back to 10 when it is not one, and holds it to the range', () => {
    const cities = { min: 1, max: 30, fallback: 10 };
    expect(bulkLimit('', cities)).toBe(10);
    expect(bulkLimit('abc', cities)).toBe(10);
    expect(bulkLimit('12abc', cities)).toBe(12);
    expect(bulkLimit('7', cities)).toBe(7);
    expect(bulkLimit('0', cities)).toBe(1);
    expect(bulkLimit('99', cities)).toBe(30);
    expect(bulkLimit('28', { min: 1, max: 25, fallback: 10 })).toBe(25);
  });
});

describe('hyper-local SEO page', () => {
  it('shows the coverage against 50+ cities and 850+ local keywords, and the drafts awaiting review', async () => {
    answerFetch(route(base));
    renderScreen(<Page />, { path: '/admin/hyper-local-seo' });
    const cityBar = await screen.findByRole('meter', { name: 'Cities with a published local article' });
    expect(cityBar).toHaveAttribute('aria-valuetext', '12 of 50+');
    expect(cityBar).toHaveAttribute('aria-valuemax', '50');
    // "0 of 50+" beside 89 city pages read as if no city had a page: the bar says what it counts.
    expect(
      screen.getByText(/^All 89 served cities have their own page; this bar counts those with a published local article/),
    ).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Local keywords' })).toHaveAttribute('aria-valuetext', '430 of 850+');
    expect(screen.getByRole('link', { name: '3 drafts await review' })).toHaveAttribute('href', '/admin/blog?filter=review');
  });

  it('the two bulk inputs share one value (default 10); a value that is not a number sends 10', async () => {
    const seen = answerFetch(
      route({
        ...base,
        'POST /api/admin/hyper-local/generate-landing-pages': () => json({ totalGenerated: 0, failed: 0, message: 'ok', runId: 40 }),
        'POST /api/admin/hyper-local/generate-city-content': () =>
          json({ totalGenerated: 0, failed: 0, message: 'ok', runId: 41, citySlug: null, postIds: [] }),
      }),
    );
    const { user } = renderScreen(<Page />, { path: '/admin/hyper-local-seo' });
    const landing = within(await screen.findByRole('region', { name: 'Bulk landing pages' }));
    const content = within(screen.getByRole('region', { name: 'Bulk city content' }));
    const cityCount = landing.getByRole('spinbutton', { name: 'Number of cities' });
    const postCount = content.getByRole('spinbutton', { name: 'Number of posts' });
    expect(cityCount).toHaveValue(10);
    expect(postCount).toHaveValue(10);

    await user.clear(cityCount);
    await user.type(cityCount, '7');
    expect(postCount).toHaveValue(7);
    await user.click(content.getByRole('button', { name: 'Generate 7 Posts' }));
    expect(await screen.findByText('Content Generated Successfully!')).toBeInTheDocument();
    expect(posts(seen).at(-1)).toMatchObject({ url: '/api/admin/hyper-local/generate-city-content', body: { limit: 7 } });

    // Emptied (a number field holds '' for anything that is not a number): both calls fall back to 10.
    await user.clear(postCount);
    expect(cityCount).toHaveValue(null);
    expect(landing.getByText(/This run uses 10 cities/)).toBeInTheDocument();
    await user.click(landing.getByRole('button', { name: 'Generate 10 Landing Pages' }));
    expect(await screen.findByText('Landing Pages Generated!')).toBeInTheDocument();
    expect(posts(seen).at(-1)).toMatchObject({ url: '/api/admin/hyper-local/generate-landing-pages', body: { limit: 10 } });

    // Over a call's range: each call is held to its own (30 cities, 25 posts).
    await user.type(cityCount, '28');
    expect(landing.getByRole('button', { name: 'Generate 28 Landing Pages' })).toBeInTheDocument();
    await user.click(content.getByRole('button', { name: 'Generate 25 Posts' }));
    await vi.waitFor(() => expect(posts(seen).map((r) => r.body)).toEqual([{ limit: 7 }, { limit: 10 }, { limit: 25 }]));
  });

  it('bulk landing pages show the run’s progress while pending, then the toast and the drafts to review', async () => {
    // The runs are polled every second: on a fake clock, so the test waits for no real second.
    useFakeTime();
    const generate = held();
    let started = false;
    const earlier = run({ id: 39, status: 'done', processed: 5, succeeded: 5, finishedAt: '2026-11-23T12:00:00.000Z' });
    const seen = answerFetch(
      route({
        ...base,
        'GET /api/admin/content/runs': () =>
          json(
            !started
              ? [earlier]
              : [
                  run({
                    processed: 2,
                    outcomes: [
                      { label: 'Bloomington', outcome: 'ok', detail: 'Draft written' },
                      { label: 'Edina', outcome: 'failed', detail: 'Shares 52% of its shingles with Richfield' },
                    ],
                  }),
                ],
          ),
        'POST /api/admin/hyper-local/generate-landing-pages': () => {
          started = true;
          return generate.answer;
        },
      }),
    );
    const { user } = renderScreen(<Page />, { path: '/admin/hyper-local-seo' });
    const landing = within(await screen.findByRole('region', { name: 'Bulk landing pages' }));
    // Before: the last run, finished.
    expect(await landing.findByRole('region', { name: 'Bulk landing pages: last run' })).toHaveTextContent('5 of 5 cities processed');
    await user.click(landing.getByRole('button', { name: 'Generate 10 Landing Pages' }));
    expect(landing.getByRole('button', { name: 'Generating…' })).toBeDisabled();
    // The runs are read every second while the call is pending.
    const progress = await landing.findByRole('region', { name: 'Bulk landing pages: in progress' });
    expect(within(progress).getByText(/2 of 5 cities processed/)).toBeInTheDocument();
    expect(within(progress).getByText('Shares 52% of its shingles with Richfield')).toBeInTheDocument();
    expect(seen.some((r) => r.url === '/api/admin/content/runs?kind=landing-pages')).toBe(true);

    generate.release(json({ totalGenerated: 4, failed: 1, message: '4 drafts', runId: 40 }));
    expect(await screen.findByText('Landing Pages Generated!')).toBeInTheDocument();
    expect(screen.getByText('4 landing pages generated as drafts, 1 failed.')).toBeInTheDocument();
    expect(await landing.findByRole('link', { name: '4 drafts await review' })).toHaveAttribute('href', '/admin/blog?filter=review');
  });

  it('a failed generation shows the server’s message, or the default text', async () => {
    let answer = () => problem(409, 'Landing pages are already being generated');
    answerFetch(route({ ...base, 'POST /api/admin/hyper-local/generate-landing-pages': () => answer() }));
    const { user } = renderScreen(<Page />, { path: '/admin/hyper-local-seo' });
    const landing = within(await screen.findByRole('region', { name: 'Bulk landing pages' }));
    await user.click(landing.getByRole('button', { name: 'Generate 10 Landing Pages' }));
    expect(await screen.findByText('Landing Page Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Landing pages are already being generated')).toBeInTheDocument();

    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await user.click(await landing.findByRole('button', { name: 'Generate 10 Landing Pages' }));
    expect(await screen.findByText('Failed to generate landing pages')).toBeInTheDocument();
  });

  it('the city picker lists exactly the 20 most populous cities, largest first', async () => {
    answerFetch(route(base));
    renderScreen(<Page />, { path: '/admin/hyper-local-seo' });
    const picker = await screen.findByRole('combobox', { name: 'City' });
    const names = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent)
      .slice(1);
    expect(names).toEqual([
      'Minneapolis',
      'St. Paul',
      'Bloomington',
      'Brooklyn Park',
      'Plymouth',
      'Woodbury',
      'Maple Grove',
      'Blaine',
      'Lakeville',
      'Eagan',
      'Burnsville',
      'Eden Prairie',
      'Coon Rapids',
      'Apple Valley',
      'Minnetonka',
      'Edina',
      'Shakopee',
      'Maplewood',
      'Roseville',
      'Andover',
    ]);
  });

  it('seasonal content without a city or a season says Missing Information and sends nothing', async () => {
    const seen = answerFetch(
      route({
        ...base,
        'GET /api/admin/hyper-local/strategy/edina': () =>
          json({
            citySlug: 'edina',
            cityName: 'Edina',
            rankingPotential: 64,
            targetKeywords: ['office cleaning Edina'],
            contentPillars: ['Southdale offices'],
            basis: [{ label: 'Population', value: '53,494' }],
          }),
        'GET /api/admin/hyper-local/suggestions/edina': () => json({ citySlug: 'edina', suggestions: ['Floor care for Southdale retail'] }),
        'GET /api/admin/hyper-local/content-calendar/edina': () =>
          json({
            citySlug: 'edina',
            weeks: [
              {
                weekStart: '2026-11-29',
                title: 'Winter entry mats for Edina offices',
                topic: 'winter-readiness',
                serviceType: 'office',
                season: 'winter',
              },
            ],
          }),
        'POST /api/admin/hyper-local/seasonal-content': () =>
          json({ citySlug: 'edina', season: 'winter', totalGenerated: 1, postId: 90, message: 'Draft written' }),
      }),
    );
    const { user } = renderScreen(<Page />, { path: '/admin/hyper-local-seo' });
    const generate = await screen.findByRole('button', { name: 'Generate Seasonal Content' });
    await user.click(generate);
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please select a city and season')).toBeInTheDocument();

    // A city without a season: still missing.
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'edina');
    await user.click(generate);
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);

    // The city's strategy, suggestions and calendar.
    const strategy = await screen.findByRole('region', { name: 'Strategy for Edina' });
    expect(within(strategy).getByRole('meter', { name: 'Ranking potential' })).toHaveAttribute('aria-valuenow', '64');
    expect(within(strategy).getByText('Floor care for Southdale retail')).toBeInTheDocument();
    expect(within(strategy).getByText('Winter entry mats for Edina offices')).toBeInTheDocument();
    expect(within(strategy).getByText('Week 1 · Sun, Nov 29')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), 'winter');
    await user.click(generate);
    expect(await screen.findByText('Seasonal Content Generated!')).toBeInTheDocument();
    expect(posts(seen)).toEqual([
      expect.objectContaining({ url: '/api/admin/hyper-local/seasonal-content', body: { citySlug: 'edina', season: 'winter' } }),
    ]);
  });

  it('city content needs a city; then it sends the city, topic and service focus', async () => {
    const seen = answerFetch(
      route({
        ...base,
        'GET /api/admin/hyper-local/strategy/bloomington': () => problem(404, 'No such city'),
        'GET /api/admin/hyper-local/suggestions/bloomington': () => json({ citySlug: 'bloomington', suggestions: [] }),
        'GET /api/admin/hyper-local/content-calendar/bloomington': () => json({ citySlug: 'bloomington', weeks: [] }),
        'POST /api/admin/hyper-local/generate-city-content': () => problem(502, 'The writer did not answer'),
      }),
    );
    const { user } = renderScreen(<Page />, { path: '/admin/hyper-local-seo' });
    const button = await screen.findByRole('button', { name: 'Generate City Content' });
    expect(button).toBeDisabled();
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    const focus = screen.getByRole('combobox', { name: 'Service focus' });
    expect(within(topic).getAllByRole('option')).toHaveLength(10);
    expect(
      within(focus)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Office', 'Medical', 'Retail', 'Industrial', 'Educational', 'Restaurant']);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'bloomington');
    await user.selectOptions(topic, 'floor-care');
    await user.selectOptions(focus, 'medical');
    await user.click(button);
    expect(await screen.findByText('Content Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('The writer did not answer')).toBeInTheDocument();
    expect(posts(seen)[0]?.body).toEqual({ citySlug: 'bloomington', topic: 'floor-care', serviceType: 'medical' });
    expect(await screen.findByText('The strategy could not be loaded')).toBeInTheDocument();
  });
});
