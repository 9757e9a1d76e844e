import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '#server/db/client.ts';

interface Journal {
  entries: Array<{ tag: string }>;
}

/**
 * For a migration's own test: an embedded database migrated up to just before `tag`, and `migrateRest`
 * to run `tag` and every later migration on the rows the test stored meanwhile. (The SQL is the same on
 * PostgreSQL.) `close` drops the database and the copied migrations.
 */
export async function migratedBefore(tag: string): Promise<{ client: PGlite; migrateRest(): Promise<void>; close(): Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrated-before-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const upTo = journal.entries.findIndex((entry) => entry.tag === tag);
  if (upTo < 1) throw new Error(`no migration ${tag} after the first`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  const client = await PGlite.create('memory://');
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  return {
    client,
    migrateRest: () => migrate(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
