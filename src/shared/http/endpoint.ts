import type { $ZodType, input, output } from 'zod/v4/core';
import type { AccessRule } from '../domain/access.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The Zod schemas of one endpoint's input and answer (zod/mini, in the feature's contract file). */
export interface EndpointSchemas {
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
  /** Request headers the endpoint reads (e.g. Idempotency-Key). */
  headers?: $ZodType;
  /** The JSON answer on success; absent when the answer is not JSON (`produces`) or empty (204). */
  response?: $ZodType;
}

/**
 * One API endpoint, declared once in `src/shared/contracts/<feature>.endpoints.ts`:
 * method, path, who may call it, and (as a type only) its schemas. Both sides use
 * it: the server registers the route from it together with the schemas the type
 * names (validation, access rule, OpenAPI), the client builds URLs, query keys and
 * typed calls from it. Declarations hold no schema values, so a page that only
 * calls an endpoint does not ship the validation library; forms that validate
 * import the schemas themselves.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  method: HttpMethod;
  /** Fastify-style template: '/api/users/:id'. */
  path: string;
  access: AccessRule;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Groups endpoints in the OpenAPI document (the feature's name). */
  tag: string;
  /** Success status: 200 unless the endpoint creates (201) or answers nothing (204). */
  status: 200 | 201 | 202 | 204;
  /** Media type of a non-JSON answer (PDF, XML). */
  produces?: string;
  /**
   * Failure statuses beyond the implied ones (400 with any input, 401/403 unless
   * public), all with the shared error body.
   */
  errors: readonly number[];
  /** Type only (never set): the schemas the server must register this endpoint with. */
  readonly schemas?: S;
}

// `any` keeps every endpoint assignable here whatever its schemas (S sits in a readonly, optional slot).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any>;

/** The schemas an endpoint declares. */
export type SchemasOf<E extends AnyEndpoint> = NonNullable<E['schemas']>;

/** Exactly the declared schemas: an extra part (a body for an endpoint that takes none) does not type-check. */
export type ExactSchemasOf<E extends AnyEndpoint> = SchemasOf<E> & { [K in Exclude<keyof EndpointSchemas, keyof SchemasOf<E>>]?: never };

/**
 * Declares an endpoint. Name its schemas as the type argument, from the contract
 * file by a type-only import: `defineEndpoint<(typeof usersSchemas)['updateUser']>({...})`.
 */
export function defineEndpoint<S extends EndpointSchemas = Record<never, never>>(spec: {
  method: HttpMethod;
  path: string;
  access: AccessRule;
  summary: string;
  tag: string;
  status?: 200 | 201 | 202 | 204;
  produces?: string;
  errors?: readonly number[];
}): Endpoint<S> {
  return {
    method: spec.method,
    path: spec.path,
    access: spec.access,
    summary: spec.summary,
    tag: spec.tag,
    status: spec.status ?? 200,
    ...(spec.produces ? { produces: spec.produces } : {}),
    errors: spec.errors ?? [],
  };
}

type Part<E extends AnyEndpoint, K extends keyof EndpointSchemas> = SchemasOf<E>[K] extends $ZodType ? SchemasOf<E>[K] : undefined;

/** What a caller passes: params, query and body, each only when the endpoint declares it. */
export type EndpointInput<E extends AnyEndpoint> = (Part<E, 'params'> extends $ZodType
  ? { params: input<Part<E, 'params'>> }
  : { params?: undefined }) &
  (Part<E, 'query'> extends $ZodType ? { query?: input<Part<E, 'query'>> } : { query?: undefined }) &
  (Part<E, 'body'> extends $ZodType ? { body: input<Part<E, 'body'>> } : { body?: undefined });

/** What the endpoint answers on success (JSON as the server serialises it). */
export type EndpointResult<E extends AnyEndpoint> = Part<E, 'response'> extends $ZodType ? output<Part<E, 'response'>> : void;

/** The parsed input the server's handler receives. */
export type ParsedPart<E extends AnyEndpoint, K extends keyof EndpointSchemas> =
  Part<E, K> extends $ZodType ? output<Part<E, K>> : undefined;

/** Values of the query string: what URLSearchParams can carry. */
type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL of a call: path parameters filled in (encoded), query values that are
 * set appended sorted by name, so one read has one URL (and one query key) whatever
 * order a caller wrote them in. Empty strings and undefined are left out so
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
  const entries = Object.entries((input.query ?? {}) as Record<string, QueryValue>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
