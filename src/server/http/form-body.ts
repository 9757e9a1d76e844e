import type { FastifyInstance, FastifyRequest } from 'fastify';

export const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Reads a browser's own form post (urlencoded) as an object of texts, each field once (a repeated name
 * keeps its last value). Registered only in the plugins whose routes take a form without JavaScript
 * (the contact form, the sign-in and password pages, the page-post fallback): every other call accepts
 * JSON alone, so a form on another site cannot post to it.
 */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/**
 * A browser's own form post: urlencoded, and not a script asking for JSON. It is answered with a
 * redirect (303: the browser then GETs the page) or a page, never with JSON it would show as text.
 */
export function isPlainFormPost(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  const accept = request.headers.accept ?? '';
  return type.toLowerCase().startsWith(FORM_TYPE) && !accept.includes('application/json');
}

/** A field of a parsed form body as text ('' when absent or not text). */
export function formField(body: unknown, name: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}
