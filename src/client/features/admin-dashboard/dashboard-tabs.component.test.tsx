import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SystemHealth, SystemLog } from '#shared/contracts/system.ts';
import type { RssStatus } from '#shared/contracts/content-automation.ts';
import type { VisitorAnalytics, VisitorStats } from '#shared/contracts/tracking.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { AutoBlogTab } from './auto-blog-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { SystemTab } from './system-tab.tsx';
import { VisitorAnalyticsTab } from './visitor-analytics-tab.tsx';

type Reply = Response | Error | ((request: SeenRequest) => Response | Error);

/** Answers by 'METHOD /path' (the query string ignored); anything unlisted is a 404. Each request gets a fresh copy. */
function byPath(routes: Record<string, Reply>) {
  return (request: SeenRequest): Response | Error => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const reply = routes[`${request.method} ${path}`];
    if (!reply) return problem(404, `No answer for ${request.method} ${path}`);
    const answer = typeof reply === 'function' ? reply(request) : reply;
    return answer instanceof Response ? answer.clone() : answer;
  };
}

const NOW = new Date('2026-11-18T16:00:00.000Z'); // Wednesday, Nov 18, 2026, 10:00 in Minnesota

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin dashboard: System', () => {
  const health: SystemHealth = {
    serverLoad: 45.2,
    memoryUsage: 70,
    diskUsage: 91.5,
    instance: { hostname: 'web-1', pid: 4242 },
    uptimeSeconds: 3 * 86_400 + 4 * 3600,
    database: { reachable: true, pingMs: 1.2, sizeBytes: 1_000_000 },
    outbox: { pending: 0, failed: 0 },
    backup: {
      scheduled: true,
      lastSucceeded: { finishedAt: new Date(Date.now() - 2 * 3600_000).toISOString(), sizeBytes: 4_400_000 },
      lastFailure: null,
      running: false,
    },
    time: '2026-11-18T16:00:00.000Z',
  };
  const logs: SystemLog[] = [
    { level: 'ERROR', color: 'red', message: 'SMTP refused: 554', time: '2026-11-18T15:59:00.000Z', instance: 'web-1:4242' },
    { level: 'WARN', color: 'yellow', message: 'Slow query 812 ms', time: '2026-11-18T15:58:00.000Z', instance: 'web-1:4242' },
    { level: 'INFO', color: 'blue', message: 'Server listening', time: '2026-11-18T15:00:00.000Z', instance: 'web-1:4242' },
  ];

  it('draws CPU, memory and disk as bars, amber from 70% and red from 90%, and the log lines coloured by level', async () => {
    answerFetch(byPath({ 'GET /api/admin/system-health': json(health), 'GET /api/admin/system-logs': json(logs) }));
    renderScreen(<SystemTab />);

    const cpu = await screen.findByRole('meter', { name: 'CPU' });
    const memory = screen.getByRole('meter', { name: 'Memory' });
    const disk = screen.getByRole('meter', { name: 'Disk' });
    expect(cpu).toHaveAttribute('aria-valuenow', '45.2');
    expect(cpu.firstElementChild).toHaveClass('bg-brand-600');
    expect(memory.firstElementChild).toHaveClass('bg-amber-500');
    expect(disk.firstElementChild).toHaveClass('bg-red-600');
    expect(disk.firstElementChild).toHaveStyle({ width: '91.5%' });
    expect(screen.getByText('High')).toBeInTheDocument();
    expect(screen.getByText('Critical')).toBeInTheDocument();
    expect(screen.getByText('Instance web-1 (pid 4242), up 3 d 4 h.')).toBeInTheDocument();

    const lines = within(await screen.findByRole('list', { name: 'Log lines, newest first' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^ERROR.*SMTP refused: 554$/),
      expect.stringMatching(/^WARN.*Slow query 812 ms$/),
      expect.stringMatching(/^INFO.*Server listening$/),
    ]);
    expect(within(lines[0]!).getByText('ERROR')).toHaveClass('text-red-800');
    expect(within(lines[1]!).getByText('WARN')).toHaveClass('text-yellow-900');
    expect(within(lines[2]!).getByText('INFO')).toHaveClass('text-blue-800');
  });
});

describe('admin dashboard: Visitor Analytics', () => {
  const analytics = (fields: Partial<VisitorAnalytics> = {}): VisitorAnalytics => ({
    period: 'month',
    from: '2026-11-01T05:00:00.000Z',
    to: '2026-11-18T16:00:00.000Z',
    total_visits: 1234,
    unique_visitors: 800,
    new_visitors: 450,
    avg_duration: 150,
    device_data: [
      { device_type: 'desktop', count: 900 },
      { device_type: 'mobile', count: 300 },
      { device_type: 'tablet', count: 34 },
    ],
    browser_data: ['Chrome', 'Safari', 'Edge', 'Firefox', 'Samsung Internet', 'Opera', 'Other'].map((browser_name, i) => ({
      browser_name,
      count: 100 - i,
    })),
    location_data: [{ city: 'Minneapolis', country: 'US', count: 700 }],
    series_bucket: 'day',
    series: [
      { bucket: '2026-11-01', visits: 40 },
      { bucket: '2026-11-02', visits: 70 },
    ],
    ...fields,
  });
  const stats: VisitorStats = {
    today_visits: 50,
    week_visits: 300,
    month_visits: 1234,
    year_visits: 1200,
    unique_visitors: 800,
    new_visitors: 450,
    avg_duration: 150,
    previous_year_visits: 1500,
    previous_year_to_date_visits: 1000,
  };
  const api = (overrides: Record<string, Reply> = {}) =>
    byPath({
      'GET /api/admin/visitor-analytics': (request) => {
        const period = new URL(request.url, 'http://localhost').searchParams.get('period') as VisitorAnalytics['period'];
        return json(
          analytics({ period, ...(period === 'year' ? { series_bucket: 'month', series: [{ bucket: '2026-01', visits: 9 }] } : {}) }),
        );
      },
      'GET /api/admin/visitor-stats': json(stats),
      'GET /api/admin/top-pages': json([
        { page: '/', unique_visitors: 500, avg_duration: 90, visits: 700 },
        { page: '/quote-calculator', unique_visitors: 200, avg_duration: 240, visits: 260 },
      ]),
      ...overrides,
    });

  it('shows the month by default: the four cards, the chart, devices, 6 browsers, locations, top pages and year over year', async () => {
    const seen = answerFetch(api());
    renderScreen(<VisitorAnalyticsTab now={NOW} />);

    const cards = await screen.findByText('Total Visits');
    const figures = cards.closest('dl')!;
    expect(figures).toHaveTextContent('Total Visits1,234Unique Visitors800New Visitors450Avg Duration2.5 min');
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByLabelText('Year')).not.toBeInTheDocument();

    // The chart's numbers are in its hidden table.
    const chart = screen.getByRole('table', { name: 'Visits, this month' });
    expect(
      within(chart)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PeriodVisits', 'Nov 140', 'Nov 270']);

    expect(within(screen.getByRole('list', { name: 'Visits by device type' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'desktop900 (73%)',
    );
    expect(within(screen.getByRole('list', { name: 'Visits by browser' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'Visits by location' })).toHaveTextContent('Minneapolis, US700 (100%)');
    expect(await screen.findByRole('cell', { name: '260' })).toBeInTheDocument();

    const yoy = screen.getByRole('region', { name: 'Year over year' });
    expect(yoy).toHaveTextContent('2026 to date1,200');
    expect(yoy).toHaveTextContent('Same span of 20251,000+20.0% this year');
    expect(yoy).toHaveTextContent('All of 20251,500');
    expect(yoy).not.toHaveTextContent(/coming soon/i);

    const urls = seen.map((r) => r.url);
    expect(urls).toContain('/api/admin/visitor-analytics?period=month');
    expect(urls).toContain('/api/admin/top-pages?period=month');
    expect(urls).toContain('/api/admin/visitor-stats');
  });

  it('sends the year only for This Year, offers this year and 5 back, and Refresh keeps the period', async () => {
    const seen = answerFetch(api());
    const app = renderScreen(<VisitorAnalyticsTab now={NOW} />);
    await screen.findByText('Total Visits');

    await app.user.click(screen.getByRole('button', { name: 'This Week' }));
    await waitFor(() => expect(seen.map((r) => r.url)).toContain('/api/admin/visitor-analytics?period=week'));

    await app.user.click(screen.getByRole('button', { name: 'This Year' }));
    await waitFor(() => expect(seen.map((r) => r.url)).toContain('/api/admin/visitor-analytics?period=year&year=2026'));
    const year = screen.getByLabelText('Year');
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2025', '2024', '2023', '2022', '2021']);
    await app.user.selectOptions(year, '2024');
    await waitFor(() => expect(seen.map((r) => r.url)).toContain('/api/admin/visitor-analytics?period=year&year=2024'));

    const before = seen.filter((r) => r.url === '/api/admin/visitor-analytics?period=year&year=2024').length;
    await app.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(seen.filter((r) => r.url === '/api/admin/visitor-analytics?period=year&year=2024').length).toBe(before + 1));
    expect(screen.getByRole('button', { name: 'This Year' })).toHaveAttribute('aria-pressed', 'true');
    expect(seen.some((r) => r.url.includes('period=week&year') || r.url.includes('period=month&year'))).toBe(false);
  });

  it('on an analytics error: the Authentication Required banner with Login Again', async () => {
    answerFetch(api({ 'GET /api/admin/visitor-analytics': problem(500, 'Database unavailable') }));
    const app = renderScreen(<VisitorAnalyticsTab now={NOW} />, { path: '/admin/dashboard?tab=visitor-analytics' });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Authentication Required');
    expect(banner).toHaveTextContent('HTTP error! status: 500');
    await app.user.click(within(banner).getByRole('button', { name: 'Login Again' }));
    expect(app.path()).toBe('/admin/login');
  });
});

describe('admin dashboard: Auto Blog', () => {
  const status: RssStatus = {
    totalPosts: 3,
    todayPosts: 1,
    isScheduled: false,
    nextRun: null,
    recentPosts: [
      {
        id: 7,
        title: 'Winter floor care',
        createdAt: '2026-11-18T14:00:00.000Z',
        status: 'published',
        excerpt: 'Salt and slush.',
        path: '/blog/winter-floor-care',
      },
    ],
    available: false,
    message: 'Content automation is not set up yet',
  };

  it('says when aggregation fails with the server’s message, and when the server cannot be reached', async () => {
    let run = 0;
    answerFetch(
      byPath({
        'GET /api/admin/rss/status': json(status),
        'POST /api/admin/rss/aggregate': () => {
          run += 1;
          if (run === 1) return problem(503, 'Content automation is not set up yet');
          if (run === 2) return new TypeError('Failed to fetch');
          return json({ totalProcessed: 12, totalPublished: 3, message: 'Done' });
        },
      }),
    );
    const app = renderScreen(<AutoBlogTab />);
    const button = await screen.findByRole('button', { name: 'Run RSS Aggregation' });

    await app.user.click(button);
    expect(await screen.findByText('RSS Aggregation Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Content automation is not set up yet').length).toBeGreaterThan(0);

    await app.user.click(screen.getByRole('button', { name: 'Run RSS Aggregation' }));
    expect(await screen.findByText('RSS Aggregation Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to connect to server')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Run RSS Aggregation' }));
    expect(await screen.findByText('RSS Aggregation Completed')).toBeInTheDocument();
    expect(screen.getByText('Processed 12 articles and published 3 posts.')).toBeInTheDocument();
  });

  it('shares a generated post on the page id the pages call answers; a refusal is Facebook Post Failed', async () => {
    const seen = answerFetch(
      byPath({
        'GET /api/admin/rss/status': json(status),
        'GET /api/admin/facebook/pages': json([{ id: '1029384756', name: 'Twin Pines Cleaning', category: 'Cleaning Service' }]),
        'POST /api/admin/facebook/auto-post-blog': problem(502, 'Facebook refused: the token expired (code 190)'),
      }),
    );
    const app = renderScreen(<AutoBlogTab />);
    await app.user.click(await screen.findByRole('button', { name: 'Share on Facebook: Winter floor care' }));

    expect(await screen.findByText('Facebook Post Failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to share blog post. Facebook refused: the token expired (code 190)')).toBeInTheDocument();
    const post = seen.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      pageId: '1029384756',
      blogTitle: 'Winter floor care',
      blogExcerpt: 'Salt and slush.',
      blogUrl: '/blog/winter-floor-care',
    });
  });

  it('Check Pages that fails is Facebook Error – Unable to connect to Facebook', async () => {
    answerFetch(
      byPath({
        'GET /api/admin/rss/status': json(status),
        'GET /api/admin/facebook/pages': problem(503, 'Facebook is not configured: set FACEBOOK_PAGE_ID'),
      }),
    );
    const app = renderScreen(<AutoBlogTab />);
    await app.user.click(await screen.findByRole('button', { name: 'Check Pages' }));
    expect(await screen.findByText('Facebook Error')).toBeInTheDocument();
    expect(screen.getAllByText('Unable to connect to Facebook. Facebook is not configured: set FACEBOOK_PAGE_ID').length).toBe(2);
  });
});

describe('admin dashboard: Reports', () => {
  it('downloads the chosen month’s JSON from Generate, and says so when it fails', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const seen = answerFetch(
      byPath({
        'GET /api/admin/reports/financial': new Response('{"report":"financial"}', {
          headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="financial-report-2026-10.json"' },
        }),
        'GET /api/admin/reports/lead-analytics': problem(500, 'Database unavailable'),
      }),
    );
    const app = renderScreen(<ReportsTab now={NOW} />);
    expect(screen.getAllByRole('button', { name: /^Generate / })).toHaveLength(6);
    await app.user.selectOptions(screen.getByLabelText('Month'), '2026-10');
    await app.user.click(screen.getByRole('button', { name: 'Generate Financial Report, October 2026' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(seen[0]!.url).toBe('/api/admin/reports/financial?month=2026-10&period=month');

    await app.user.click(screen.getByRole('button', { name: 'Generate Lead Analytics Report, October 2026' }));
    expect(await screen.findByText('Failed to generate report. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
