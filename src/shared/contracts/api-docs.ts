import * as z from './zod.ts';

/** The parts of an OpenAPI 3.1 document the admin page reads; the rest passes through untouched. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.text(),
  info: z.looseObject({ title: z.text(), version: z.text() }),
  paths: z.record(z.text(), z.record(z.text(), z.unknown())),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/** The schemas of each endpoint in api-docs.endpoints.ts, by its name (the server registers them). */
export const apiDocsSchemas = {
  getOpenApiDocument: { response: openApiDocumentSchema },
};
