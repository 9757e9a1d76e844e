import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSite } from '#tests/support/component-render.tsx';
import { renderPage, type StaticPageOutcome } from '../../entry-server.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T14:00:00Z')); // Tuesday, 8 AM in St. Paul
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the /scheduling page on the server', () => {
  it('is static HTML, never cached or indexed, the calendar an island that wakes once on screen', async () => {
    const outcome = (await renderPage({
      url: '/scheduling?utm_source=mail',
      site: testSite,
      loadJson: () => Promise.reject(new Error('the page reads nothing on the server')),
    })) as StaticPageOutcome;
    expect(outcome).toMatchObject({ kind: 'page', mode: 'static', status: 200, cacheable: false });
    expect(outcome.head).toContain('name="robots" content="noindex"');
    expect(outcome.head).toContain('<title>Book a Free Walk-Through | Twin Pines Cleaning</title>');
    expect(outcome.islandSite).toBeDefined();
    expect(outcome.body).toContain('Book a Free Walk-Through of Your Building');
    expect(outcome.body).toMatch(/data-island="scheduling"[^>]*data-props="\{&quot;today&quot;:&quot;2026-11-24&quot;,&quot;firstDay&quot;:&quot;2026-11-24&quot;\}"[^>]*data-island-wake="visible"/);
    // Before it wakes, the island shows this week's frame with its times loading.
    expect(outcome.body).toContain('Nov 22 – 28, 2026');
    expect(outcome.body).toContain('Loading free times');
  });

  it('opens on the next week on a Saturday evening, when this week has no hour left to start', async () => {
    vi.setSystemTime(new Date('2026-11-29T02:46:00Z')); // Saturday 8:46 PM in St. Paul
    const outcome = (await renderPage({
      url: '/scheduling',
      site: testSite,
      loadJson: () => Promise.reject(new Error('the page reads nothing on the server')),
    })) as StaticPageOutcome;
    expect(outcome.body).toContain('data-props="{&quot;today&quot;:&quot;2026-11-28&quot;,&quot;firstDay&quot;:&quot;2026-11-30&quot;}"');
    expect(outcome.body).toContain('Nov 29 – Dec 5, 2026');
    expect(outcome.body).not.toContain('Nov 22 – 28, 2026');
  });
});
