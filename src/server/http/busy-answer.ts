import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { ErrorBody } from '#shared/errors.ts';

/**
 * Seconds a refused client is asked to wait: a burst drains in well under that, and the browser's
 * busy page reloads itself after it.
 */
export const OVERLOAD_RETRY_AFTER_SECONDS = 2;
export const OVERLOAD_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';

/**
 * A page loaded by the browser (a link, the address bar, a PDF link, a form sent without script), not a
 * call of the app: Fetch Metadata says so, or, without it, the request asks for HTML (fetch() and the
 * app's calls ask for anything or JSON).
 */
export function isPageNavigation(headers: IncomingHttpHeaders): boolean {
  if (headers['sec-fetch-mode'] === 'navigate') return true;
  const accept = headers['accept'];
  return typeof accept === 'string' && accept.includes('text/html');
}

/**
 * The 503 an overloaded server answers (decision 0031): the API's JSON error body for calls; for a page
 * a plain HTML page that says so and loads itself again after Retry-After (a form post instead asks to
 * be sent again: reloading it would repeat the post without asking).
 */
export function busyAnswer(
  request: { method?: string | undefined; headers: IncomingHttpHeaders },
  requestId: string,
  retryAfterSeconds = OVERLOAD_RETRY_AFTER_SECONDS,
): { headers: OutgoingHttpHeaders; body: string } {
  const common = {
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-request-id': requestId,
  };
  if (isPageNavigation(request.headers)) {
    const body = busyPage(request.method === 'GET' || request.method === 'HEAD', retryAfterSeconds);
    return {
      body,
      headers: {
        ...common,
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        // Nothing runs on this page; its one inline style is all it loads.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      },
    };
  }
  const json = JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: OVERLOAD_MESSAGE, requestId } satisfies ErrorBody);
  return {
    body: json,
    headers: { ...common, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) },
  };
}

function busyPage(reloads: boolean, seconds: number): string {
  const next = reloads
    ? `This page will load again by itself in ${seconds} seconds.`
    : 'Your form was not sent. Please go back and send it again in a few seconds.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${reloads ? `<meta http-equiv="refresh" content="${seconds}">\n` : ''}<meta name="robots" content="noindex">
<title>Busy for a moment</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#0f172a;background:#f8fafc}main{max-width:32rem;padding:2rem;text-align:center}p{color:#475569;line-height:1.5}</style>
</head>
<body>
<main role="status">
<h1>We are busy for a moment</h1>
<p>${OVERLOAD_MESSAGE}</p>
<p>${next}</p>
</main>
</body>
</html>
`;
}
