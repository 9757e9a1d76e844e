import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordLinks, users } from '../../db/schema/accounts.ts';

export function createPasswordLinksRepository(db: Database) {
  return {
    async create(values: typeof passwordLinks.$inferInsert): Promise<void> {
      await db.insert(passwordLinks).values(values);
    },

    async findByDigest(tokenHash: string) {
      const [row] = await db
        .select({ link: passwordLinks, username: users.username, role: users.role, isActive: users.isActive })
        .from(passwordLinks)
        .innerJoin(users, eq(users.id, passwordLinks.userId))
        .where(eq(passwordLinks.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** A new link replaces any unused one: only the latest link works. */
    async supersedeUnused(userId: number): Promise<void> {
      await db
        .update(passwordLinks)
        .set({ usedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
    },

    /** Reset links the person asked for themselves (no admin issued them) since `since`. */
    async countSelfServiceSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordLinks)
        .where(
          and(
            eq(passwordLinks.userId, userId),
            eq(passwordLinks.purpose, 'reset'),
            isNull(passwordLinks.createdBy),
            gte(passwordLinks.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** Marks the link used; false when another request used it first. */
    async consume(id: number): Promise<boolean> {
      const used = await db
        .update(passwordLinks)
        .set({ usedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(passwordLinks.id, id), isNull(passwordLinks.usedAt)))
        .returning({ id: passwordLinks.id });
      return used.length === 1;
    },
  };
}
