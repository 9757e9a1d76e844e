import type { FastifyRequest } from 'fastify';

/**
 * A form post that a page of another site made the browser send (login CSRF: signing a visitor into
 * the attacker's account, or spending their sign-in limits). Browsers mark every request with
 * `Sec-Fetch-Site`, which a page cannot forge: anything but `same-origin` is refused. A browser too
 * old to send it is judged by `Origin`, which must be this site's (SITE_URL, or the host the request
 * was sent to through the trusted proxies). Our pages' `Referrer-Policy: no-referrer` makes browsers
 * send `Origin: null` on their own form posts, so "null" (like no Origin at all: not a browser a page
 * could drive) cannot tell anything and is not refused.
 */
export function isCrossSitePost(request: FastifyRequest, siteUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  const own = new Set([new URL(siteUrl).origin, `${request.protocol}://${request.host}`]);
  return !own.has(origin);
}
