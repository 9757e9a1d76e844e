import type { ClientAssets } from './client-assets.ts';
import type { AppPageOutcome, StaticPageOutcome } from '#client/entry-server.tsx';

const HEAD_START =
  '<!DOCTYPE html><html lang="en"><head>' +
  '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="theme-color" content="#125365"><link rel="icon" href="/favicon.svg" type="image/svg+xml">';

/**
 * The document around the rendered page. A public page inlines its stylesheet, names one small
 * script (the site entry; islands fetch React when used) and carries no page data. An
 * app page names the app entry, preloads its page chunk and hands over the query
 * cache. The root element holds only React's output (no comments or whitespace),
 * so hydration sees exactly what it rendered.
 */
export function htmlDocument(parts: StaticPageOutcome | AppPageOutcome, assets: ClientAssets): string {
  // A public page carries the rules its HTML uses, painted from the first response; its whole
  // stylesheet comes as print-only (not blocking) and the site script turns it on (enhance/
  // site-stylesheet.ts). The app links its own stylesheet, cached across its screens (decision 0052).
  const styles =
    parts.mode === 'static'
      ? (assets.built ? `<style>${assets.site.criticalCss(parts.body)}</style>` : '') +
        assets.site.stylesheets.map((href) => `<link rel="stylesheet" href="${href}" media="print" data-site-stylesheet="">`).join('')
      : assets.app.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const script = parts.mode === 'static' ? assets.site.script : assets.app.script;
  const preloads = (parts.mode === 'static' ? assets.site.preloads : assets.app.preloadsFor(parts.pageSource, parts.layoutSource))
    .map((href) => `<link rel="modulepreload" href="${href}">`)
    .join('');
  const scriptTag = script ? `<script type="module" src="${script}"></script>` : '';
  const data =
    parts.mode === 'app'
      ? `<script id="app-state" type="application/json">${parts.state}</script>`
      : parts.islandSite
        ? `<script id="site-context" type="application/json">${parts.islandSite}</script>`
        : '';
  return (
    HEAD_START +
    parts.head +
    styles +
    preloads +
    scriptTag +
    '</head><body>' +
    `<div id="root">${parts.body}</div>` +
    data +
    '</body></html>'
  );
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
