import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { getOpenApiDocument } from '#shared/contracts/api-docs.endpoints.ts';
import { type OpenApiDocument, apiDocsSchemas } from '#shared/contracts/api-docs.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';

interface ApiInfo {
  title: string;
  version: string;
  siteUrl: string;
}

/**
 * Collects every route registered after it into an OpenAPI document (the Zod
 * schemas turned into JSON Schema by the type provider). Must be registered
 * before the API routes; pages, assets and the SSR catch-all are left out.
 */
export async function registerOpenApi(app: FastifyInstance, info: ApiInfo): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${info.title} API`,
        version: info.version,
        description:
          'Generated from the shared endpoint declarations (src/shared/contracts). Signed-in calls take `Authorization: Bearer <token>` from a login call; failures answer `{ code, message, fields?, requestId }`.',
      },
      servers: [{ url: info.siteUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    hideUntagged: true,
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const access = (input.route.config as { access?: string } | undefined)?.access;
      if (access && access !== 'public') {
        const schema = transformed.schema as Record<string, unknown>;
        schema['security'] = [{ bearer: [] }];
        schema['description'] = `Who may call: ${access === 'authenticated' ? 'any signed-in user' : `${access}s`}.`;
      }
      // A file download has no JSON schema to validate against; describe the bytes for readers.
      const produces = (input.schema as { produces?: string[] } | undefined)?.produces?.[0];
      if (produces) {
        const schema = transformed.schema as { response?: Record<string, unknown> };
        schema.response = {
          200: { description: `The file (${produces})`, content: { [produces]: { schema: { type: 'string', format: 'binary' } } } },
          ...schema.response,
        };
      }
      return transformed;
    },
    transformObject: jsonSchemaTransformObject,
  });
}

export function apiDocsRoutes() {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getOpenApiDocument, apiDocsSchemas.getOpenApiDocument, {
      handler: () => app.swagger() as unknown as OpenApiDocument,
    });
  };
}
