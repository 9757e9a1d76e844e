/**
 * Calls to the API without React or TanStack Query, so the public pages' small
 * script and the islands can use them; api-client.ts adds the query layer on top.
 */
import { endpointUrl, type AnyEndpoint, type EndpointInput, type EndpointResult } from '#shared/http/endpoint.ts';
import { readAuthToken } from './auth-storage.ts';

/** What the server said about a refused call: the shared error envelope, read once. */
export interface ApiProblem {
  code: string | undefined;
  /** The server's human message, when the body carried one. */
  message: string | undefined;
  /** Validation problems by top-level field name ('address.street' -> 'address'; a 'body.' or 'query.' prefix is dropped too); first message wins. */
  fields: Record<string, string>;
}

/** Reads the shared error body (`{ code, message, fields? }`); anything else yields an empty problem. */
export function parseErrorBody(bodyText: string): ApiProblem {
  const problem: ApiProblem = { code: undefined, message: undefined, fields: {} };
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return problem; // Not JSON (a proxy's HTML page, say): nothing to show but the status.
  }
  if (!body || typeof body !== 'object') return problem;
  const { code, message, fields } = body as Record<string, unknown>;
  if (typeof code === 'string') problem.code = code;
  if (typeof message === 'string' && message !== '') problem.message = message;
  if (fields && typeof fields === 'object') {
    for (const [path, text] of Object.entries(fields)) {
      const field = path.replace(/^(body|query|params|querystring)\./, '').split('.')[0];
      if (field && typeof text === 'string' && !(field in problem.fields)) problem.fields[field] = text;
    }
  }
  return problem;
}

/** A non-OK answer. The message is "status: body text", exactly as the spec's shared behaviour. */
export class ApiError extends Error {
  readonly problem: ApiProblem;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    /** The answer's Retry-After in seconds, when it said when to try again (a busy server's 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
    this.problem = parseErrorBody(bodyText);
  }

  /** The server's human message when the body is the shared error envelope. */
  get serverMessage(): string | undefined {
    return this.problem.message;
  }
}

/**
 * Any failure of a call, in the terms a screen needs: no answer at all (network),
 * or a refusal with its status, the server's message and per-field problems.
 */
export type CallFailure =
  | { kind: 'network'; status: undefined; message: undefined; fields: Record<string, string> }
  | { kind: 'refused'; status: number; message: string | undefined; fields: Record<string, string> };

export function failureOf(error: unknown): CallFailure {
  if (error instanceof ApiError)
    return { kind: 'refused', status: error.status, message: error.problem.message, fields: error.problem.fields };
  return { kind: 'network', status: undefined, message: undefined, fields: {} };
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    const retryAfter = Number(res.headers.get('retry-after') ?? Number.NaN);
    throw new ApiError(res.status, text, Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined);
  }
}

/** A busy server's refusal (decision 0031): 503 with a Retry-After, to be tried again after it. */
export function isBusyRefusal(error: unknown): error is ApiError & { retryAfterSeconds: number } {
  return error instanceof ApiError && error.status === 503 && error.retryAfterSeconds !== undefined;
}

export function authHeaders(): Record<string, string> {
  const token = readAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * The one way the client talks to the API: JSON body only when given, bearer
 * token when stored, cookies always included, non-OK answers become ApiError.
 */
export async function apiRequest(method: string, url: string, data?: unknown, init?: RequestInit): Promise<Response> {
  const headers: Record<string, string> = { ...authHeaders() };
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    ...init,
    method,
    headers: { ...headers, ...(init?.headers as Record<string, string> | undefined) },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** A call's input, plus request headers the endpoint reads (Idempotency-Key). */
type CallArgs<E extends AnyEndpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E> & { headers?: Record<string, string> }]
    : [input: EndpointInput<E> & { headers?: Record<string, string> }];

/** Calls an endpoint and answers its declared result (nothing for 204). */
export async function callApi<E extends AnyEndpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<EndpointResult<E>> {
  const res = await apiRequest(
    endpoint.method,
    endpointUrl(endpoint, input),
    input?.body,
    input?.headers ? { headers: input.headers } : undefined,
  );
  if (res.status === 204) return undefined as EndpointResult<E>;
  return res.json() as Promise<EndpointResult<E>>;
}

/**
 * Sends bytes as the request body (a photo), typed by the blob's own type, and answers the endpoint's
 * declared result: the one call whose body is not JSON.
 */
export async function callApiWithBytes<E extends AnyEndpoint>(
  endpoint: E,
  bytes: Blob,
  input?: EndpointInput<E>,
): Promise<EndpointResult<E>> {
  const res = await fetch(endpointUrl(endpoint, input), {
    method: endpoint.method,
    headers: { ...authHeaders(), 'Content-Type': bytes.type || 'application/octet-stream' },
    body: bytes,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res.json() as Promise<EndpointResult<E>>;
}

export { endpointUrl };
