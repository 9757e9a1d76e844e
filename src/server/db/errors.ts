/** PostgreSQL unique_violation, whichever driver (and wrapper) reports it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** SQLSTATE classes and codes that mean the database is not there (rather than the query being wrong). */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Cannot use a pool after calling end|Client has encountered a connection error|terminating connection/i;

/** The errors, outermost first: drizzle wraps the driver's error in `cause`. */
function errorChain(error: unknown): Array<{ code?: unknown; message?: unknown; errors?: unknown }> {
  const chain = [];
  let current = error as { cause?: unknown } | null | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    chain.push(current as { code?: unknown; message?: unknown; errors?: unknown });
    current = current.cause as { cause?: unknown } | null | undefined;
  }
  return chain;
}

/** Whether a failure means the database is unreachable or dropped the connection (a 503, worth a retry later). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((e) => {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    return Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner));
  });
}
