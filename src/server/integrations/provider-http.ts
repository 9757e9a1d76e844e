/**
 * What the third-party adapters (Twilio, Telegram, Facebook Graph) share: one request with a
 * deadline, JSON read leniently, the provider's words without secrets, and an error that says
 * whether trying again can help. Messages never carry a request's URL or headers: Telegram's
 * token sits in its path and Twilio's credentials in a header.
 */

/** A provider's refusal or failure, in words an admin can act on. */
export class ChannelSendError extends Error {
  /** The provider's HTTP status; absent when it was not reached or did not answer in time. */
  readonly status: number | undefined;
  /** How long the provider asked us to wait (429 Retry-After / retry_after). */
  readonly retryAfterMs: number | undefined;
  /**
   * A 4xx other than 429, or a message that cannot be built (`permanent: true`): the same message would
   * be refused again, so it is not retried.
   */
  readonly permanent: boolean;

  constructor(
    message: string,
    options: { status?: number | undefined; retryAfterMs?: number | undefined; permanent?: boolean | undefined } = {},
  ) {
    super(message);
    this.name = 'ChannelSendError';
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
    this.permanent =
      options.permanent ?? (options.status !== undefined && options.status >= 400 && options.status < 500 && options.status !== 429);
  }
}

/** Retry-After in seconds (the HTTP-date form too), else a body's retry_after seconds; undefined when neither says. */
export function retryAfterMs(header: string | null, bodySeconds?: unknown): number | undefined {
  if (typeof bodySeconds === 'number' && Number.isFinite(bodySeconds) && bodySeconds >= 0) return Math.ceil(bodySeconds) * 1000;
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * Sends one request (a POST unless `method` says GET) and returns the response with its body read
 * as text. Network failures and timeouts become a ChannelSendError naming the provider only (the
 * underlying error may quote the URL). Redirects are refused: a token must not follow one.
 */
export async function requestProvider(
  provider: string,
  url: string,
  init: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string | undefined },
  timeoutMs: number,
): Promise<{ status: number; headers: Headers; text: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new ChannelSendError(unreachable(provider, error, timeoutMs));
  }
  try {
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    throw new ChannelSendError(unreachable(provider, error, timeoutMs));
  }
}

function unreachable(provider: string, error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return `${provider} did not answer within ${Math.round(timeoutMs / 1000)} s`;
  // Only the system error code (ECONNREFUSED, ENOTFOUND...): the message of fetch's cause can hold the address.
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' && /^[A-Z_]{3,40}$/.test(cause.code) ? ` (${cause.code})` : '';
  return `${provider} could not be reached${code}`;
}

/** JSON or nothing: an HTML error page from a proxy is not an answer. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A provider's words, cut to a readable length, with any secret it might echo taken out. */
export function providerWords(text: string, secrets: ReadonlyArray<string | undefined>): string {
  // Secrets out before the cut: a secret straddling the 300th character would leave its prefix behind.
  let words = text.replace(/\s+/g, ' ').trim();
  for (const secret of secrets) if (secret) words = words.replaceAll(secret, '[redacted]');
  return words.slice(0, 300);
}
