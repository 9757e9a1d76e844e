import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BackupUnreadable, decryptBackup, encryptBackup } from './backup-crypto.ts';

/** Encrypted backups (decision 0036): sizes are hand-worked from the format, 68 bytes of header and 16 of tag per 64 KiB chunk. */

const key = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');
const otherKey = Buffer.from('ff0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `plain` fed in pieces of `piece` bytes, as a file or pg_dump would hand it over. */
const feed = (plain: Buffer, piece = 10_000) =>
  Readable.from(Array.from({ length: Math.ceil(plain.length / piece) || 0 }, (_, i) => plain.subarray(i * piece, (i + 1) * piece)));

const encrypt = (plain: Buffer, k = key) => collect(feed(plain).pipe(encryptBackup(k)));
const decryptWith = (sealed: Buffer, k: Buffer | undefined) => collect(feed(sealed, 7_000).pipe(decryptBackup(k)));
const decrypt = (sealed: Buffer) => decryptWith(sealed, key);

describe('backup encryption', () => {
  it.each([
    [0, 68 + 16],
    [1, 68 + 1 + 16],
    [65_536, 68 + 65_536 + 16],
    [65_537, 68 + 65_537 + 2 * 16],
    [200_000, 68 + 200_000 + 4 * 16],
  ])('round-trips %i bytes into a file of %i bytes', async (size, sealedSize) => {
    const plain = randomBytes(size);
    const sealed = await encrypt(plain);
    expect(sealed.length).toBe(sealedSize);
    expect(sealed.subarray(0, 20).toString()).toBe('twinpines-backup-v1\n');
    expect((await decrypt(sealed)).equals(plain)).toBe(true);
  });

  it('gives every file its own salt: the same backup twice is two different files', async () => {
    const plain = Buffer.from('the same rows');
    expect((await encrypt(plain)).equals(await encrypt(plain))).toBe(false);
  });

  it('refuses without a key, with another key, and a file that is not one', async () => {
    const sealed = await encrypt(Buffer.from('rows'));
    await expect(decryptWith(sealed, undefined)).rejects.toThrow(
      new BackupUnreadable('This backup is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with, then try again.'),
    );
    await expect(decryptWith(sealed, otherKey)).rejects.toThrow('BACKUP_ENCRYPTION_KEY is not the key this backup was made with.');
    await expect(decrypt(Buffer.alloc(200, 0x1f))).rejects.toThrow('This is not an encrypted backup of this application.');
  });

  it('finds a changed byte, a file cut at a chunk boundary or inside its header, and chunks swapped', async () => {
    const plain = randomBytes(3 * 65_536 + 10); // four chunks
    const sealed = await encrypt(plain);
    const chunk = 65_536 + 16;

    const flipped = Buffer.from(sealed);
    flipped[68 + chunk + 100]! ^= 1; // in the second chunk
    await expect(decrypt(flipped)).rejects.toThrow('The backup is damaged: part 2 does not authenticate.');

    // Cut after the third full chunk: the third is read as the last, and it was not sealed as the last.
    await expect(decrypt(sealed.subarray(0, 68 + 3 * chunk))).rejects.toThrow(
      'The backup is damaged or incomplete: its end (part 3) does not authenticate.',
    );
    await expect(decrypt(sealed.subarray(0, 50))).rejects.toThrow('The backup is damaged or incomplete: it ends inside its header.');

    const swapped = Buffer.concat([
      sealed.subarray(0, 68),
      sealed.subarray(68 + chunk, 68 + 2 * chunk),
      sealed.subarray(68, 68 + chunk),
      sealed.subarray(68 + 2 * chunk),
    ]);
    await expect(decrypt(swapped)).rejects.toThrow('The backup is damaged: part 1 does not authenticate.');
  });
});
