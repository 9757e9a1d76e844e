import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows-of.ts';
import { createDatabaseUpkeep } from '../../src/server/jobs/database-upkeep.ts';
import { openTestDatabase } from '../support/test-database.ts';

// Minnesota is UTC-6 in winter: 3:30 AM there is 09:30 UTC.
const at = (iso: string) => () => new Date(iso);

describe('nightly database upkeep (decision 0061)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const lastAnalyzed = async () =>
    rowsOf<{ analyzed: Date | null }>(
      await database.db.execute(sql`select last_analyze as analyzed from pg_stat_user_tables where relname = 'leads'`),
    )[0]!.analyzed;

  it.runIf(process.env['DATABASE_URL'] === undefined || process.env['DATABASE_URL'] === '')(
    'vacuums and analyzes the embedded database once a night, between 3 and 5 AM in Minnesota',
    async () => {
      let now = new Date('2026-12-02T08:59:00Z'); // 2:59 AM in Minnesota: not yet
      const upkeep = createDatabaseUpkeep(database, () => now);
      expect(await upkeep.runIfDue()).toBe(false);
      expect(await lastAnalyzed()).toBeNull();

      now = new Date('2026-12-02T09:30:00Z'); // 3:30 AM
      expect(await upkeep.runIfDue()).toBe(true);
      const first = await lastAnalyzed();
      expect(first).not.toBeNull();

      now = new Date('2026-12-02T10:40:00Z'); // 4:40 AM, the same night: done already
      expect(await upkeep.runIfDue()).toBe(false);
      now = new Date('2026-12-02T11:00:00Z'); // 5:00 AM: the window has closed
      expect(await upkeep.runIfDue()).toBe(false);

      now = new Date('2026-12-03T09:05:00Z'); // 3:05 AM the next night
      expect(await upkeep.runIfDue()).toBe(true);
    },
  );

  it('leaves a PostgreSQL server to its autovacuum', async () => {
    const upkeep = createDatabaseUpkeep({ kind: 'postgres', db: database.db }, at('2026-12-02T09:30:00Z'));
    expect(await upkeep.runIfDue()).toBe(false);
  });
});
