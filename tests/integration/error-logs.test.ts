import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { testConfig } from '#tests/support/test-app.ts';
import { openTestDatabase } from '#tests/support/test-database.ts';

let app: FastifyInstance;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  // The production logger (silent level), so its serializers are the ones main.ts runs with.
  app = await buildApp(testConfig(), { database });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error logs', () => {
  it('carry the database error class, its SQLSTATE and the query name, never the parameters', async () => {
    const failure = await Promise.resolve(
      database.db.execute(sql`insert into leads (email, phone) values (${'jane.doe@example.com'}, ${'612-555-0199'}::int)`),
    ).catch((error: unknown) => error);
    const serializers = (app.log as unknown as Record<symbol, Record<string, (e: unknown) => unknown>>)[pino.symbols.serializersSym]!;
    const logged = JSON.stringify(serializers['err']!(failure));
    expect(logged).not.toContain('jane.doe@example.com');
    expect(logged).not.toContain('612-555-0199');
    expect(JSON.parse(logged)).toMatchObject({ type: 'DrizzleQueryError', query: 'insert leads', cause: { code: '22P02' } });
  });

  it('keep message and stack of other errors', () => {
    const serializers = (app.log as unknown as Record<symbol, Record<string, (e: unknown) => unknown>>)[pino.symbols.serializersSym]!;
    expect(serializers['err']!(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom' });
  });
});
