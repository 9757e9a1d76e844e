import { spawn } from 'node:child_process';
import { Readable, type Writable } from 'node:stream';
import { childEnvironment } from '../config.ts';

/**
 * Whole-database copies (decision 0029) as streams. PGlite: `dumpDataDir` taken by the open instance,
 * so the tarball is consistent while the server runs; PostgreSQL: `pg_dump` in its custom format to its
 * standard output, a consistent snapshot by design. Writing, encrypting and verifying the file is the
 * backups module's work (decision 0036): plaintext never has to touch the disk.
 */

/** What a PGlite client offers for dumps (its type stays in client.ts). */
export interface DumpableDataDir {
  dumpDataDir(compression?: 'gzip' | 'none' | 'auto'): Promise<Blob>;
}

export function dumpPglite(client: DumpableDataDir): Readable {
  return Readable.from(
    (async function* () {
      const blob = await client.dumpDataDir('gzip');
      yield Buffer.from(await blob.arrayBuffer());
    })(),
  );
}

/** pg_dump's custom format on a stream; the stream fails when pg_dump does (or is missing). */
export function dumpPostgres(url: string): Readable {
  return Readable.from(toolOutput('pg_dump', ['--format=custom', '--no-owner'], url));
}

/** PGlite: a fresh data directory `dir` (which must not exist yet) made from a backup's tarball. */
export async function restorePglite(tarball: Buffer<ArrayBuffer>, dir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dir, { loadDataDir: new Blob([tarball]) });
  await client.query('select 1');
  await client.close();
}

/** PostgreSQL: a custom-format dump, read from `archive`, into the (empty) database at `url`. */
export async function restorePostgres(archive: Readable, url: string): Promise<void> {
  await runTool('pg_restore', ['--no-owner', '--exit-on-error'], url, archive);
}

/**
 * Whether `archive` is a custom-format dump pg_restore reads to its end: its table of contents lists
 * (what `pg_restore --list` checks) and every entry's data decompresses, written out as the SQL script
 * a restore would run, to nowhere.
 */
export async function readPostgresArchive(archive: Readable): Promise<void> {
  await runTool('pg_restore', ['--file=/dev/null'], undefined, archive);
}

type Tool = 'pg_dump' | 'pg_restore';

/**
 * The command line of a PostgreSQL client tool against `url`. The password goes in PGPASSWORD, not on
 * the command line, where every local user could read it in the process list; errors never repeat the URL.
 */
function toolInvocation(args: string[], url: string | undefined): { args: string[]; env: NodeJS.ProcessEnv } {
  if (url === undefined) return { args, env: childEnvironment() };
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return { args: [...args, `--dbname=${target.toString()}`], env: childEnvironment(password ? { PGPASSWORD: password } : {}) };
}

function startTool(tool: Tool, args: string[], url: string | undefined) {
  const invocation = toolInvocation(args, url);
  const child = spawn(tool, invocation.args, { env: invocation.env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve, reject) => {
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
  return { child, exited };
}

/** Runs `tool`, feeding it `input` on its standard input when given; resolves when it succeeded. */
async function runTool(tool: Tool, args: string[], url: string | undefined, input?: Readable): Promise<void> {
  const { child, exited } = startTool(tool, args, url);
  child.stdout.resume(); // nothing is read from it: the exit status says whether the tool succeeded
  if (!input) {
    child.stdin.end();
    return exited;
  }
  try {
    await feed(input, child.stdin);
  } catch (error) {
    // The input failed (a damaged or undecryptable backup): that is the reason, and the tool must not
    // act on what it has read so far.
    child.kill();
    await exited.catch(() => undefined);
    throw error;
  }
  await exited;
}

/**
 * Writes `input` to a tool's standard input, then ends it. A tool may stop reading once it has what it
 * needs or when it fails: the rest of the input
 * is still read through, so checks on it (a checksum, decryption's authentication) see every byte, and
 * the tool's exit status tells whether it failed.
 */
async function feed(input: Readable, stdin: Writable): Promise<void> {
  let closed = false;
  stdin.on('error', () => (closed = true)); // EPIPE: the tool stopped reading
  stdin.on('close', () => (closed = true));
  for await (const chunk of input) {
    if (closed || stdin.write(chunk)) continue;
    await new Promise<void>((resolve) => {
      const done = () => {
        stdin.off('drain', done);
        stdin.off('close', done);
        resolve();
      };
      stdin.on('drain', done);
      stdin.on('close', done);
    });
  }
  if (!closed) stdin.end();
}

/** The tool's standard output; throws after the last chunk when it did not succeed. */
async function* toolOutput(tool: Tool, args: string[], url: string): AsyncGenerator<Buffer> {
  const { child, exited } = startTool(tool, args, url);
  child.stdin.end();
  exited.catch(() => undefined); // awaited below; a spawn error must not go unhandled meanwhile
  try {
    for await (const chunk of child.stdout) yield chunk as Buffer;
    await exited;
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  }
}
