import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';

/** Whether the database already holds customers: the demo fills an empty business only. */
export async function holdsCustomers(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'customer'));
  return (row?.n ?? 0) > 0;
}
