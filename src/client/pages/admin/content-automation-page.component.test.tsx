import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { answerFetch, json, passTime, problem, renderScreen, useFakeTime, type SeenRequest } from '#tests/support/component-render.tsx';
import { RUN_POLL_MS } from '../../lib/use-content-run.ts';
import { SeoScore } from '../../features/content-automation/seo-score.tsx';
import { Page } from './content-automation-page.tsx';

type Answer = Response | Error | Promise<Response>;

/** Answers by "METHOD path"; a Promise holds the answer back until the test releases it. */
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

const sources = [
  { name: 'Cleaning & Maintenance Management', url: 'https://feeds.example.test/cmm.xml' },
  { name: 'ISSA Today', url: 'https://feeds.example.test/issa.xml' },
  { name: 'Facility Executive', url: 'https://feeds.example.test/fe.atom' },
  { name: 'Buildings', url: 'https://feeds.example.test/buildings.xml' },
];

function rssStatus(available: boolean) {
  return {
    totalPosts: 3,
    todayPosts: 1,
    isScheduled: available,
    nextRun: available ? '2026-11-24T18:00:00.000Z' : null,
    recentPosts: [],
    available,
    message: available ? 'Writer: built-in' : 'No RSS feeds are configured (set RSS_FEEDS)',
    sources: available ? sources : [],
    writer: 'built-in',
    lastRun: null,
  };
}

const contentStatus = {
  totalPosts: 14,
  systemGenerated: 5,
  manualPosts: 9,
  builtInPosts: 6,
  automationEnabled: true,
  recentPosts: [],
  reviewQueue: 4,
  writer: 'built-in',
  nextRun: null,
};

function run(over: Record<string, unknown>) {
  return {
    id: 31,
    kind: 'rss',
    status: 'running',
    trigger: 'manual',
    total: 4,
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

function adminPost(id: number, title: string, over: Record<string, unknown> = {}) {
  return {
    id,
    title,
    slug: `post-${id}`,
    excerpt: 'An excerpt long enough to be one.',
    content: 'Body',
    contentFormat: 'markdown',
    category: 'Tips',
    tags: [],
    isFeatured: false,
    featuredImage: null,
    readTime: 3,
    viewCount: 0,
    publishedAt: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    metaTitle: '',
    metaDescription: '',
    keywords: [],
    authorId: 'system',
    status: 'draft',
    origin: 'rss',
    citySlug: null,
    writer: 'built-in',
    sourceUrl: null,
    sourceName: null,
    ...over,
  };
}

function analysis(score: number) {
  return {
    postId: 12,
    title: 'Winter floor care',
    score,
    wordCount: 640,
    readabilityScore: 58.3,
    internalLinks: 1,
    imageAltTags: 0,
    images: 1,
    recommendations: ['Add a meta description of 120 to 160 characters (it has 0).'],
    checks: [
      { id: 'meta-description', label: 'Meta description of 120-160 characters', passed: false, points: 0, maxPoints: 15 },
      { id: 'word-count', label: 'At least 600 words', passed: true, points: 15, maxPoints: 15 },
    ],
  };
}

const base = {
  'GET /api/admin/content/status': () => json(contentStatus),
  'GET /api/admin/rss/status': () => json(rssStatus(true)),
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('content automation page', () => {
  it('shows the stat cards with the review queue link, and Run Aggregation is disabled while automation is not enabled', async () => {
    const seen = answerFetch(route({ ...base, 'GET /api/admin/rss/status': () => json(rssStatus(false)) }));
    renderScreen(<Page />, { path: '/admin/content-automation' });

    const figures = await screen.findByLabelText('Content figures');
    expect(within(figures).getByText('Total posts').closest('div')).toHaveTextContent('14');
    expect(within(figures).getByRole('link', { name: 'Review drafts (4)' })).toHaveAttribute('href', '/admin/blog?filter=review');
    expect(within(figures).getByText('Writer: Built-in writer')).toBeInTheDocument();
    // The articles the site came with are not the team's: 9 manual, 6 of them built in.
    expect(within(figures).getByText('Manual').closest('div')).toHaveTextContent('93 by the team, 6 came with the site');

    expect(await screen.findByText(/No RSS feeds are configured/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run Aggregation' })).toBeDisabled();
    // The four target keywords are content; the schedule is every 6 hours.
    const keywords = screen.getByRole('region', { name: 'Target keywords' });
    expect(within(keywords).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Every 6 hours')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the run’s progress while the aggregation is pending, then the completion toast with the counts', async () => {
    // The runs are polled every second: on a fake clock, so the test waits for no real second.
    useFakeTime();
    const aggregate = held();
    let runs = [run({ processed: 1, outcomes: [{ label: 'ISSA Today', outcome: 'ok', detail: '3 new items' }] })];
    const seen = answerFetch(
      route({
        ...base,
        'POST /api/admin/rss/aggregate': () => aggregate.answer,
        'GET /api/admin/content/runs': () => json(runs),
      }),
    );
    const { user } = renderScreen(<Page />, { path: '/admin/content-automation' });
    const sourcesRegion = await screen.findByRole('region', { name: 'RSS sources' });
    expect(await within(sourcesRegion).findByText('ISSA Today')).toBeInTheDocument();
    expect(within(sourcesRegion).getAllByRole('listitem')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Run Aggregation' }));
    expect(screen.getByRole('button', { name: 'Aggregating…' })).toBeDisabled();
    const progress = await screen.findByRole('region', { name: 'Aggregation in progress' });
    expect(within(progress).getByText(/1 of 4 items processed/)).toBeInTheDocument();
    expect(within(progress).getByRole('progressbar', { name: 'Aggregation in progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(within(progress).getByText('ISSA Today')).toBeInTheDocument();
    expect(within(progress).getByText('OK')).toBeInTheDocument();
    expect(seen.find((r) => r.url.startsWith('/api/admin/content/runs'))?.url).toBe('/api/admin/content/runs?kind=rss');

    // The next poll (a second later) shows the outcomes as they arrive.
    runs = [
      run({
        processed: 3,
        outcomes: [
          { label: 'ISSA Today', outcome: 'ok', detail: '3 new items' },
          { label: 'Facility Executive', outcome: 'failed', detail: 'The feed did not answer within 10 s' },
          { label: 'Green floors: a guide', outcome: 'duplicate', detail: 'Already written from Buildings' },
        ],
      }),
    ];
    expect(await within(progress).findByText(/3 of 4 items processed/)).toBeInTheDocument();
    expect(within(progress).getByText('Duplicate')).toBeInTheDocument();
    expect(within(progress).getByText('The feed did not answer within 10 s')).toBeInTheDocument();

    aggregate.release(json({ totalProcessed: 12, totalPublished: 5, message: 'Done', runId: 31 }));
    expect(await screen.findByText('RSS Aggregation Completed')).toBeInTheDocument();
    expect(screen.getByText('Processed 12 articles and published 5 posts.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run Aggregation' })).toBeEnabled());
  });

  it('a failed aggregation gives the spec’s toast with the server’s message under it; a busy one its own message', async () => {
    let answer = () => problem(502, 'Every feed failed: the writer refused its API key');
    answerFetch(route({ ...base, 'POST /api/admin/rss/aggregate': () => answer(), 'GET /api/admin/content/runs': () => json([]) }));
    const { user } = renderScreen(<Page />, { path: '/admin/content-automation' });
    await user.click(await screen.findByRole('button', { name: 'Run Aggregation' }));
    expect(await screen.findByText('RSS Aggregation Failed')).toBeInTheDocument();
    expect(screen.getByText('Please check your OpenAI API key configuration.')).toBeInTheDocument();
    expect(screen.getByText('Every feed failed: the writer refused its API key')).toBeInTheDocument();

    answer = () => problem(409, 'An RSS aggregation is already running');
    await user.click(await screen.findByRole('button', { name: 'Run Aggregation' }));
    expect(await screen.findByText('An RSS aggregation is already running')).toBeInTheDocument();
  });

  it('selecting a post analyses it; Optimize shows the score change and the changes, then the new analysis', async () => {
    let optimized = false;
    const seen = answerFetch(
      route({
        ...base,
        'GET /api/admin/blog/posts': () =>
          json([
            adminPost(12, 'Winter floor care'),
            adminPost(13, 'Green cleaning', { status: 'published', origin: 'manual', authorId: 'admin-1' }),
          ]),
        'GET /api/admin/seo/analyze/12': () => json(analysis(optimized ? 82 : 54)),
        'GET /api/admin/seo/history/12': () =>
          json(
            optimized
              ? [
                  {
                    id: 1,
                    createdAt: '2026-11-24T12:00:00.000Z',
                    scoreBefore: 54,
                    scoreAfter: 82,
                    changes: ['Meta description written'],
                    createdBy: 'admin-1',
                    runId: null,
                    before: {},
                    after: {},
                  },
                ]
              : [],
          ),
        'POST /api/admin/seo/auto-optimize/12': () => {
          optimized = true;
          return json({
            postId: 12,
            scoreBefore: 54,
            scoreAfter: 82,
            changes: ['Meta description written', 'Two internal links added'],
            analysis: analysis(82),
          });
        },
        'GET /api/admin/content/runs': () => json([]),
      }),
    );
    const { user } = renderScreen(<Page />, { path: '/admin/content-automation?tab=seo' });
    const picker = await screen.findByRole('combobox', { name: 'Post' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a post…', 'Winter floor care (draft)', 'Green cleaning (published)']);
    await user.selectOptions(picker, '12');
    const score = await screen.findByTestId('seo-score');
    expect(score).toHaveTextContent('54');
    expect(score).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('640')).toBeInTheDocument();
    expect(screen.getByText('Add a meta description of 120 to 160 characters (it has 0).')).toBeInTheDocument();
    expect(screen.getByText('Not optimised yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Optimize Post' }));
    expect(await screen.findByText('Post Optimized')).toBeInTheDocument();
    expect(screen.getByText('Score 54 → 82')).toBeInTheDocument();
    expect(screen.getByText('Two internal links added')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('seo-score')).toHaveAttribute('data-tone', 'green'));
    expect(await screen.findByText('Meta description written', { selector: 'span' })).toBeInTheDocument();
    // The optimisation's answer carries the new analysis: shown without reading it again.
    expect(seen.filter((r) => r.url === '/api/admin/seo/analyze/12')).toHaveLength(1);
  });

  it('a failed analysis and a failed optimisation say so in the spec’s words', async () => {
    let analyze = () => problem(500, 'boom');
    answerFetch(
      route({
        ...base,
        'GET /api/admin/blog/posts': () => json([adminPost(12, 'Winter floor care')]),
        'GET /api/admin/seo/analyze/12': () => analyze(),
        'GET /api/admin/seo/history/12': () => json([]),
        'POST /api/admin/seo/auto-optimize/12': () => problem(500, 'boom'),
        'GET /api/admin/content/runs': () => json([]),
      }),
    );
    const { user } = renderScreen(<Page />, { path: '/admin/content-automation?tab=seo' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Post' }), '12');
    expect(await screen.findByText('Failed to load SEO analysis')).toBeInTheDocument();

    analyze = () => json(analysis(70));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('seo-score')).toHaveAttribute('data-tone', 'yellow');
    await user.click(screen.getByRole('button', { name: 'Optimize Post' }));
    expect(await screen.findByText('Optimization Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to optimize the blog post.')).toBeInTheDocument();
  });

  it('mass optimisation: the started toast, then the run’s progress read every second until it ends', async () => {
    useFakeTime();
    let polls = 0;
    const seen = answerFetch(
      route({
        ...base,
        'GET /api/admin/blog/posts': () => json([]),
        'GET /api/admin/content/runs': () => json([]),
        'POST /api/admin/seo/optimize-all': () => json({ runId: 7, total: 3, message: 'Optimising 3 posts' }, 202),
        'GET /api/admin/content/runs/7': () => {
          polls += 1;
          return json(
            polls === 1
              ? run({
                  id: 7,
                  kind: 'seo-optimize-all',
                  total: 3,
                  processed: 1,
                  succeeded: 1,
                  outcomes: [{ label: 'Winter floor care', outcome: 'ok', detail: '54 → 82' }],
                })
              : run({
                  id: 7,
                  kind: 'seo-optimize-all',
                  status: 'done',
                  total: 3,
                  processed: 3,
                  succeeded: 2,
                  outcomes: [
                    { label: 'Winter floor care', outcome: 'ok', detail: '54 → 82' },
                    { label: 'Green cleaning', outcome: 'ok', detail: '61 → 80' },
                    { label: 'Office checklist', outcome: 'skipped', detail: 'Already at 91' },
                  ],
                  finishedAt: '2026-11-24T12:00:03.000Z',
                }),
          );
        },
      }),
    );
    const { user } = renderScreen(<Page />, { path: '/admin/content-automation?tab=seo' });
    await user.click(await screen.findByRole('button', { name: 'Optimize All Posts' }));
    expect(await screen.findByText('Mass Optimization Started')).toBeInTheDocument();
    expect(screen.getByText('Optimising 3 posts')).toBeInTheDocument();
    const progress = await screen.findByRole('region', { name: 'Optimisation in progress' });
    expect(within(progress).getByText(/1 of 3 posts processed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Optimizing all…' })).toBeDisabled();

    const done = await screen.findByRole('region', { name: 'Last optimisation of every post' });
    expect(within(done).getByText(/3 of 3 posts processed: 2 succeeded, 0 failed/)).toBeInTheDocument();
    expect(within(done).getByText('Skipped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Optimize All Posts' })).toBeEnabled();
    // Polling stops once the run has ended: five more poll intervals bring no read.
    await passTime(5 * RUN_POLL_MS);
    expect(seen.filter((r) => r.url === '/api/admin/content/runs/7')).toHaveLength(2);
  });

  it('a mass optimisation that cannot start says so', async () => {
    answerFetch(
      route({
        ...base,
        'GET /api/admin/blog/posts': () => json([]),
        'GET /api/admin/content/runs': () => json([]),
        'POST /api/admin/seo/optimize-all': () => problem(409, 'An optimisation of every post is already running'),
      }),
    );
    const { user } = renderScreen(<Page />, { path: '/admin/content-automation?tab=seo' });
    await user.click(await screen.findByRole('button', { name: 'Optimize All Posts' }));
    expect(await screen.findByText('Mass Optimization Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to start SEO optimization for all posts.')).toBeInTheDocument();
  });

  it('Content Analytics counts the posts by origin and status and lists the most read', async () => {
    answerFetch(
      route({
        ...base,
        'GET /api/admin/blog/posts': () =>
          json([
            adminPost(1, 'A', { origin: 'manual', authorId: 'admin-1', status: 'published', viewCount: 40 }),
            adminPost(2, 'B', { origin: 'manual', authorId: 'admin-1', status: 'published', viewCount: 90 }),
            adminPost(3, 'C', { origin: 'rss' }),
            adminPost(4, 'D', { origin: 'city-content', status: 'scheduled' }),
          ]),
      }),
    );
    renderScreen(<Page />, { path: '/admin/content-automation?tab=analytics' });
    const split = await screen.findByRole('region', { name: 'Generated and manual' });
    // The generated and manual split is the content status's own count (5 and 9 of 14), not recounted from the list.
    expect(within(split).getByRole('meter', { name: 'Generated' })).toHaveAttribute('aria-valuetext', '5 of 14');
    expect(within(split).getByRole('meter', { name: 'Manual' })).toHaveAttribute('aria-valuetext', '9 of 14');
    expect(within(split).getByText('Draft').nextElementSibling).toHaveTextContent('1');
    expect(within(split).getByText('Scheduled').nextElementSibling).toHaveTextContent('1');
    expect(within(split).getByText('Published').nextElementSibling).toHaveTextContent('2');
    const top = screen.getByRole('region', { name: 'Most read posts' });
    expect(
      within(top)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['B', 'A']);
  });
});

describe('SEO score colours (spec §9)', () => {
  it('red below 60, yellow from 60 to 79, green from 80', () => {
    const tones = [59, 60, 79, 80].map((score) => {
      const { getByTestId, unmount } = render(<SeoScore score={score} />);
      const tone = getByTestId('seo-score').getAttribute('data-tone');
      unmount();
      return tone;
    });
    expect(tones).toEqual(['red', 'yellow', 'yellow', 'green']);
  });
});
