import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listTar } from './tar-listing.ts';

/** The archive check of a backup's verification (decision 0036), on archives made by the system's tar. */

const work = mkdtempSync(path.join(tmpdir(), 'tar-listing-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function archive(): Buffer {
  writeFileSync(path.join(work, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(work, 'big'), Buffer.alloc(5000, 7)); // 10 blocks of data, the last one padded
  const file = path.join(work, 'a.tar');
  const made = spawnSync('tar', ['--format=ustar', '-cf', file, '-C', work, 'PG_VERSION', 'big']);
  expect(made.status, made.stderr.toString()).toBe(0);
  return readFileSync(file);
}

/** `bytes` handed over in pieces that do not fall on block boundaries. */
async function* pieces(bytes: Buffer, size = 700): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe('listTar', () => {
  it('lists every entry of a whole archive', async () => {
    expect(await listTar(pieces(archive()))).toEqual(['PG_VERSION', 'big']);
  });

  it('finds a damaged header and an archive cut short', async () => {
    const bytes = archive();
    const damaged = Buffer.from(bytes);
    damaged[512 + 512 + 10]! ^= 1; // the second entry's name (its header starts after the first header and its one data block)
    await expect(listTar(pieces(damaged))).rejects.toThrow(/^entry 2 of the archive has a damaged header/);
    // Cut inside the second entry's data: no end-of-archive block.
    await expect(listTar(pieces(bytes.subarray(0, 512 * 5)))).rejects.toThrow(
      'the archive ends after 2 entries without its end-of-archive block (cut short?)',
    );
    await expect(listTar(pieces(Buffer.alloc(1024)))).rejects.toThrow('the archive is empty');
  });
});
