/**
 * Word shingles: the measure of how much two pages say the same thing. A page's text becomes the set of
 * its runs of `size` consecutive words (lower case, letters and digits only), and a page's overlap with
 * another is the share of its own shingles the other also has. Search engines treat pages that differ only
 * in a few words as doorway pages; the city pages and generated city content are held below a ceiling.
 */

export const SHINGLE_SIZE = 5;

/** The ceiling for city pages and generated city content: no page shares more than this with another. */
export const MAX_SHARED_SHINGLES = 0.4;

export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replaceAll(/['’]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  );
}

export function shingles(text: string, size = SHINGLE_SIZE): Set<string> {
  const list = words(text);
  const out = new Set<string>();
  for (let i = 0; i + size <= list.length; i++) out.add(list.slice(i, i + size).join(' '));
  return out;
}

/** The share of `a`'s shingles that `b` also has (0 when `a` has none). */
export function sharedShare(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0) return 0;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / a.size;
}

export interface ClosestPage<K> {
  key: K;
  closest: K | null;
  share: number;
}

/** For each page, the other page it shares most with and that share. */
export function closestPages<K>(pages: ReadonlyMap<K, ReadonlySet<string>>): Array<ClosestPage<K>> {
  const entries = [...pages];
  return entries.map(([key, set]) => {
    let closest: K | null = null;
    let share = 0;
    for (const [other, otherSet] of entries) {
      if (other === key) continue;
      const s = sharedShare(set, otherSet);
      if (s > share || closest === null) {
        share = s;
        closest = other;
      }
    }
    return { key, closest, share };
  });
}
