import type { FastifyRequest } from 'fastify';

/**
 * Set-password tokens travel in URLs (the link in the e-mail, the API path).
 * Logs must never hold a working link, so the URL is masked before logging.
 */
export function redactUrl(url: string): string {
  return url.replace(/(\/password-links\/)[^/?#]+/g, '$1[redacted]').replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});
