/**
 * What makes two feed items the same story: the link without scheme, "www.", query, fragment or trailing
 * slash ("link:example.com/news/a-story"), or, when an item has no usable link, its title in lower case
 * with punctuation and extra spaces gone ("title:a story").
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
  return `${host}${path}`;
}
