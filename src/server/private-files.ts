import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's files are its own (decision 0036): the database, its write-ahead log and the backups
 * hold password hashes, TOTP secrets and personal data, so no other local user may read them.
 */

/** Directories 0700, files 0600: read and written by the server's user only. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Everything this process creates from now on is private, whatever the shell's umask: called first by
 * the server and every command. PGlite's own writes go through Node's fs and follow it.
 */
export function usePrivateUmask(): void {
  process.umask(0o077);
}

/** `dir` (and any missing parent) exists and is 0700, even when it was made earlier with looser modes. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  setMode(dir, PRIVATE_DIR_MODE);
}

/**
 * Every directory under `root` (itself included) becomes 0700 and every file 0600. PGlite's first start
 * (initdb) chmods its files to 0666 whatever the umask, and installations from before decision 0036 hold
 * such files, so the server runs this over its database each time it opens it. Symbolic links are left
 * alone (their modes mean nothing; what they point to is not ours to change).
 */
export function makePrivateTree(root: string): void {
  const stat = lstatSync(root);
  if (stat.isSymbolicLink()) return;
  if (!stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_FILE_MODE) setMode(root, PRIVATE_FILE_MODE);
    return;
  }
  if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) setMode(root, PRIVATE_DIR_MODE);
  for (const name of readdirSync(root)) makePrivateTree(path.join(root, name));
}

function setMode(target: string, mode: number): void {
  try {
    chmodSync(target, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM') throw error;
    throw new Error(
      `Cannot make ${target} private (mode ${mode.toString(8)}): it belongs to another user. ` +
        'The data and backup directories must belong to the user that runs the server.',
      { cause: error },
    );
  }
}
