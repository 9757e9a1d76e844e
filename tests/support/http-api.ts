/**
 * Calls a running server (tests/support/server-process.ts) over real HTTP, as a browser or a script
 * would. A refused or cut connection rejects (it is not an answer); any HTTP status resolves.
 */
export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface HttpApi {
  base: string;
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<HttpAnswer<T>>;
}

export function httpApi(base: string): HttpApi {
  return {
    base,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers['authorization'] = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: the text itself
      }
      return { status: res.status, body: body as never, headers: res.headers };
    },
  };
}

/** An answer that must have `status`; its body otherwise names what went wrong. */
export async function expectStatus<T>(answer: Promise<HttpAnswer<T>>, status: number, what: string): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`${what}: expected ${status}, got ${got} ${JSON.stringify(body).slice(0, 500)}`);
  return body;
}
