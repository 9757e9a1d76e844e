import type { OpenApiDocument } from '#shared/contracts/api-docs.ts';

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface ApiParameter {
  name: string;
  where: string;
  required: boolean;
}

export interface ApiOperation {
  method: Uppercase<(typeof methods)[number]>;
  path: string;
  summary: string;
  /** Who may call it, as the server states it; public when absent. */
  who: string;
  needsToken: boolean;
  parameters: ApiParameter[];
  /** JSON Schema of the request body, when there is one. */
  requestBody: unknown;
  responses: Array<{ status: string; mediaType: string | undefined; schema: unknown }>;
}

export interface ApiTagGroup {
  tag: string;
  operations: ApiOperation[];
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

function firstContent(value: unknown): { mediaType: string | undefined; schema: unknown } {
  const [entry] = Object.entries(asRecord(asRecord(value)['content']));
  return { mediaType: entry?.[0], schema: asRecord(entry?.[1])['schema'] };
}

/** The document's operations grouped by tag (in first-seen order), each sorted by path then method. */
export function groupOperations(doc: OpenApiDocument): ApiTagGroup[] {
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const op = asRecord(item[method]);
      if (Object.keys(op).length === 0) continue;
      const tags = Array.isArray(op['tags']) ? (op['tags'] as string[]) : [];
      const tag = tags[0] ?? 'other';
      const operation: ApiOperation = {
        method: method.toUpperCase() as ApiOperation['method'],
        path,
        summary: typeof op['summary'] === 'string' ? op['summary'] : '',
        who: typeof op['description'] === 'string' ? op['description'] : 'Who may call: anyone.',
        needsToken: Array.isArray(op['security']) && op['security'].length > 0,
        parameters: (Array.isArray(op['parameters']) ? op['parameters'] : []).map((p) => {
          const parameter = asRecord(p);
          return { name: String(parameter['name']), where: String(parameter['in']), required: parameter['required'] === true };
        }),
        requestBody: op['requestBody'] ? firstContent(op['requestBody']).schema : undefined,
        responses: Object.entries(asRecord(op['responses']))
          .map(([status, response]) => ({ status, ...firstContent(response) }))
          .sort((a, b) => a.status.localeCompare(b.status)),
      };
      groups.set(tag, [...(groups.get(tag) ?? []), operation]);
    }
  }
  return [...groups].map(([tag, operations]) => ({
    tag,
    operations: operations.sort(
      (a, b) => a.path.localeCompare(b.path) || methods.indexOf(lower(a.method)) - methods.indexOf(lower(b.method)),
    ),
  }));
}

const lower = (method: ApiOperation['method']) => method.toLowerCase() as (typeof methods)[number];
