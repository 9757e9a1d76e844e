import type { ClientAssets } from './client-assets.ts';

interface DocumentParts {
  head: string;
  body: string;
  state: string;
  pageSource: string;
}

/**
 * The document around the rendered page. The root element holds only React's
 * output (no comments or whitespace), so hydration sees exactly what it rendered.
 */
export function htmlDocument(parts: DocumentParts, assets: ClientAssets): string {
  const styles = assets.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const preloads = assets
    .preloadsFor(parts.pageSource)
    .map((href) => `<link rel="modulepreload" href="${href}">`)
    .join('');
  const script = assets.entryScript ? `<script type="module" src="${assets.entryScript}"></script>` : '';
  return (
    '<!DOCTYPE html><html lang="en"><head>' +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="theme-color" content="#125365"><link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    parts.head +
    styles +
    preloads +
    script +
    '</head><body>' +
    `<div id="root">${parts.body}</div>` +
    `<script id="app-state" type="application/json">${parts.state}</script>` +
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
