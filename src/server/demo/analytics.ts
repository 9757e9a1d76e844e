import { addDays, daysBetween, weekdayOf, type IsoDate } from '#shared/domain/company-time.ts';
import { postsA } from '../db/seed/blog/posts-a.ts';
import { postsB } from '../db/seed/blog/posts-b.ts';
import { createAnalyticsVisitsRepository, type VisitRow } from './analytics-visits.repository.ts';
import { partRandom, type DemoContext } from './demo-context.ts';
import { uuidFrom, type Journey } from './journeys.ts';
import { pickPlace, weightedPlaces } from './places.ts';
import type { Random } from './random.ts';

/**
 * A year of the public site's visitors (decision 0044): busier on weekdays and in office hours,
 * quieter in midsummer and at the holidays, growing over the year; desktops, phones and tablets with
 * their usual browsers; visitors from the served cities (a few from farther away), arriving on city
 * pages, the home page, blog posts and search; a third of them come back. The visitors whose
 * requests became leads (journeys.ts) are among them, with the pages they read before and after.
 */

const BLOG = [...postsA, ...postsB].map((p) => `/blog/${p.slug}`);
const PAGES_AFTER = ['/services', '/about', '/quote-calculator', '/areas-we-serve', '/process', '/blog', '/scheduling', '/window-cleaning'];
const REFERRERS: ReadonlyArray<readonly [string, number]> = [
  ['direct', 34],
  ['https://www.google.com/', 41],
  ['https://www.bing.com/', 7],
  ['https://duckduckgo.com/', 3],
  ['https://www.facebook.com/', 6],
  ['https://www.linkedin.com/', 4],
  ['https://www.yelp.com/', 3],
  ['https://www.bbb.org/', 2],
];
const DEVICES: ReadonlyArray<readonly ['desktop' | 'mobile' | 'tablet', number]> = [
  ['desktop', 56],
  ['mobile', 37],
  ['tablet', 7],
];
const AGENTS: Record<string, ReadonlyArray<readonly [string, string, number]>> = {
  desktop: [
    ['Chrome', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 60],
    [
      'Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      19,
    ],
    ['Safari', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 13],
    ['Firefox', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 8],
  ],
  mobile: [
    [
      'Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      55,
    ],
    ['Chrome', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 34],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-S921U) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      11,
    ],
  ],
  tablet: [
    [
      'Safari',
      'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      72,
    ],
    ['Chrome', 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 28],
  ],
};
const FAR_AWAY: ReadonlyArray<readonly [string, string]> = [
  ['United States', 'Chicago'],
  ['United States', 'Madison'],
  ['United States', 'Duluth'],
  ['United States', 'Des Moines'],
  ['Canada', 'Winnipeg'],
  ['Unknown', 'Unknown'],
];
/** Visitors' places: the served cities by their weight (decision 0044's places), and about one in twelve from farther away. */
const SERVED_WEIGHT = weightedPlaces.reduce((sum, [, w]) => sum + w, 0);
const PLACES: ReadonlyArray<readonly [readonly [string, string], number]> = [
  ...weightedPlaces.map(([p, w]) => [['United States', p.city] as const, w] as const),
  ...FAR_AWAY.map((p) => [p, SERVED_WEIGHT / 12 / FAR_AWAY.length] as const),
];
/** Visits by hour of the day (Minnesota), 0 to 23. */
const HOURS = [1, 0.5, 0.3, 0.3, 0.4, 1, 2, 4, 7, 9, 9, 8, 7, 8, 8, 7, 6, 5, 4, 4, 3.5, 3, 2, 1.5].map((w, h) => [h, w] as const);
const PAGES_PER_SESSION = 2.2;

/** How busy a day is against the year's average: weekdays, season, holidays, a growing business. */
function dayWeight(day: IsoDate, progress: number): number {
  const weekday = [0.45, 1.2, 1.25, 1.2, 1.15, 0.95, 0.55][weekdayOf(day)]!;
  const month = Number(day.slice(5, 7));
  const season = [0.95, 1.05, 1.15, 1.15, 1.1, 0.95, 0.8, 0.85, 1.15, 1.15, 1.0, 0.75][month - 1]!;
  const holiday = day.endsWith('-12-25') || day.endsWith('-01-01') || day.endsWith('-07-04') ? 0.3 : 1;
  return weekday * season * holiday * (0.75 + 0.5 * progress);
}

interface Visitor {
  id: string;
  device: 'desktop' | 'mobile' | 'tablet';
  browser: string;
  agent: string;
  place: readonly [string, string];
}

export async function writeAnalytics(ctx: DemoContext): Promise<number> {
  const r = partRandom(ctx.seed, 'analytics');
  const repo = createAnalyticsVisitsRepository(ctx.db);
  const days = daysBetween(ctx.firstDay, ctx.today) + 1;
  const weights = Array.from({ length: days }, (_, i) => dayWeight(addDays(ctx.firstDay, i), i / days));
  const total = weights.reduce((a, b) => a + b, 0);
  const sessionsWanted = (ctx.size.analyticsVisits - journeyVisits(ctx.journeys.all)) / PAGES_PER_SESSION;
  const returning: Visitor[] = [];
  let buffer: VisitRow[] = [];
  let written = 0;
  let writing = 0;
  const flush = async () => {
    const began = performance.now();
    written += buffer.length;
    await repo.insert(buffer);
    buffer = [];
    writing += performance.now() - began;
  };
  const newVisitor = (): Visitor => {
    const device = r.weighted(DEVICES);
    const [browser, agent] = r.weighted(AGENTS[device]!.map(([b, a, w]) => [[b, a] as const, w] as const));
    return { id: uuidFrom(r), device, browser, agent, place: r.weighted(PLACES) };
  };
  for (let i = 0; i < days; i++) {
    const day = addDays(ctx.firstDay, i);
    const midnight = ctx.storyMoment(day, '00:00');
    // The expected number of the day's sessions, drawn around its weight.
    const sessions = Math.round(((sessionsWanted * weights[i]!) / total) * (0.85 + r.next() * 0.3));
    for (let s = 0; s < sessions; s++) {
      // Minutes after midnight (an hour off on the two days the clocks change: no matter for a visit count).
      const start = new Date(midnight.getTime() + (r.weighted(HOURS) * 60 + r.int(0, 59)) * 60_000);
      if (start.getTime() > ctx.now.getTime()) continue;
      const back = returning.length > 50 && r.chance(0.3);
      const visitor = back ? r.pick(returning) : newVisitor();
      if (!back && r.chance(0.35)) returning.push(visitor);
      if (returning.length > 4_000) returning.splice(0, 1_000);
      const landing = r.weighted<string>([
        ['/', 30],
        [`/cities/${pickPlace(r).slug}`, 25],
        [r.pick(BLOG), 15],
        ['/services', 10],
        ['/areas-we-serve', 4],
        ['/window-cleaning', 5],
        ['/quote-calculator', 5],
        ['/about', 3],
        ['/scheduling', 3],
      ]);
      const pages = [
        landing,
        ...Array.from(
          {
            length: r.weighted([
              [0, 35],
              [1, 30],
              [2, 20],
              [3, 10],
              [4, 5],
            ]),
          },
          () => r.pick(PAGES_AFTER),
        ),
      ];
      buffer.push(...session(r, ctx, visitor, pages, start, r.weighted(REFERRERS)));
      if (buffer.length >= 20_000) await flush();
    }
  }
  for (const journey of ctx.journeys.all) buffer.push(...journeySessions(r, ctx, journey, newVisitor()));
  await flush();
  ctx.progress(
    `analytics: ${written.toLocaleString('en-US')} page visits written (${(writing / 1000).toFixed(1)} s of it in the database)`,
  );
  await repo.countEverything();
  return written;
}

/** One session's page views, a minute or few apart; the last page's time unknown when the visitor closed the tab. */
function session(r: Random, ctx: DemoContext, visitor: Visitor, pages: readonly string[], start: Date, referrer: string): VisitRow[] {
  const sessionId = uuidFrom(r);
  let at = start.getTime();
  return pages.map((page, i) => {
    const duration = r.int(8, 420);
    const row: VisitRow = {
      visitorId: visitor.id,
      sessionId,
      page,
      referrer: i === 0 ? referrer : `${ctx.config.siteUrl}${pages[i - 1]}`,
      userAgent: visitor.agent,
      deviceType: visitor.device,
      browserName: visitor.browser,
      country: visitor.place[0],
      city: visitor.place[1],
      visitStart: new Date(at),
      durationSeconds: i === pages.length - 1 && r.chance(0.35) ? null : duration,
    };
    at += (duration + r.int(2, 20)) * 1000;
    return row;
  });
}

/** About how many visits the journeys add (two sessions of two pages, and the returns). */
const journeyVisits = (journeys: readonly Journey[]) => journeys.length * 6;

/** A lead's visitor: arrived days before, read a few pages, sent the request, came back now and then. */
function journeySessions(r: Random, ctx: DemoContext, journey: Journey, visitor: Visitor): VisitRow[] {
  const own = { ...visitor, id: journey.visitorId, place: r.chance(0.9) ? visitor.place : (['United States', 'Minneapolis'] as const) };
  const minute = 60_000;
  const first = new Date(Math.max(ctx.storyMoment(ctx.firstDay, '08:00').getTime(), journey.at.getTime() - r.int(1, 20) * 86_400_000));
  const rows = [
    ...session(r, ctx, own, [journey.arrival, r.pick(PAGES_AFTER)], first, r.weighted(REFERRERS)),
    ...session(r, ctx, own, ['/services', journey.requestPage], new Date(journey.at.getTime() - r.int(4, 12) * minute), 'direct'),
  ];
  for (let n = 1; n <= journey.returns; n++) {
    const at = new Date(journey.at.getTime() + r.int(1, 25) * 86_400_000 + r.int(0, 600) * minute);
    if (at.getTime() < ctx.now.getTime())
      rows.push(...session(r, ctx, own, [r.pick(['/', '/services', '/about', r.pick(BLOG)])], at, 'direct'));
  }
  return rows;
}
