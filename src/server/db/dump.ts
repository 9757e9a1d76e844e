import { spawn } from 'node:child_process';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';

/**
 * Whole-database copies (decision 0029). PGlite: `dumpDataDir` taken by the open instance, so the
 * tarball is consistent while the server runs; PostgreSQL: `pg_dump` in its custom format, a
 * consistent snapshot by design. Files are written as `<file>.part` and renamed when complete, so
 * a crash never leaves a half file that looks like a backup.
 */

/** What a PGlite client offers for dumps (its type stays in client.ts). */
export interface DumpableDataDir {
  dumpDataDir(compression?: 'gzip' | 'none' | 'auto'): Promise<Blob>;
}

export async function dumpPglite(client: DumpableDataDir, file: string): Promise<void> {
  const blob = await client.dumpDataDir('gzip');
  await writeComplete(file, async (part) => writeFile(part, Buffer.from(await blob.arrayBuffer())));
}

export async function dumpPostgres(url: string, file: string): Promise<void> {
  await writeComplete(file, (part) => runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${part}`], url));
}

/** PGlite: a fresh data directory `dir` (which must not exist yet) made from a backup tarball. */
export async function restorePglite(file: string, dir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dir, { loadDataDir: new Blob([await readFile(file)]) });
  await client.query('select 1');
  await client.close();
}

/** PostgreSQL: a custom-format dump into the (empty) database at `url`. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await runTool('pg_restore', ['--no-owner', '--exit-on-error', file], url);
}

async function writeComplete(file: string, write: (part: string) => Promise<void>): Promise<void> {
  const part = `${file}.part`;
  try {
    await write(part);
    await rename(part, file);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

/**
 * Runs a PostgreSQL client tool against `url`. The password goes in PGPASSWORD, not on the command
 * line, where every local user could read it in the process list; errors never repeat the URL.
 */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${target.toString()}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${tool} was not found on this server: install the PostgreSQL client tools (Debian: postgresql-client) or rely on your database provider's backups`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ').slice(0, 400)}`));
    });
  });
}
