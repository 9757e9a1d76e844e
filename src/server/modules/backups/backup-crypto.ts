import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Encrypted backups (decision 0036), when BACKUP_ENCRYPTION_KEY is set: AES-256-GCM in chunks, like
 * age's STREAM, so a backup of any size is encrypted and decrypted as a stream and nothing is released
 * before it is authenticated.
 *
 *   header  "twinpines-backup-v1\n" (20 bytes) | salt (32 random bytes) | key check (16 bytes)
 *   chunks  64 KiB of plaintext each (the last one shorter, possibly empty), sealed with a 16-byte tag
 *
 * Each file has its own key: HKDF-SHA256(master key, salt) gives 32 bytes of AES key and 16 bytes of
 * key check, so a wrong master key is told apart from a damaged file before any chunk is read. A chunk's
 * 12-byte nonce is its number (11 bytes, big-endian) and a last-chunk flag: chunks cannot be reordered,
 * dropped or appended, and a file cut short fails (its last chunk is not flagged last).
 */

export const ENCRYPTED_MAGIC = Buffer.from('twinpines-backup-v1\n');
const SALT_BYTES = 32;
const CHECK_BYTES = 16;
const HEADER_BYTES = ENCRYPTED_MAGIC.length + SALT_BYTES + CHECK_BYTES;
const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;

/** Why a backup cannot be read back: the key is missing or wrong, or the file is damaged. */
export class BackupUnreadable extends Error {
  override name = 'BackupUnreadable';
}

/** Whether a file starting with `head` is an encrypted backup. */
export function isEncryptedBackup(head: Buffer): boolean {
  return head.length >= ENCRYPTED_MAGIC.length && head.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC);
}

function fileKeys(master: Buffer, salt: Buffer): { key: Buffer; check: Buffer } {
  const bytes = Buffer.from(hkdfSync('sha256', master, salt, 'twinpines backup v1', 32 + CHECK_BYTES));
  return { key: bytes.subarray(0, 32), check: bytes.subarray(32) };
}

function nonce(counter: bigint, last: boolean): Buffer {
  const n = Buffer.alloc(12);
  n.writeBigUInt64BE(counter, 3); // bytes 0-2 stay 0: 11 bytes of counter in all
  n[11] = last ? 1 : 0;
  return n;
}

/** Plaintext in, encrypted backup out. */
export function encryptBackup(master: Buffer): Transform {
  const salt = randomBytes(SALT_BYTES);
  const { key, check } = fileKeys(master, salt);
  let pending: Buffer = Buffer.alloc(0);
  let counter = 0n;
  const seal = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, nonce(counter++, last));
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  let header: Buffer | undefined = Buffer.concat([ENCRYPTED_MAGIC, salt, check]);
  const started = (out: Transform) => {
    if (header) out.push(header);
    header = undefined;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      started(this);
      pending = Buffer.concat([pending, chunk]);
      // Strictly more than a chunk: whatever is left at the end, even a full chunk, is sealed as the last.
      while (pending.length > CHUNK_BYTES) {
        this.push(seal(pending.subarray(0, CHUNK_BYTES), false));
        pending = pending.subarray(CHUNK_BYTES);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      started(this);
      callback(null, seal(pending, true));
    },
  });
}

/**
 * Encrypted backup in, plaintext out; fails with BackupUnreadable when the key is missing or wrong,
 * or a chunk does not authenticate (damaged, cut short, reordered).
 */
export function decryptBackup(master: Buffer | undefined): Transform {
  let header: Buffer | undefined = Buffer.alloc(0);
  let key: Buffer | undefined;
  let pending: Buffer = Buffer.alloc(0);
  let counter = 0n;
  const open = (sealed: Buffer, last: boolean): Buffer => {
    const at = counter++;
    const decipher = createDecipheriv('aes-256-gcm', key!, nonce(at, last));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new BackupUnreadable(
        last
          ? `The backup is damaged or incomplete: its end (part ${at + 1n}) does not authenticate.`
          : `The backup is damaged: part ${at + 1n} does not authenticate.`,
      );
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        if (header) {
          header = Buffer.concat([header, chunk]);
          if (header.length < HEADER_BYTES) return callback();
          key = keyFor(header, master);
          pending = header.subarray(HEADER_BYTES);
          header = undefined;
        } else {
          pending = Buffer.concat([pending, chunk]);
        }
        while (pending.length > CHUNK_BYTES + TAG_BYTES) {
          this.push(open(pending.subarray(0, CHUNK_BYTES + TAG_BYTES), false));
          pending = pending.subarray(CHUNK_BYTES + TAG_BYTES);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (header) throw new BackupUnreadable('The backup is damaged or incomplete: it ends inside its header.');
        if (pending.length < TAG_BYTES) throw new BackupUnreadable('The backup is damaged or incomplete: it ends inside its last part.');
        callback(null, open(pending, true));
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

function keyFor(header: Buffer, master: Buffer | undefined): Buffer {
  if (!isEncryptedBackup(header)) throw new BackupUnreadable('This is not an encrypted backup of this application.');
  if (!master)
    throw new BackupUnreadable('This backup is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with, then try again.');
  const salt = header.subarray(ENCRYPTED_MAGIC.length, ENCRYPTED_MAGIC.length + SALT_BYTES);
  const { key, check } = fileKeys(master, salt);
  if (!timingSafeEqual(check, header.subarray(ENCRYPTED_MAGIC.length + SALT_BYTES, HEADER_BYTES)))
    throw new BackupUnreadable('BACKUP_ENCRYPTION_KEY is not the key this backup was made with.');
  return key;
}
