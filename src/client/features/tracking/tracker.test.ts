import { describe, expect, it } from 'vitest';
import { createTracker, durationSeconds, isTrackedPath, pageOf, referrerOf, type ExitPayload, type VisitPayload } from './tracker.ts';

function setup() {
  let clock = 1_000_000;
  const visits: VisitPayload[] = [];
  const exits: ExitPayload[] = [];
  const tracker = createTracker({
    visitorId: 'visitor-0001',
    sessionId: 'session-0001',
    now: () => clock,
    sendVisit: (p) => visits.push(p),
    sendExit: (p) => exits.push(p),
  });
  const advance = (seconds: number) => {
    clock += seconds * 1000;
  };
  return { tracker, visits, exits, advance };
}

const at = (pathname: string, hash = '') => ({ pathname, hash });
const ids = { visitor_id: 'visitor-0001', session_id: 'session-0001' };

describe('isTrackedPath', () => {
  it('tracks public pages and skips signed-in areas and quote pages', () => {
    for (const p of ['/', '/blog', '/blog/winter-floors', '/cities/edina', '/login', '/quote-calculator'])
      expect(isTrackedPath(p)).toBe(true);
    for (const p of [
      '/admin',
      '/admin/login',
      '/admin-dashboard',
      '/admin/content-automation',
      '/user-management',
      '/crm-dashboard',
      '/employee-dashboard',
      '/customer-dashboard',
      '/account',
      // A quote's own page: its lead's id stays out of the analytics (decision 0038).
      '/quote/3f8c2a6e-5b1d-4c7e-9a2f-0d6b8e4c1a97',
    ])
      expect(isTrackedPath(p)).toBe(false);
  });
});

describe('pageOf, referrerOf and durationSeconds', () => {
  it('records path plus hash, never the query string', () => {
    expect(pageOf(at('/', '#quote'))).toBe('/#quote');
    expect(pageOf(at('/blog'))).toBe('/blog');
  });

  it("sends 'direct' without a referrer, a path for this site and the full address for others", () => {
    expect(referrerOf('', 'https://clean.example')).toBe('direct');
    expect(referrerOf('https://clean.example/blog?x=1#top', 'https://clean.example')).toBe('/blog#top');
    expect(referrerOf('https://www.google.com/', 'https://clean.example')).toBe('https://www.google.com/');
  });

  it('rounds to whole seconds within 0 to 24 hours', () => {
    expect(durationSeconds(0, 12_400)).toBe(12);
    expect(durationSeconds(0, 12_600)).toBe(13);
    expect(durationSeconds(5000, 0)).toBe(0);
    expect(durationSeconds(0, 3 * 24 * 3600 * 1000)).toBe(24 * 3600);
  });
});

describe('createTracker', () => {
  it('records the first visit with the document referrer', () => {
    const { tracker, visits } = setup();
    tracker.load(at('/blog'), 'https://www.google.com/');
    expect(visits).toEqual([{ ...ids, page: '/blog', referrer: 'https://www.google.com/' }]);
  });

  it('on a path change sends the exit of the previous page, then the new visit with the previous page as referrer', () => {
    const { tracker, visits, exits, advance } = setup();
    tracker.load(at('/'), 'direct');
    advance(12);
    tracker.navigate(at('/blog'));
    expect(exits).toEqual([{ ...ids, page: '/', duration: 12 }]);
    expect(visits[1]).toEqual({ ...ids, page: '/blog', referrer: '/' });
    advance(3);
    tracker.navigate(at('/blog', '#comments'));
    expect(exits[1]).toEqual({ ...ids, page: '/blog', duration: 3 });
    expect(visits[2]?.page).toBe('/blog#comments');
  });

  it('ignores history calls that keep the same path and hash (query string changes)', () => {
    const { tracker, visits, exits } = setup();
    tracker.load(at('/blog'), 'direct');
    tracker.navigate(at('/blog'));
    tracker.navigate(at('/blog'));
    expect(visits).toHaveLength(1);
    expect(exits).toHaveLength(0);
  });

  it('sends one exit per visit, however many hide and leave events arrive', () => {
    const { tracker, exits, advance, visits } = setup();
    tracker.load(at('/services'), 'direct');
    advance(40);
    tracker.exit();
    advance(5);
    tracker.exit();
    tracker.navigate(at('/about'));
    expect(exits).toEqual([{ ...ids, page: '/services', duration: 40 }]);
    expect(visits.map((v) => v.page)).toEqual(['/services', '/about']);
  });

  it('starts a new visit of the same page after a back/forward cache restore', () => {
    const { tracker, visits, exits, advance } = setup();
    tracker.load(at('/process'), 'direct');
    tracker.resume(); // not exited yet: nothing to resume
    expect(visits).toHaveLength(1);
    tracker.exit();
    tracker.resume();
    expect(visits).toHaveLength(2);
    expect(visits[1]).toEqual({ ...ids, page: '/process' });
    advance(7);
    tracker.exit();
    expect(exits.map((e) => e.duration)).toEqual([0, 7]);
  });

  it('never sends anything for signed-in areas, but still closes the public page left for one', () => {
    const { tracker, visits, exits, advance } = setup();
    tracker.load(at('/login'), 'direct');
    advance(9);
    tracker.navigate(at('/admin-dashboard'));
    advance(60);
    tracker.navigate(at('/user-management'));
    tracker.exit();
    expect(visits.map((v) => v.page)).toEqual(['/login']);
    expect(exits).toEqual([{ ...ids, page: '/login', duration: 9 }]);
    tracker.navigate(at('/'));
    expect(visits[1]).toEqual({ ...ids, page: '/', referrer: '/user-management' });
  });
});
