import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { sites } from '../../db/schema/customers.ts';

export type SiteRow = typeof sites.$inferSelect;

/** A person as operations shows them: enough to name them. */
export interface PersonRow {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  phone: string | null;
}

export const personColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  phone: users.phone,
};

/** The customers, employees and sites plans and bookings refer to. */
export function createDirectoryRepository(db: Database) {
  return {
    /** A customer account (role customer) by id, with whether it is active. */
    async findCustomer(id: number): Promise<(PersonRow & { isActive: boolean }) | undefined> {
      const [row] = await db
        .select({ ...personColumns, isActive: users.isActive })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'customer')))
        .limit(1);
      return row;
    },

    /** Where a customer is e-mailed, and the name the e-mail greets. */
    async customerContact(id: number): Promise<{ email: string; firstName: string | null; username: string } | undefined> {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, username: users.username })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'customer')))
        .limit(1);
      return row;
    },

    async findSite(id: number): Promise<SiteRow | undefined> {
      const [row] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
      return row;
    },

    /** The ids among `ids` that are active employees. */
    async activeEmployeesAmong(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [...ids]), eq(users.role, 'employee'), eq(users.isActive, true)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
