import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '#server/db/client.ts';
import type { DatabaseTemplate } from '../support/test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every integration file starts from a copy of (decision 0051). */
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates one database per run, before any integration file starts: the embedded database's data
 * directory as a tarball on disk, or a template database on the PostgreSQL server of DATABASE_URL.
 * Each file then gets a copy of it (tests/support/test-database.ts) instead of migrating its own.
 *
 * Several projects use it (integration, integration-once and, in CI, integration-postgres: vitest.config.ts)
 * and each runs its own global setup in the one Vitest process: the first of a database server makes its
 * template, the others of that server wait for the same one, and the last to finish removes it.
 */
export default async function setup(project: TestProject) {
  // A project's own DATABASE_URL (integration-postgres, set by .ci/run) before the process's.
  const serverUrl = project.config.env['DATABASE_URL'] || process.env['DATABASE_URL'] || '';
  const shared = ((globalThis as { [TEMPLATES]?: Map<string, SharedTemplate> })[TEMPLATES] ??= new Map());
  let entry = shared.get(serverUrl);
  if (!entry) shared.set(serverUrl, (entry = { users: 0, made: makeTemplate(serverUrl) }));
  entry.users += 1;
  const { template, remove } = await entry.made;
  project.provide('databaseTemplate', template);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.delete(serverUrl);
    await remove();
  };
}

/** The templates of this run by database server ('' for the embedded database). */
const TEMPLATES = Symbol.for('twinpines.test-database-templates');
interface SharedTemplate {
  users: number;
  made: Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }>;
}

async function makeTemplate(serverUrl: string): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const started = performance.now();
  if (!serverUrl) {
    const client = await PGlite.create('memory://');
    await migrate(drizzle(client), { migrationsFolder });
    // Uncompressed (44 MB against 5): each file's copy then loads in about 330 ms instead of 550 (no gunzip).
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dir = mkdtempSync(path.join(tmpdir(), 'twinpines-template-'));
    const file = path.join(dir, 'pglite.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    log(`embedded database migrated once for this run in ${seconds(started)} s`);
    return { template: { kind: 'pglite', file }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }

  const name = `template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Migrated through the app's own path, then closed: a template must have no connection while copied.
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.close();
  log(`PostgreSQL template database ${name} migrated once for this run in ${seconds(started)} s`);
  return { template: { kind: 'postgres', name }, remove: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const log = (line: string) => process.stdout.write(`${line}\n`);
