import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#shared/domain/document-session.ts';
import { and, eq } from 'drizzle-orm';
import { securityEvents } from '#server/db/schema/security.ts';
import { bearer, insertUser, TEST_PASSWORD, tokenFor } from '#tests/support/accounts.ts';
import { insertBooking } from '#tests/support/operations.ts';
import { operationsWorld } from '#tests/support/operations-api.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Issue 36, decision 0067: a signed-in screen's document rendered with its first data for the session the
 * browser's document cookie names, and for nobody else. Each role's screen carries that role's data (two
 * customers never see each other's), another role's screen or an ended session gets the skeleton as before,
 * nothing of it is cached, and the cookie opens no API call (the API reads only the bearer header).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tomorrow = () => new Date(Date.now() + 24 * 3600_000);

/** A document as the browser asks for it, with the document cookie of `token` (`g.` general, `a.` admin sign-in). */
const documentFor = (url: string, token?: string, kind: 'g' | 'a' = 'g') =>
  t.app.inject({ method: 'GET', url, headers: token ? { cookie: `${SESSION_COOKIE}=${kind}.${token}` } : {} });

/** The state the browser hydrates from: the session the page was rendered for and the reads in its cache. */
function stateOf(html: string): {
  session?: { role: string; user: { username: string } };
  queries: { queries: Array<{ queryKey: string[] }> };
} {
  const json = /<script id="app-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return JSON.parse(json.replace(/\\u003c/g, '<')) as ReturnType<typeof stateOf>;
}
const readsOf = (html: string) => stateOf(html).queries.queries.map((q) => q.queryKey[0]);

let worlds = 0;
async function world() {
  const w = await operationsWorld(t, `docs${++worlds}`);
  await insertBooking(w.db, w.customer.id, w.site.id, {
    serviceType: 'Acme lobby refresh',
    scheduledStart: tomorrow(),
    status: 'confirmed',
  });
  await insertBooking(
    w.db,
    w.customerB.id,
    w.siteB.id,
    { serviceType: 'Birch archive dusting', scheduledStart: tomorrow(), status: 'confirmed' },
    [w.employee.id],
  );
  return {
    ...w,
    customerA: await tokenFor(t.app, w.customer.username),
    customerB: await tokenFor(t.app, w.customerB.username),
    crew: await tokenFor(t.app, w.employee.username),
  };
}

describe('a signed-in screen’s document', () => {
  it('carries the customer’s own first data, private to that browser, and names whom it was rendered for', async () => {
    const w = await world();
    const res = await documentFor('/customer-dashboard', w.customerA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toBe('cookie');
    // The row is in the HTML itself, not only in the state: it shows before any script runs.
    expect(res.body).toMatch(/<ul aria-label="Upcoming services"[^>]*><li[\s\S]*?Acme lobby refresh/);
    expect(res.body).not.toContain('Birch archive dusting');
    expect(stateOf(res.body).session).toMatchObject({ role: 'customer', user: { username: w.customer.username } });
    expect(readsOf(res.body).sort()).toEqual(['/api/auth/customer/profile', '/api/customer/bookings', '/api/customer/invoices']);
    // The bearer token is never written into the page.
    expect(res.body).not.toContain(w.customerA);

    const other = await documentFor('/customer-dashboard', w.customerB);
    expect(other.body).toContain('Birch archive dusting');
    expect(other.body).not.toContain('Acme lobby refresh');
  });

  it('renders the employee’s and the admin’s screens with theirs', async () => {
    const w = await world();
    const crew = await documentFor('/employee-dashboard', w.crew);
    expect(crew.body).toMatch(/Birch archive dusting/);
    expect(readsOf(crew.body).sort()).toEqual([
      '/api/auth/employee/profile',
      '/api/employee/assignments',
      '/api/employee/mileage-logs',
      '/api/employee/time-entries',
    ]);
    const dashboard = await documentFor('/admin/dashboard', w.adminToken, 'a');
    expect(dashboard.body).toMatch(/<dl [^>]*aria-label="Headline figures"[^>]*>[\s\S]*?<dd/);
    expect(stateOf(dashboard.body).session).toMatchObject({ role: 'admin', user: { username: w.admin.username } });
    const crm = await documentFor('/crm-dashboard', w.adminToken, 'a');
    expect(readsOf(crm.body)).toEqual(expect.arrayContaining(['/api/crm-summary']));
    const bookings = await documentFor('/admin/bookings', w.adminToken, 'a');
    expect(bookings.body).toContain('Acme lobby refresh');
    // The list's first page as the server cut it (decision 0068), not every visit of the four weeks.
    expect(readsOf(bookings.body)).toEqual([
      expect.stringMatching(/^\/api\/admin\/bookings\/page\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/),
    ]);
  });

  it('is the skeleton, with no data and nobody named, for another role, no cookie, a forged or an ended session', async () => {
    const w = await world();
    const skeletons = [
      await documentFor('/admin/dashboard', w.customerA),
      await documentFor('/customer-dashboard', w.crew),
      await documentFor('/employee-dashboard', w.customerA),
      await documentFor('/customer-dashboard'),
      await documentFor('/customer-dashboard', 'x'.repeat(43)),
    ];
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(w.customerB) });
    skeletons.push(await documentFor('/customer-dashboard', w.customerB));
    for (const res of skeletons) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(stateOf(res.body).session).toBeUndefined();
      expect(readsOf(res.body)).toEqual([]);
      expect(res.body).not.toMatch(/Acme lobby refresh|Birch archive dusting|Headline figures/);
    }
  });

  it('is the skeleton for an admin whose two-factor set-up is due, with no refused read logged for it', async () => {
    // A company that holds admins to two-factor (decision 0035): its own app, so the setting reaches no other test.
    const strict = await createTestApp({}, { adminsMustUseTwoFactor: true });
    try {
      const admin = await insertUser(strict.database.db, 'admin', { username: 'docs-grace' });
      const signIn = async () => {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: admin.username, password: TEST_PASSWORD },
        });
        return res.json<{ token: string }>().token;
      };
      const dashboardFor = async (token: string) =>
        (await strict.app.inject({ url: '/admin/dashboard', headers: { cookie: `${SESSION_COOKIE}=a.${token}` } })).body;
      // Three sign-ins of grace: the third session's dashboard comes with its figures.
      await signIn();
      await signIn();
      expect(stateOf(await dashboardFor(await signIn())).session).toMatchObject({ role: 'admin' });
      // The fourth may only set two-factor up: no data, and the document asked nothing the API would refuse.
      const due = await dashboardFor(await signIn());
      expect(stateOf(due).session).toBeUndefined();
      expect(readsOf(due)).toEqual([]);
      const denied = await strict.database.db
        .select()
        .from(securityEvents)
        .where(and(eq(securityEvents.type, 'access.denied'), eq(securityEvents.userId, admin.id)));
      expect(denied).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('opens no API call: the API still asks for the bearer header', async () => {
    const w = await world();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/bookings',
      headers: { cookie: `${SESSION_COOKIE}=g.${w.customerA}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('leaves public pages as they are: cached, the same for everyone, whoever is signed in', async () => {
    const w = await world();
    await documentFor('/services');
    const res = await documentFor('/services', w.customerA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-page-cache']).toBe('hit');
    expect(res.body).not.toContain(w.customer.username);
  });
});
