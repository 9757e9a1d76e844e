import type { FastifyRequest } from 'fastify';

/**
 * Paths whose next segment is a secret: whoever holds it may act (issue 29, "link tokens in logs").
 * Set-password links; the bookings' feed (guarded only by its address); walk-throughs' manage links and
 * customers' unsubscribe links; the online acceptance's
 * token, on its page and its API; and lead ids, which unlock a quote's PDFs and its consultation
 * request (so they are masked on the admin's lead calls as well: the same id, the same power).
 */
const SECRET_SEGMENT = new RegExp(
  `(/(?:api/auth/password-links|api/scheduling/feed|api/scheduling/manage|scheduling/manage|api/unsubscribe|unsubscribe|accept|api/quote-acceptances|api/quote-pdf|api/service-agreement-pdf|api/leads|api/admin/leads)/)[^/?#]+`,
  'g',
);

/**
 * A query parameter named like a secret (password, token, code, key, secret...): a form sent as a GET
 * before its script ran (`/login-portal?username=ann&password=...`), or a client that put a token in
 * the query. Its value is masked whatever the path.
 */
const SECRET_NAME = /pass|pwd|token|secret|code|key|auth|sig|otp|credential/i;

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return pair;
      const name = pair.slice(0, at);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A broken escape: judge the name as written.
      }
      return SECRET_NAME.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
}

/** A URL as the log may hold it: secret path segments and secret query values masked. */
export function redactUrl(url: string): string {
  const masked = url.replace(SECRET_SEGMENT, '$1[redacted]');
  const q = masked.indexOf('?');
  if (q < 0) return masked;
  // The query ends at a fragment, or at a space when the URL sits in a sentence (an error message).
  const stop = /[#\s]/.exec(masked.slice(q));
  const end = stop ? q + stop.index : masked.length;
  return masked.slice(0, q + 1) + redactQuery(masked.slice(q + 1, end)) + masked.slice(end);
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
  // A message may name a URL (SSR's "Page data /api/quote-acceptances/<token> answered 500"): masked like one.
  const message = typeof e['message'] === 'string' ? redactUrl(e['message']) : '';
  return { type, message, stack: redactUrl(stack), ...(code ? { code } : {}), ...(cause ? { cause } : {}) };
}
