import * as z from 'zod/mini';
import { defineEndpoint } from '../http/endpoint.ts';

/** The parts of an OpenAPI 3.1 document the admin page reads; the rest passes through untouched. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/** Generated from the endpoint declarations at start-up, never written by hand. */
export const getOpenApiDocument = defineEndpoint({
  method: 'GET',
  path: '/api/docs/openapi.json',
  access: 'admin',
  tag: 'docs',
  summary: 'This API as an OpenAPI 3.1 document',
  response: openApiDocumentSchema,
});
