/** What a click in post content needs to know (a subset of MouseEvent). */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * The in-site path to navigate to without a page load when a link in a post's
 * content is clicked, or null to let the browser handle it (other sites, new
 * tabs, modified clicks, downloads, mailto/tel, in-page anchors).
 */
export function clientNavigationTarget(
  anchor: { href: string; target: string; hasAttribute: (name: string) => boolean },
  click: LinkClick,
  origin: string,
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // API routes, feeds and files are not pages.
  if (/^\/(api|assets)\//.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
