import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE_MODE } from '../../private-files.ts';
import { encryptBackup } from './backup-crypto.ts';
import type { BackupKind } from './backup-files.ts';
import { verifyBackup } from './backup-reader.ts';

/**
 * Writes one backup file (decision 0036): private from its first byte (created 0600 with 'wx', so
 * never over another file), encrypted on the way when a key is given, synced, then read back and
 * verified, and only then given its name, which it never takes from another backup: a file that
 * fails any step is deleted and the backup fails.
 */
export async function writeBackup(options: {
  dir: string;
  fileName: string;
  kind: BackupKind;
  source: Readable;
  key?: Buffer | undefined;
}): Promise<{ sizeBytes: number; sha256: string }> {
  const final = path.join(options.dir, options.fileName);
  // Written as .part and named when verified: a crash never leaves a half file that looks like a backup.
  const part = `${final}.part`;
  const handle = await open(part, 'wx', PRIVATE_FILE_MODE);
  try {
    const hash = createHash('sha256');
    let sizeBytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        sizeBytes += chunk.length;
        callback(null, chunk);
      },
    });
    const toFile = async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) await handle.write(chunk);
    };
    try {
      if (options.key) await pipeline(options.source, encryptBackup(options.key), measure, toFile);
      else await pipeline(options.source, measure, toFile);
      await handle.sync();
    } finally {
      await handle.close();
    }
    const sha256 = hash.digest('hex');
    await verifyBackup(part, options.kind, options.key, sha256);
    await nameWithoutOverwriting(part, final);
    return { sizeBytes, sha256 };
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

/**
 * Gives the verified file its name, failing rather than replacing a file of that name: a hard link is
 * made only where the name is free (rename would overwrite). File systems without hard links get an
 * exclusive copy instead.
 */
async function nameWithoutOverwriting(part: string, final: string): Promise<void> {
  try {
    await link(part, final);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new Error(`${path.basename(final)} already exists; it was left as it is`, { cause: error });
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw error;
    await copyFile(part, final, constants.COPYFILE_EXCL);
  }
  await rm(part);
  await syncDirectory(path.dirname(final));
}

/** The new name survives a power cut once its directory is synced (where the platform allows that). */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}
