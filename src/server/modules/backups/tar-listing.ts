/**
 * Reads a tar archive (the embedded database's dump after gunzip) to its end without keeping it: every
 * header's checksum must match and the archive must end with its end-of-archive block. This is what
 * "the archive lists" means for a backup's verification (decision 0036).
 */

const BLOCK = 512;

export class TarDamaged extends Error {
  override name = 'TarDamaged';
}

/** The names of the entries of the tar archive read from `source`; throws TarDamaged where it is not one. */
export async function listTar(source: AsyncIterable<Buffer>): Promise<string[]> {
  const names: string[] = [];
  let buffered: Buffer = Buffer.alloc(0);
  let skip = 0; // bytes of entry data (padded to whole blocks) still to pass over
  let ended = false;
  for await (const chunk of source) {
    if (ended) continue; // the zero padding tar writers add after the end-of-archive block
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    let at = 0;
    while (!ended) {
      if (skip > 0) {
        const passed = Math.min(skip, buffered.length - at);
        skip -= passed;
        at += passed;
        if (skip > 0) break;
      }
      if (buffered.length - at < BLOCK) break;
      const header = buffered.subarray(at, at + BLOCK);
      at += BLOCK;
      if (header.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const entry = readHeader(header, names.length);
      names.push(entry.name);
      skip = Math.ceil(entry.size / BLOCK) * BLOCK;
    }
    buffered = buffered.subarray(at);
  }
  if (!ended) throw new TarDamaged(`the archive ends after ${names.length} entries without its end-of-archive block (cut short?)`);
  if (names.length === 0) throw new TarDamaged('the archive is empty');
  return names;
}

function readHeader(header: Buffer, index: number): { name: string; size: number } {
  const stored = octal(header.subarray(148, 156));
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  if (stored !== sum)
    throw new TarDamaged(`entry ${index + 1} of the archive has a damaged header (checksum ${stored} where ${sum} was read)`);
  const prefix = text(header.subarray(345, 500));
  const name = text(header.subarray(0, 100));
  return { name: prefix ? `${prefix}/${name}` : name, size: size(header.subarray(124, 136)) };
}

const text = (field: Buffer) => field.toString('utf8').replace(/\0.*$/s, '');
const octal = (field: Buffer) => Number.parseInt(text(field).trim() || '0', 8);

/** A size field: octal, or base-256 (high bit set) for entries of 8 GiB and more. */
function size(field: Buffer): number {
  if ((field[0]! & 0x80) === 0) return octal(field);
  let value = field[0]! & 0x7f;
  for (let i = 1; i < field.length; i++) value = value * 256 + field[i]!;
  return value;
}
