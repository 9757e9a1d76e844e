import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '#shared/domain/user.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { escapeLike } from '../../db/sql-text.ts';
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The first admin is decided by one instance at a time (pg_advisory_xact_lock; 'ADMN'). */
const FIRST_ADMIN_LOCK_KEY = 0x4144_4d4e;

export function createUsersRepository(db: Database) {
  return {
    async list(filter: { search?: string; role?: Role }): Promise<UserRow[]> {
      const conditions: SQL[] = [];
      if (filter.role) conditions.push(eq(users.role, filter.role));
      if (filter.search) {
        const pattern = `%${escapeLike(filter.search)}%`;
        conditions.push(
          or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern), ilike(users.username, pattern))!,
        );
      }
      return db
        .select()
        .from(users)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(sql`lower(coalesce(${users.lastName}, ${users.username}))`), asc(users.id));
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Username or e-mail, whatever the case. */
    async findByLogin(identifier: string, allowEmail: boolean): Promise<UserRow | undefined> {
      const key = identifier.toLowerCase();
      const match = allowEmail
        ? or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key))
        : eq(sql`lower(${users.username})`, key);
      const [row] = await db.select().from(users).where(match).limit(1);
      return row;
    },

    /** Which of username and e-mail are already taken by someone other than `exceptId`. */
    async takenFields(username: string | undefined, email: string | undefined, exceptId?: number): Promise<Record<string, string>> {
      const taken: Record<string, string> = {};
      const checks: Array<[string, SQL, string]> = [];
      if (username) checks.push(['username', eq(sql`lower(${users.username})`, username.toLowerCase()), 'This username is already taken']);
      if (email) checks.push(['email', eq(sql`lower(${users.email})`, email.toLowerCase()), 'A user with this e-mail already exists']);
      for (const [field, condition, message] of checks) {
        const where = exceptId === undefined ? condition : and(condition, sql`${users.id} <> ${exceptId}`);
        const [hit] = await db.select({ id: users.id }).from(users).where(where).limit(1);
        if (hit) taken[field] = message;
      }
      return taken;
    },

    async insert(row: NewUserRow): Promise<UserRow> {
      const [created] = await db.insert(users).values(row).returning();
      return created!;
    },

    async update(id: number, changes: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Within a transaction: waits until no other instance is deciding on the first admin; released at
     * commit. Instances starting together on an empty database would otherwise both make (or reset) it.
     */
    /** Counts one more admin sign-in without a second factor (decision 0035); answers the new count. */
    async countTwoFactorGraceSignIn(id: number): Promise<number> {
      const [row] = await db
        .update(users)
        .set({ twoFactorGraceSignIns: sql`${users.twoFactorGraceSignIns} + 1` })
        .where(eq(users.id, id))
        .returning({ n: users.twoFactorGraceSignIns });
      return row?.n ?? 0;
    },

    async lockFirstAdmin(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_KEY})`);
    },

    async countAdmins(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'admin'));
      return row?.n ?? 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
