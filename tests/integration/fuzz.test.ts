import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { startSmtpStub, type SmtpStub } from '#tests/support/smtp-stub.ts';
import { encodeComponent, hostileString, payload, plausible, wireText, type JsonSchema } from '#tests/support/fuzz-payloads.ts';

/**
 * Every public API call that takes input, found from the registered routes (a new public
 * route is fuzzed without touching this file), receives generated payloads: shapes close to
 * valid with hostile text (U+0000, lone surrogates), huge numbers, wrong types, nested and
 * poisoned objects. None may answer 5xx, and a refused one (4xx) may not have written
 * anything: the row count of every table is unchanged (sign-in failures and the security
 * log are the intended exceptions for refusals other than 400; the per-address request counters on
 * PostgreSQL count every request to a limited route, refused or not, so a flood of bad input is limited too).
 * CI runs FUZZ_RUNS (default 12) per route; `npm run fuzz` runs 5,000 per route.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 12);
/** Tables a refusal other than invalid input may write to by design (the security log, sign-in throttle). */
const REFUSAL_LOGS = new Set(['security_events', 'login_failures']);
/** Counted for every request to a limited route, whatever its answer (decision 0029). */
const REQUEST_COUNTERS = 'rate_limit_counters';

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface FuzzTarget {
  method: string;
  path: string;
  pathParams: Array<{ name: string; schema?: JsonSchema }>;
  query?: JsonSchema;
  body?: JsonSchema;
}

let t: TestApp;
let smtp: SmtpStub;
let targets: FuzzTarget[] = [];
let tables: string[] = [];
/** Real slugs and ids, so generated calls also reach the rows behind them. */
const known: string[] = [];

async function rowCounts(): Promise<Record<string, number>> {
  const select = tables.map((name) => `(select count(*)::int from "${name}") as "${name}"`).join(', ');
  const result = (await t.database.db.execute(sql.raw(`select ${select}`))) as unknown as { rows: Array<Record<string, number>> };
  return result.rows[0] ?? {};
}

function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return tables.filter((name) => before[name] !== after[name]);
}

beforeAll(async () => {
  // With e-mail configured, so Forgot password runs its whole path (not its "no e-mail here" 503).
  smtp = await startSmtpStub();
  t = await createTestApp({
    PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    TRACKING_RATE_LIMIT_PER_MINUTE: '1000000',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Twin Pines <no-reply@example.test>',
  });
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  for (const route of t.app.apiRoutes) {
    if (route.access !== 'public' || route.url === '/api/*') continue;
    const operation = doc.paths[route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const parameters = operation?.parameters ?? [];
    const pathParams = parameters.filter((p) => p.in === 'path');
    const queryParams = parameters.filter((p) => p.in === 'query');
    const body = operation?.requestBody?.content?.['application/json']?.schema;
    const query = queryParams.length
      ? { type: 'object', properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema ?? {}])) }
      : undefined;
    const takesInput = pathParams.length > 0 || query !== undefined || body !== undefined;
    if (route.method === 'GET' && !takesInput) continue;
    targets.push({ method: route.method, path: route.url, pathParams, ...(query ? { query } : {}), ...(body ? { body } : {}) });
  }
  const listed = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  tables = listed.rows.map((r) => r.table_name);

  const posts = (await t.app.inject({ method: 'GET', url: '/api/blog/posts' }).then((r) => r.json())) as Array<{ slug: string }>;
  const cities = (await t.app.inject({ method: 'GET', url: '/api/cities' }).then((r) => r.json())) as { cities: Array<{ slug: string }> };
  const lead = await t.app.inject({
    method: 'POST',
    url: '/api/window-quotes',
    payload: { fullName: 'Fuzz Seed', mobile: '612-555-0111', address: '1 Main St', paneCount: '0-20', preferredPlan: 'Quarterly' },
  });
  known.push(
    ...posts.slice(0, 2).map((p) => p.slug),
    ...cities.cities.slice(0, 2).map((c) => c.slug),
    (lead.json() as { leadId: string }).leadId,
  );
  targets = targets.sort((a, b) => `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`));
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('fuzzing every public call that takes input', () => {
  it('finds the public POST calls and the public GET calls with parameters from the registered routes', () => {
    const names = targets.map((x) => `${x.method} ${x.path}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/login', 'POST /api/pricing-breakdown', 'POST /api/window-quotes', 'GET /api/blog/posts']),
    );
    expect(names).toEqual(
      expect.arrayContaining(['GET /api/blog/posts/:slug', 'POST /api/visitor-tracking', 'GET /api/quote-pdf/:leadId']),
    );
    expect(names).not.toContain('GET /api/health');
    expect(tables).toEqual(expect.arrayContaining(['leads', 'users', 'notifications', 'visits']));
  });

  it(`answers no 5xx and writes nothing on a refusal (${RUNS} payloads per call)`, { timeout: Math.max(30_000, RUNS * 400) }, async () => {
    for (const target of targets) {
      const pathValue = (p: { name: string; schema?: JsonSchema }) =>
        fc.oneof(
          { weight: 3, arbitrary: plausible(p.schema, p.name, known).map(wireText) },
          { weight: 2, arbitrary: hostileString },
          { weight: 1, arbitrary: fc.constantFrom('%00', '%ZZ', '%ED%A0%80', '..%2F..%2F', '%25').map((raw) => ({ raw })) },
        );
      const request = fc.record({
        params: fc.tuple(...target.pathParams.map(pathValue)),
        query: target.query ? payload(target.query, known) : fc.constant(undefined),
        body: target.body
          ? fc.oneof({ weight: 9, arbitrary: payload(target.body, known) }, { weight: 1, arbitrary: fc.jsonValue() })
          : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, body }) => {
          let i = 0;
          let url = target.path.replace(/:([A-Za-z0-9_]+)/g, () => {
            const value = params[i++];
            return typeof value === 'object' && value !== null ? value.raw : encodeComponent(value ?? '');
          });
          if (query) {
            const qs = Object.entries(query)
              .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encodeComponent(k)}=${encodeComponent(wireText(item))}`))
              .join('&');
            if (qs) url += `?${qs}`;
          }
          const before = await rowCounts();
          const res = await t.app.inject({
            method: target.method as 'GET',
            url,
            ...(body !== undefined ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
          });
          const label = `${target.method} ${url} ${JSON.stringify(body)?.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const changed = changedTables(before, await rowCounts());
            const allowed = changed.filter((name) => name === REQUEST_COUNTERS || (res.statusCode !== 400 && REFUSAL_LOGS.has(name)));
            expect(changed, label).toEqual(allowed);
          }
        }),
        { numRuns: RUNS },
      );
    }
  });
});
