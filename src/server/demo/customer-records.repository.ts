import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { passwordLinks, users } from '../db/schema/accounts.ts';
import { sites } from '../db/schema/customers.ts';
import { servicePlans } from '../db/schema/operations.ts';

/** The few reads and writes the customers' story needs beyond what the services answer. */
export function createCustomerRecordsRepository(db: Database) {
  return {
    /** The plan a lead's conversion made (one per lead), with its customer and site. */
    async planOfLead(leadId: string) {
      const [row] = await db
        .select({
          id: servicePlans.id,
          customerId: servicePlans.customerId,
          siteId: servicePlans.siteId,
          status: servicePlans.status,
          visitMinutes: servicePlans.visitMinutes,
          crewSize: servicePlans.crewSize,
          serviceDays: servicePlans.serviceDays,
        })
        .from(servicePlans)
        .where(eq(servicePlans.leadId, leadId));
      return row;
    },

    /** The customer's first site (a one-time quote's conversion makes a site and no plan). */
    async firstSiteOf(customerId: number): Promise<number | undefined> {
      const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.customerId, customerId)).orderBy(sites.id).limit(1);
      return row?.id;
    },

    /** The customer chose a password through their invite link: the hash is theirs, the link spent. */
    async choosePassword(userId: number, passwordHash: string, at: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
      await db
        .update(passwordLinks)
        .set({ usedAt: at, updatedAt: at })
        .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
    },
  };
}
