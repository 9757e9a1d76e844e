/**
 * Rendered HTML keyed by URL, valid for one content revision. Bounded, so
 * requests for endless distinct URLs cannot grow memory (oldest entry goes).
 */
export interface CachedPage {
  status: number;
  html: string;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage & { revision: number }>();

  constructor(private readonly maxEntries = 500) {}

  get(url: string, revision: number): CachedPage | undefined {
    const hit = this.entries.get(url);
    if (!hit) return undefined;
    if (hit.revision !== revision) {
      this.entries.delete(url);
      return undefined;
    }
    // Refresh recency: Map keeps insertion order.
    this.entries.delete(url);
    this.entries.set(url, hit);
    return hit;
  }

  /** The page as last rendered, whatever its revision: served while the database cannot say which is current. */
  getStale(url: string): CachedPage | undefined {
    return this.entries.get(url);
  }

  set(url: string, revision: number, page: CachedPage): void {
    this.entries.delete(url);
    this.entries.set(url, { ...page, revision });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Memoises a revision lookup for a short time so a busy page does not query per request. */
export function memoizeFor(ms: number, read: () => Promise<number>): () => Promise<number> {
  let value: Promise<number> | undefined;
  let at = 0;
  return () => {
    const now = Date.now();
    if (!value || now - at >= ms) {
      at = now;
      value = read().catch((error: unknown) => {
        value = undefined;
        throw error;
      });
    }
    return value;
  };
}
