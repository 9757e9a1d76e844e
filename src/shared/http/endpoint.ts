import type { $ZodType, input, output } from 'zod/v4/core';
import type { AccessRule } from '../domain/access.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API endpoint, declared once in its feature's contract and used by both
 * sides: the server registers its route from it (validation, access rule,
 * OpenAPI), the client builds the URL, the query key and the typed call from it.
 * Schemas are zod/mini so a screen that validates with them ships only a few KB.
 */
export interface Endpoint<
  Params extends $ZodType | undefined = $ZodType | undefined,
  Query extends $ZodType | undefined = $ZodType | undefined,
  Body extends $ZodType | undefined = $ZodType | undefined,
  Response extends $ZodType | undefined = $ZodType | undefined,
  Headers extends $ZodType | undefined = $ZodType | undefined,
> {
  method: HttpMethod;
  /** Fastify-style template: '/api/users/:id'. */
  path: string;
  access: AccessRule;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Groups endpoints in the OpenAPI document (the feature's name). */
  tag: string;
  params: Params;
  query: Query;
  body: Body;
  /** Request headers the endpoint reads (e.g. Idempotency-Key). */
  headers: Headers;
  /** The JSON answer on success; undefined when the answer is not JSON (`produces`). */
  response: Response;
  /** Success status: 200 unless the endpoint creates (201) or answers nothing (204). */
  status: 200 | 201 | 202 | 204;
  /** Media type of a non-JSON answer (PDF, XML). */
  produces?: string;
  /**
   * Failure statuses beyond the implied ones (400 with any input, 401/403 unless
   * public), all with the shared error body.
   */
  errors: readonly number[];
}

export type AnyEndpoint = Endpoint<
  $ZodType | undefined,
  $ZodType | undefined,
  $ZodType | undefined,
  $ZodType | undefined,
  $ZodType | undefined
>;

type Maybe<S> = S extends $ZodType ? S : undefined;

/** Declares an endpoint; omitted parts are undefined so their types stay precise. */
export function defineEndpoint<
  P extends $ZodType | undefined = undefined,
  Q extends $ZodType | undefined = undefined,
  B extends $ZodType | undefined = undefined,
  R extends $ZodType | undefined = undefined,
  H extends $ZodType | undefined = undefined,
>(spec: {
  method: HttpMethod;
  path: string;
  access: AccessRule;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  headers?: H;
  status?: 200 | 201 | 202 | 204;
  produces?: string;
  errors?: readonly number[];
}): Endpoint<Maybe<P>, Maybe<Q>, Maybe<B>, Maybe<R>, Maybe<H>> {
  return {
    method: spec.method,
    path: spec.path,
    access: spec.access,
    summary: spec.summary,
    tag: spec.tag,
    params: spec.params as Maybe<P>,
    query: spec.query as Maybe<Q>,
    body: spec.body as Maybe<B>,
    response: spec.response as Maybe<R>,
    headers: spec.headers as Maybe<H>,
    status: spec.status ?? 200,
    ...(spec.produces ? { produces: spec.produces } : {}),
    errors: spec.errors ?? [],
  };
}

/** What a caller passes: params, query and body, each only when the endpoint declares it. */
export type EndpointInput<E extends AnyEndpoint> = (E['params'] extends $ZodType
  ? { params: input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends $ZodType ? { query?: input<E['query']> } : { query?: undefined }) &
  (E['body'] extends $ZodType ? { body: input<E['body']> } : { body?: undefined });

/** What the endpoint answers on success (JSON as the server serialises it). */
export type EndpointResult<E extends AnyEndpoint> = E['response'] extends $ZodType ? output<E['response']> : void;

/** Values of the query string: what URLSearchParams can carry. */
type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL of a call: path parameters filled in (encoded), query values that are
 * set appended in declaration order. Empty strings and undefined are left out so
 * '?search=' and '?search' never differ from no search at all.
 */
export function endpointUrl(endpoint: Pick<AnyEndpoint, 'path'>, input: { params?: unknown; query?: unknown } = {}): string {
  const params = (input.params ?? {}) as Record<string, QueryValue>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter '${name}' for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
