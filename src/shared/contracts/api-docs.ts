import * as z from './zod.ts';

/** The parts of an OpenAPI 3.1 document the admin page reads; the rest passes through untouched. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/** The schemas of each endpoint in api-docs.endpoints.ts, by its name (the server registers them). */
export const apiDocsSchemas = {
  getOpenApiDocument: { response: openApiDocumentSchema },
};
