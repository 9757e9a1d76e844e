import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#server/project-root.ts';
import { startServerProcess, type ServerProcess } from '#tests/support/server-process.ts';
import { looseEntries } from '#tests/support/file-modes.ts';

/**
 * Decision 0036 on the built server and commands, started from a shell whose umask is the usual 022:
 * the server's data directory, its database, its pid lock and its scheduled (encrypted) backup are the
 * server user's only; `npm run restore` refuses the encrypted backup without its key and restores it
 * with the key into a DATA_DIR that did not exist, privately; `npm run backup` writes a private file.
 */

const work = mkdtempSync(path.join(tmpdir(), 'private-files-'));
const KEY = '5f1e3c2a9b8d7e6f00112233445566778899aabbccddeeff0123456789abcdef';
let server: ServerProcess | undefined;
// The processes started here inherit the usual umask (022), whatever this machine's is: the server sets its own.
const umaskBefore = process.umask(0o022);

afterAll(async () => {
  process.umask(umaskBefore);
  await server?.kill();
  rmSync(work, { recursive: true, force: true });
});

/** Runs a built command (`dist/server/<name>.js`) with `env` added; its exit code and output. */
function command(name: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(projectRoot(), 'dist/server', `${name}.js`), ...args], {
    cwd: projectRoot(),
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', BACKUP_ENCRYPTION_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('private files of the built server (decision 0036)', () => {
  it('keeps the database and its backups private, and restores an encrypted backup only with its key', { timeout: 600_000 }, async () => {
    const dataDir = path.join(work, 'data');
    mkdirSync(dataDir, { mode: 0o755 }); // made by hand before, readable by all
    server = await startServerProcess({ DATA_DIR: dataDir, BACKUP_CHECK_SECONDS: '1', BACKUP_ENCRYPTION_KEY: KEY });
    const backupDir = path.join(dataDir, 'backups');
    // The first scheduled check comes a second after the start.
    const backup = await waitFor('the scheduled backup', () =>
      existsSync(backupDir) ? readdirSync(backupDir).find((name) => name.endsWith('.tar.gz.enc')) : undefined,
    );
    expect(looseEntries(dataDir, work)).toEqual([]);
    expect(await server.stop()).toBe(0);
    server = undefined;

    const file = path.join(backupDir, backup);
    const drill = path.join(work, 'drill'); // does not exist yet
    const refused = await command('restore', [file], { DATA_DIR: drill });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'Refused: This backup is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with, then try again.',
    );

    const restored = await command('restore', [file], { DATA_DIR: drill, BACKUP_ENCRYPTION_KEY: KEY });
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/Restored \d+ tables, \d+ rows, from /);
    expect(looseEntries(drill, work)).toEqual([]);

    // `npm run backup` with the server stopped, into a directory made 0755 before: private, unencrypted without a key.
    const cliDir = path.join(work, 'cli-backups');
    const made = await command('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: cliDir });
    expect(made.code, made.output).toBe(0);
    chmodSync(cliDir, 0o755);
    const again = await command('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: cliDir });
    expect(again.code, again.output).toBe(0);
    const names = readdirSync(cliDir);
    expect(names).toHaveLength(2);
    expect(names.every((name) => /^twinpines-.*\.tar\.gz$/.test(name))).toBe(true);
    expect(looseEntries(cliDir, work)).toEqual([]);
    expect(looseEntries(dataDir, work)).toEqual([]);
  });
});
