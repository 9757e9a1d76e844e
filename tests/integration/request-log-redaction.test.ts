import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { testConfig } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';
import { quoteBody } from '#tests/support/write-world.ts';

/**
 * Issue 29 ("a password in the address bar and the log", "link tokens in logs"): the app's own logger
 * at level info, its stdout caught. A secret in a query string, an acceptance token and the lead ids
 * that unlock quote PDFs never reach a line; the lines say where they were, masked.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
const stdout: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      stdout.push(chunk.toString());
      done();
    },
  });
  app = await buildApp(testConfig({ LOG_LEVEL: 'info', PUBLIC_FORM_RATE_LIMIT_PER_MINUTE: '1000' }), { database, logDestination: sink });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The URLs of the request lines logged since `from`. */
const loggedUrls = (from: number) =>
  stdout
    .slice(from)
    .flatMap((line) => line.split('\n'))
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
    .filter((url): url is string => url !== undefined);

describe('request logs', () => {
  it('mask the value of a secret sent in a query string (a form sent as a GET before its script ran)', async () => {
    const from = stdout.length;
    const password = 'Lake-Calhoun-Secret-77';
    await app.inject({ method: 'GET', url: `/login-portal?username=ann&password=${password}&code=493021` });
    await app.inject({ method: 'GET', url: '/api/health?access_token=tok-in-the-query-55&page=2' });
    const logged = stdout.slice(from).join('');
    for (const secret of [password, '493021', 'tok-in-the-query-55']) expect(logged).not.toContain(secret);
    expect(loggedUrls(from)).toEqual(
      expect.arrayContaining([
        '/login-portal?username=ann&password=[redacted]&code=[redacted]',
        '/api/health?access_token=[redacted]&page=2',
      ]),
    );
  });

  it('mask acceptance tokens and the lead ids that unlock a quote, on pages and API calls', async () => {
    const quote = await app.inject({ method: 'POST', url: '/api/pricing-breakdown', payload: quoteBody('log-1') });
    expect(quote.statusCode).toBe(200);
    const { leadId } = quote.json() as { leadId: string };
    const acceptToken = randomBytes(32).toString('base64url');

    const from = stdout.length;
    for (const url of [
      `/accept/${acceptToken}`,
      `/api/quote-acceptances/${acceptToken}`,
      `/api/quote-acceptances/${acceptToken}/agreement.pdf`,
      `/api/quote-pdf/${leadId}`,
      `/api/service-agreement-pdf/${leadId}`,
    ]) {
      await app.inject({ method: 'GET', url });
    }
    await app.inject({ method: 'POST', url: `/api/leads/${leadId}/consultation`, payload: {} });
    const logged = stdout.slice(from).join('');
    expect(logged).not.toContain(acceptToken);
    expect(logged).not.toContain(leadId);
    expect(loggedUrls(from)).toEqual(
      expect.arrayContaining([
        '/accept/[redacted]',
        '/api/quote-acceptances/[redacted]',
        '/api/quote-acceptances/[redacted]/agreement.pdf',
        '/api/quote-pdf/[redacted]',
        '/api/service-agreement-pdf/[redacted]',
        '/api/leads/[redacted]/consultation',
      ]),
    );
  });
});
