import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { bearer } from '#tests/support/accounts.ts';
import { encodeComponent, hostileString, payload, wireText, type JsonSchema } from '#tests/support/fuzz-payloads.ts';
import { createPlan, operationsWorld, planBody } from '#tests/support/operations-api.ts';

/**
 * The admin's plan and booking calls, as tests/integration/fuzz.test.ts does for the public ones:
 * generated payloads (near-valid shapes, hostile text, huge numbers, wrong types) sent with an
 * admin's token, half of them aimed at real customers, sites, employees, plans and visits. None
 * may answer 5xx, and a refusal (4xx) writes nothing at all: no partial write.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 12);

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

let t: TestApp;
let token: string;
let tables: string[] = [];
const real: Record<'customerId' | 'siteId' | 'employee' | 'plan' | 'booking', number[]> = {
  customerId: [],
  siteId: [],
  employee: [],
  plan: [],
  booking: [],
};

async function rowCounts(): Promise<Record<string, number>> {
  const select = tables.map((name) => `(select count(*)::int from "${name}") as "${name}"`).join(', ');
  const result = (await t.database.db.execute(sql.raw(`select ${select}`))) as unknown as { rows: Array<Record<string, number>> };
  return result.rows[0] ?? {};
}

beforeAll(async () => {
  t = await createTestApp();
  const w = await operationsWorld(t, 'fuzz');
  token = w.adminToken;
  const plan = await createPlan(t, token, planBody(w.customer.id, w.site.id, { crew: [w.employee.id] }));
  const visits = (await t.app
    .inject({ url: `/api/admin/bookings?planId=${plan.id}`, headers: bearer(token) })
    .then((r) => r.json())) as Array<{
    id: number;
  }>;
  real.customerId.push(w.customer.id, w.customerB.id);
  real.siteId.push(w.site.id, w.siteB.id);
  real.employee.push(w.employee.id, w.employeeB.id, w.retired.id);
  real.plan.push(plan.id);
  real.booking.push(...visits.slice(0, 3).map((v) => v.id));
  const listed = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  tables = listed.rows.map((r) => r.table_name);
});
afterAll(async () => {
  await t?.close();
});

describe('fuzzing the admin plan and booking calls', () => {
  it(
    `answers no 5xx and writes nothing on a refusal (${RUNS} payloads per call)`,
    { timeout: Math.max(60_000, RUNS * 2_000) },
    async () => {
      const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
      const targets = t.app.apiRoutes.filter(
        (r) => /^\/api\/admin\/(service-plans|bookings)/.test(r.url) && !(r.method === 'POST' && r.url.endsWith('/generate')),
      );
      // 12, confirm-start of an accepted plan (decision 0033), the office's confirmation of a
      // walk-through booked without e-mail (decision 0041) and the bookings list's page (decision 0068).
      expect(targets.length).toBe(15);
      for (const route of targets) {
        const operation = doc.paths[route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
        const queryParams = (operation?.parameters ?? []).filter((p) => p.in === 'query');
        const query: JsonSchema | undefined = queryParams.length
          ? { type: 'object', properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema ?? {}])) }
          : undefined;
        const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
        const ids = route.url.includes('service-plans') ? real.plan : real.booking;
        const request = fc.record({
          id: fc.oneof(fc.constantFrom(...ids).map(String), fc.integer({ min: -5, max: 3_000_000_000 }).map(String), hostileString),
          query: query ? payload(query) : fc.constant(undefined),
          body: bodySchema
            ? fc.oneof({ weight: 9, arbitrary: payload(bodySchema) }, { weight: 1, arbitrary: fc.jsonValue() })
            : fc.constant(undefined),
          aimed: fc.boolean(),
          pick: fc.nat(),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ id, query, body, aimed, pick }) => {
            // Half the bodies name real rows, so the checks behind the schema run too.
            if (aimed && body && typeof body === 'object' && !Array.isArray(body)) {
              const b = body as Record<string, unknown>;
              for (const key of ['customerId', 'siteId'] as const) if (key in b) b[key] = real[key][pick % real[key].length];
              for (const key of ['crew', 'employeeIds']) if (key in b) b[key] = real.employee.slice(0, pick % 4);
            }
            let url = route.url.replace(':id', encodeComponent(id));
            if (query) {
              const qs = Object.entries(query)
                .map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(wireText(v))}`)
                .join('&');
              if (qs) url += `?${qs}`;
            }
            const before = await rowCounts();
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: { ...bearer(token), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
              ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
            });
            const label = `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, label).toBeLessThan(500);
            if (res.statusCode >= 400) {
              const after = await rowCounts();
              expect(
                tables.filter((name) => before[name] !== after[name]),
                label,
              ).toEqual([]);
            }
          }),
          { numRuns: RUNS },
        );
      }
    },
  );
});
