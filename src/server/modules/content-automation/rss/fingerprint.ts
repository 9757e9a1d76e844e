/**
 * What makes two feed items the same story: the link without scheme, "www.", fragment, trailing slash or
 * tracking parameters, its other query parameters sorted ("link:example.com/news/a-story",
 * "link:example.com/?p=123"), or, when an item has no usable link, its title in lower case with
 * punctuation and extra spaces gone ("title:a story"). The query stays because many feeds name a story by
 * it (`/?p=123`, `article.asp?id=7`).
 */
export function storyFingerprint(item: { link: string; title: string }): string {
  const link = normaliseLink(item.link);
  if (link) return `link:${link}`;
  return `title:${item.title
    .toLowerCase()
    .replaceAll(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}`;
}

/** Query parameters that say where a reader came from, not which story: dropped. */
const TRACKING_PARAMETERS = new Set(['fbclid', 'gclid', 'mc_cid', 'mc_eid']);
const isTracking = (name: string) => name.toLowerCase().startsWith('utm_') || TRACKING_PARAMETERS.has(name.toLowerCase());

function normaliseLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const path = url.pathname.replace(/\/+$/, '');
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => !isTracking(name)));
  kept.sort();
  const query = kept.toString();
  return `${host}${path}${query ? `?${query}` : ''}`;
}
