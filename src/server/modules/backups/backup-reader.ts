import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { readPostgresArchive } from '../../db/dump.ts';
import { BackupUnreadable, decryptBackup, ENCRYPTED_MAGIC, isEncryptedBackup } from './backup-crypto.ts';
import type { BackupKind } from './backup-files.ts';
import { listTar, TarDamaged } from './tar-listing.ts';

/**
 * Reading a backup file back (decision 0036): its plaintext (decrypted when it is encrypted, whatever
 * its name says), and its verification, made after every backup and before every restore.
 */

/** Whether the file at `file` is encrypted (by its first bytes, not its name). */
export async function isEncryptedFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return isEncryptedBackup(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * The backup's plaintext (the gzipped tarball or pg_dump's archive) as a stream, which fails with
 * BackupUnreadable when the key is missing or wrong or the file does not authenticate. `onBytes` sees
 * the file's own bytes as they are read (for its checksum).
 */
export async function readBackup(file: string, key: Buffer | undefined, onBytes?: (chunk: Buffer) => void): Promise<Readable> {
  const encrypted = await isEncryptedFile(file);
  const stages: Array<Readable | Transform> = [createReadStream(file)];
  if (onBytes)
    stages.push(
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          onBytes(chunk);
          callback(null, chunk);
        },
      }),
    );
  if (encrypted) stages.push(decryptBackup(key));
  if (stages.length === 1) return stages[0] as Readable;
  const out = new PassThrough();
  // pipeline destroys `out` with the error of any stage; its promise's rejection is that same error.
  pipeline([...stages, out]).catch(() => undefined);
  return out;
}

/**
 * Reads the backup at `file` to its end and checks that it is what it claims: its SHA-256 is
 * `expectedSha256` (the bytes written are the bytes on disk), it decrypts and authenticates when
 * encrypted, and its archive reads to its end: for the embedded database a gzipped tarball with a data
 * directory in it, for PostgreSQL an archive pg_restore lists and reads every entry of. Throws
 * BackupUnreadable saying what is wrong.
 */
export async function verifyBackup(file: string, kind: BackupKind, key: Buffer | undefined, expectedSha256?: string): Promise<void> {
  const hash = createHash('sha256');
  const plaintext = await readBackup(file, key, (chunk) => hash.update(chunk));
  try {
    if (kind === 'pglite') await verifyTarball(plaintext);
    else await readPostgresArchive(plaintext);
  } catch (error) {
    if (error instanceof BackupUnreadable) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupUnreadable(`The backup is damaged: ${reason}`, { cause: error });
  }
  const sha256 = hash.digest('hex');
  if (expectedSha256 !== undefined && sha256 !== expectedSha256)
    throw new BackupUnreadable(`The backup is damaged: the file on disk (SHA-256 ${sha256}) is not what was written (${expectedSha256}).`);
}

async function verifyTarball(gzipped: Readable): Promise<void> {
  let names: string[] = [];
  try {
    await pipeline(gzipped, createGunzip(), async (tar: AsyncIterable<Buffer>) => {
      names = await listTar(tar);
    });
  } catch (error) {
    if (error instanceof BackupUnreadable || error instanceof TarDamaged) throw error;
    // zlib: "incorrect header check", "unexpected end of file", "invalid stored block lengths"...
    throw new Error(`it is not a complete gzip file (${(error as Error).message})`, { cause: error });
  }
  if (!names.some((name) => name.replace(/^\/+/, '') === 'PG_VERSION'))
    throw new Error('the archive holds no database (no PG_VERSION in it)');
}
