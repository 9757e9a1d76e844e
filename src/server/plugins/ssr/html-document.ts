import type { ClientAssets } from './client-assets.ts';
import { siteBootTag } from './site-boot.ts';
import type { AppPageOutcome, StaticPageOutcome } from '#client/entry-server.tsx';

const HEAD_START =
  '<!DOCTYPE html><html lang="en"><head>' +
  '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="theme-color" content="#125365"><link rel="icon" href="/favicon.svg" type="image/svg+xml">';

/**
 * The document around the rendered page. A public page inlines the rules it paints with and starts one
 * small script after its first paint (the site entry; islands fetch React when used); no page data. An
 * app page names the app entry, preloads its page chunk and hands over the query
 * cache. The root element holds only React's output (no comments or whitespace),
 * so hydration sees exactly what it rendered.
 */
export function htmlDocument(parts: StaticPageOutcome | AppPageOutcome, assets: ClientAssets): string {
  if (parts.mode === 'static') {
    // A public page paints from its first response with the rules its HTML uses, inlined; its script, chunks
    // and whole stylesheet (print-only until the site script turns it on: enhance/site-stylesheet.ts) are
    // started by the boot script once the page has painted (site-boot.ts, decision 0066).
    const critical = assets.built ? `<style>${assets.site.criticalCss(parts.body)}</style>` : '';
    const data = parts.islandSite ? `<script id="site-context" type="application/json">${parts.islandSite}</script>` : '';
    return documentOf(parts.head + critical, parts.body, data + siteBootTag(assets.site));
  }
  // The app links its own stylesheet, cached across its screens (decision 0052), and preloads its page chunk.
  // A screen rendered with its data (decision 0067) inlines the rules its HTML uses and links the whole
  // stylesheet after its content (a stylesheet in the body holds back only what follows it): the rows paint
  // from the document without waiting for a second request.
  const paintsFromDocument = parts.personal && assets.built;
  const links = assets.app.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const styles = paintsFromDocument ? `<style>${assets.app.criticalCss(parts.body)}</style>` : links;
  const preloads = assets.app
    .preloadsFor(parts.pageSource, parts.layoutSource)
    .map((href) => `<link rel="modulepreload" href="${href}">`)
    .join('');
  const scriptTag = assets.app.script ? `<script type="module" src="${assets.app.script}"></script>` : '';
  const data = `<script id="app-state" type="application/json">${parts.state}</script>`;
  // Its rows show before its code has run: until the app has taken the page over it is inert (a press would
  // go nowhere, a form would post natively) and says it is busy; the app lifts both once hydrated.
  return documentOf(
    parts.head + styles + preloads + scriptTag,
    parts.body,
    data + (paintsFromDocument ? links : ''),
    paintsFromDocument ? ' inert aria-busy="true"' : '',
  );
}

/** The one shape of every document: the head's extras, React's output alone in #root, then what follows it. */
function documentOf(head: string, body: string, afterRoot: string, rootAttributes = ''): string {
  return `${HEAD_START}${head}</head><body><div id="root"${rootAttributes}>${body}</div>${afterRoot}</body></html>`;
}

/** Last-resort page when rendering itself fails: no React, no data. */
export function errorDocument(requestId: string): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Something went wrong</title><meta name="robots" content="noindex"></head>' +
    '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1e293b">' +
    '<h1>Something went wrong on our side</h1><p>Please try again in a moment, or call us. ' +
    `Reference: ${requestId}</p><p><a href="/">Back to the home page</a></p></body></html>`
  );
}
