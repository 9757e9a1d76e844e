import { describe, expect, it } from 'vitest';
import { matchPath } from './route-match.ts';
import { matchRoute } from './routes.ts';

describe('matchPath', () => {
  it('matches static and parameter segments', () => {
    expect(matchPath('/about', '/about')).toEqual({});
    expect(matchPath('/cities/:citySlug', '/cities/edina')).toEqual({ citySlug: 'edina' });
    expect(matchPath('/cities/:citySlug', '/cities/edina/extra')).toBeNull();
    expect(matchPath('/about', '/services')).toBeNull();
  });

  it('does not throw on malformed escapes', () => {
    expect(matchPath('/cities/:citySlug', '/cities/%E0%A4%A')).toBeNull();
  });
});

describe('matchRoute', () => {
  it('serves the window page on both of its paths and falls back to not-found', () => {
    expect(matchRoute('/window-cleaning').route.page).toBe('public/window-cleaning-page');
    expect(matchRoute('/services/window-cleaning').route.page).toBe('public/window-cleaning-page');
    const missing = matchRoute('/nope');
    expect(missing.route.status).toBe(404);
  });
});
