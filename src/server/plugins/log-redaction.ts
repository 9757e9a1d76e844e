import type { FastifyRequest } from 'fastify';

/**
 * Set-password tokens travel in URLs (the link in the e-mail, the API path).
 * Logs must never hold a working link, so the URL is masked before logging.
 */
export function redactUrl(url: string): string {
  return (
    url
      .replace(/(\/password-links\/)[^/?#]+/g, '$1[redacted]')
      // The bookings' feed is guarded only by its address.
      .replace(/(\/api\/scheduling\/feed\/)[^/?#]+/g, '$1[redacted]')
      .replace(/([?&]token=)[^&#]*/g, '$1[redacted]')
  );
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  query?: string;
  cause?: LoggedError;
};

/** The statement's kind and table ('insert leads'), never its parameters. */
function queryName(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  const match = /^\s*(select\b[\s\S]*?\bfrom|insert\s+into|update|delete\s+from|with)\s+("?[\w.]+"?)/i.exec(query);
  const kind = (match?.[1] ?? query.trim()).split(/\s+/)[0]?.toLowerCase() ?? '';
  return match ? `${kind} ${(match[2] ?? '').replaceAll('"', '')}` : kind;
}

/** A database error (drizzle's wrapper or the driver's own): its message and details may echo the values. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return 'query' in error || 'params' in error || 'severity' in error || error['name'] === 'DrizzleQueryError';
}

/**
 * Errors as the log writes them. Database errors echo the query's parameters (e-mails, phones,
 * addresses, token hashes) in their message, `params` and `detail`: they are logged as their
 * class, SQLSTATE and query name only, with the stack's frames but not its first line.
 * Other errors keep message and stack.
 */
export function errorSerializer(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: '', stack: '' };
  const e = error as Record<string, unknown>;
  const type = (error as { constructor?: { name?: string } }).constructor?.name ?? 'Object';
  const cause = depth < 3 && e['cause'] !== undefined ? errorSerializer(e['cause'], depth + 1) : undefined;
  const code = typeof e['code'] === 'string' ? e['code'] : undefined;
  const stack = typeof e['stack'] === 'string' ? e['stack'] : '';
  if (isDatabaseError(e) || cause?.query !== undefined) {
    const query = queryName(e['query']) ?? cause?.query;
    const message = `${type}${code ? ` ${code}` : ''}${query ? ` in ${query}` : ''}`;
    const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
    return {
      type,
      message,
      stack: [message, ...frames].join('\n'),
      ...(code ? { code } : {}),
      ...(query ? { query } : {}),
      ...(cause ? { cause } : {}),
    };
  }
  const message = typeof e['message'] === 'string' ? e['message'] : '';
  return { type, message, stack, ...(code ? { code } : {}), ...(cause ? { cause } : {}) };
}
