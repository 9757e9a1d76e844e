import { UNTRACKED_PREFIXES } from '../features/tracking/tracker.ts';

/** Long enough that sweeping the pointer across a menu prefetches nothing. */
export const HOVER_DELAY_MS = 65;
const NOT_PAGES = [...UNTRACKED_PREFIXES, '/api', '/assets', '/login', '/set-password'];

/**
 * Public pages are full page loads; hovering (or touching) a link to another of
 * them fetches it ahead into the HTTP cache, so the click feels instant.
 */
export function installPrefetch(doc: Document = document): void {
  const done = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const targetOf = (event: Event): URL | undefined => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || link.target || link.hasAttribute('download')) return undefined;
    const url = new URL(link.href, doc.location.href);
    if (url.origin !== doc.location.origin || NOT_PAGES.some((prefix) => url.pathname.startsWith(prefix))) return undefined;
    if (url.pathname === doc.location.pathname && url.search === doc.location.search) return undefined;
    return url;
  };
  const prefetch = (url: URL) => {
    const key = url.pathname + url.search;
    if (done.has(key)) return;
    done.add(key);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = key;
    doc.head.append(link);
  };

  const onHover = (event: Event) => {
    const url = targetOf(event);
    clearTimeout(timer);
    if (url) timer = setTimeout(() => prefetch(url), HOVER_DELAY_MS);
  };
  doc.addEventListener('pointerover', onHover);
  doc.addEventListener('focusin', onHover);
  doc.addEventListener('pointerout', () => clearTimeout(timer));
  doc.addEventListener(
    'touchstart',
    (event) => {
      const url = targetOf(event);
      if (url) prefetch(url);
    },
    { passive: true },
  );
}
