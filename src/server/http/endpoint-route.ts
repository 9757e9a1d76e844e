import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import type { AnyEndpoint, EndpointResult } from '#shared/http/endpoint.ts';
import { errorBodySchema } from '#shared/errors.ts';

type Parsed<S> = S extends $ZodType ? output<S> : undefined;

/** A request whose params, query, body and declared headers are the endpoint's parsed input. */
export type EndpointRequest<E extends AnyEndpoint> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  headers: FastifyRequest['headers'] & Parsed<E['headers']>;
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
function errorStatuses(endpoint: AnyEndpoint): number[] {
  const statuses = new Set(endpoint.errors);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.headers) statuses.add(400);
  if (endpoint.access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Registers a shared endpoint declaration as a Fastify route: the path, method,
 * access rule and schemas come from the declaration, so the server cannot drift
 * from what the client and the OpenAPI document are told.
 */
export function registerEndpoint<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, options: EndpointRouteOptions<E>): void {
  const response: Record<number, $ZodType> = {};
  if (!endpoint.produces) response[endpoint.status] = endpoint.response ?? z.null();
  for (const status of errorStatuses(endpoint)) response[status] = errorBodySchema;
  Object.assign(response, options.otherResponses);

  const route: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, access: endpoint.access },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
      response,
    },
    handler: async (request, reply) => {
      reply.status(endpoint.status);
      // Fastify has validated and parsed every part against the endpoint's schemas.
      const result = await options.handler(request as unknown as EndpointRequest<E>, reply);
      if (result === reply) return reply;
      if (endpoint.status === 204) return reply.send(null);
      return result;
    },
  };
  app.route(route);
}
