import { defineEndpoint } from '../http/endpoint.ts';
import type { apiDocsSchemas } from './api-docs.ts';

type Schemas = typeof apiDocsSchemas;

/** Generated from the endpoint declarations at start-up, never written by hand. */
export const getOpenApiDocument = defineEndpoint<Schemas['getOpenApiDocument']>({
  method: 'GET',
  path: '/api/docs/openapi.json',
  access: 'admin',
  tag: 'docs',
  summary: 'This API as an OpenAPI 3.1 document',
});
