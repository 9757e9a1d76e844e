import { queryOptions, type DataTag, type QueryFunction, type UseQueryOptions } from '@tanstack/react-query';
import { endpointUrl, type AnyEndpoint, type EndpointInput, type EndpointResult } from '#shared/http/endpoint.ts';
import { authHeaders, throwIfNotOk } from './api-fetch.ts';

export {
  ApiError,
  apiRequest,
  callApi,
  callApiWithBytes,
  endpointUrl,
  failureOf,
  isBusyRefusal,
  parseErrorBody,
  type ApiProblem,
  type CallFailure,
} from './api-fetch.ts';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Default reads: GET the URL held in the first element of the query key. The
 * answer's type is not chosen here: `apiQuery` gives every key its endpoint's type.
 */
export function getQueryFn(options: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(String(queryKey[0]), { headers: authHeaders(), credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return res.json() as Promise<unknown>;
  };
}

/** The input argument: optional when the endpoint takes no params and no body. */
type InputArgs<E extends AnyEndpoint> = object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * A read of an endpoint for TanStack Query: the key is the call's URL (so the
 * server can load the same key while rendering), the data type is the endpoint's.
 */
export function apiQuery<E extends AnyEndpoint>(endpoint: E, ...[input]: InputArgs<E>): ApiRead<EndpointResult<E>> {
  const url = endpointUrl(endpoint, input);
  return queryOptions<EndpointResult<E>, Error, EndpointResult<E>, readonly [string]>({ queryKey: [url] });
}

/** Query options whose key carries the data type, so `getQueryData(read.queryKey)` is typed too. */
export type ApiRead<T> = UseQueryOptions<T, Error, T, readonly [string]> & { queryKey: DataTag<readonly [string], T, Error> };
