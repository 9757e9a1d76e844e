import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contentRevisions } from '../../db/schema/content.ts';

/** 'company': the company profile of Settings (decision 0024), shown on every page. */
export type ContentKind = 'cities' | 'blog' | 'company';

export function createContentRevisionRepository(db: Database) {
  return {
    /** Sum of every kind's counter: any content write anywhere changes it. */
    async current(): Promise<number> {
      const [row] = await db.select({ total: sql<string>`coalesce(sum(${contentRevisions.revision}), 0)` }).from(contentRevisions);
      return Number(row?.total ?? 0);
    },

    /** Call inside the transaction that changes the content. */
    async bump(kind: ContentKind, tx: Database = db): Promise<void> {
      await tx
        .insert(contentRevisions)
        .values({ kind, revision: 1 })
        .onConflictDoUpdate({
          target: contentRevisions.kind,
          set: { revision: sql`${contentRevisions.revision} + 1`, updatedAt: sql`now()` },
        });
    },
  };
}

export type ContentRevisionRepository = ReturnType<typeof createContentRevisionRepository>;
