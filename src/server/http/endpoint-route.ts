import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { AnyEndpoint, EndpointResult, EndpointSchemas, ExactSchemasOf, ParsedPart } from '#shared/http/endpoint.ts';
import { errorBodySchema } from '#shared/errors.ts';
import { retryingReads } from '../db/client.ts';

/** A request whose params, query, body and declared headers are the endpoint's parsed input. */
export type EndpointRequest<E extends AnyEndpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParsedPart<E, 'params'>;
  query: ParsedPart<E, 'query'>;
  body: ParsedPart<E, 'body'>;
  // Without a headers schema the raw headers stay typed as they are (an intersection with undefined would be never).
  headers: ParsedPart<E, 'headers'> extends undefined ? FastifyRequest['headers'] : FastifyRequest['headers'] & ParsedPart<E, 'headers'>;
};

export interface EndpointRouteOptions<E extends AnyEndpoint> {
  /**
   * Returns the answer; the endpoint's success status is set before it runs.
   * Return the reply itself when the handler sends something else (a file, another status).
   */
  handler: (
    request: EndpointRequest<E>,
    reply: FastifyReply,
  ) => Promise<EndpointResult<E> | FastifyReply> | EndpointResult<E> | FastifyReply;
  /** Route settings beyond the access rule (rate limits). */
  config?: Omit<FastifyContextConfig, 'access'>;
  bodyLimit?: number;
  /** Answers other than the success and the shared error body (the health check's 503). */
  otherResponses?: Record<number, $ZodType>;
}

/** Statuses every endpoint of this kind can answer with the shared error body. */
function errorStatuses(endpoint: AnyEndpoint, schemas: EndpointSchemas): number[] {
  const statuses = new Set(endpoint.errors);
  if (schemas.params || schemas.query || schemas.body || schemas.headers) statuses.add(400);
  if (endpoint.access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Registers a shared endpoint declaration as a Fastify route: path, method and
 * access rule come from the declaration, and `schemas` must be exactly the ones
 * its type names (the compiler checks), so the server cannot drift from what the
 * client and the OpenAPI document are told.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  schemas: ExactSchemasOf<E>,
  options: EndpointRouteOptions<E>,
): void {
  const declared: EndpointSchemas = schemas;
  const response: Record<number, $ZodType> = {};
  if (!endpoint.produces) response[endpoint.status] = declared.response ?? z.null();
  for (const status of errorStatuses(endpoint, declared)) response[status] = errorBodySchema;
  Object.assign(response, options.otherResponses);

  const route: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, access: endpoint.access },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(declared.params ? { params: declared.params } : {}),
      ...(declared.query ? { querystring: declared.query } : {}),
      ...(declared.body ? { body: declared.body } : {}),
      ...(declared.headers ? { headers: declared.headers } : {}),
      ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
      response,
    },
    handler: async (request, reply) => {
      reply.status(endpoint.status);
      // Fastify has validated and parsed every part against the endpoint's schemas. A GET changes
      // nothing (writes are POST, PUT, PATCH, DELETE): its queries may be sent again on a killed connection (decision 0050).
      const handle = () => Promise.resolve(options.handler(request as unknown as EndpointRequest<E>, reply));
      const result = endpoint.method === 'GET' ? await retryingReads(handle) : await handle();
      if (result === reply) return reply;
      if (endpoint.status === 204) return reply.send(null);
      return result;
    },
  };
  app.route(route);
}
