import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { LatLng } from '#shared/domain/geo.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { customerProfiles, sites } from '../../db/schema/customers.ts';
import { leads } from '../../db/schema/sales.ts';

export type LeadRow = typeof leads.$inferSelect;
export type SiteRow = typeof sites.$inferSelect;
export type ProfileRow = typeof customerProfiles.$inferSelect;
export type AccountRow = typeof users.$inferSelect;

/** The rows a conversion reads and writes beyond plans and bookings (those are the operations module's). */
export function createConversionRepository(db: Database) {
  return {
    /**
     * The lead, locked until the transaction ends. Every conversion (online acceptance, the admin's)
     * takes this lock first, so two of them take turns and the second finds the lead converted.
     */
    async lockLead(id: string): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id)).for('update');
      return row;
    },

    async findLead(id: string): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
      return row;
    },

    /** The account with this e-mail, whatever its case. */
    async findUserByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async findUser(id: number): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Usernames (lower case) taken among `base` and `base-<n>`, for picking a free one. */
    async usernamesLike(base: string): Promise<Set<string>> {
      const lower = base.toLowerCase();
      const rows = await db
        .select({ username: sql<string>`lower(${users.username})` })
        .from(users)
        .where(or(eq(sql`lower(${users.username})`, lower), sql`lower(${users.username}) ~ ${`^${lower.replace(/[.]/g, '\\.')}-[0-9]+$`}`));
      return new Set(rows.map((r) => r.username));
    },

    async insertCustomer(values: typeof users.$inferInsert): Promise<AccountRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    /** The customer's profile, made unless the account has one; answers it, and whether it is new. */
    async ensureProfile(userId: number, sourceLeadId: string): Promise<{ profile: ProfileRow; created: boolean }> {
      const [made] = await db.insert(customerProfiles).values({ userId, sourceLeadId }).onConflictDoNothing().returning();
      if (made) return { profile: made, created: true };
      const [found] = await db.select().from(customerProfiles).where(eq(customerProfiles.userId, userId)).limit(1);
      return { profile: found!, created: false };
    },

    async insertSite(values: typeof sites.$inferInsert): Promise<SiteRow> {
      const [row] = await db.insert(sites).values(values).returning();
      return row!;
    },

    /**
     * The site's coordinates, only while it has none: a value set meanwhile (by hand) is kept.
     * Answers the site when it changed, undefined when it already had coordinates (or is gone).
     */
    async setCoordinatesIfMissing(siteId: number, point: LatLng): Promise<SiteRow | undefined> {
      const [row] = await db
        .update(sites)
        .set({ latitude: point.lat, longitude: point.lng, updatedAt: new Date() })
        .where(and(eq(sites.id, siteId), isNull(sites.latitude), isNull(sites.longitude)))
        .returning();
      return row;
    },

    /** Marks the lead won and converted for `customerId` (once: only while it has no customer). */
    async markConverted(id: string, customerId: number, at: Date): Promise<LeadRow | undefined> {
      const [row] = await db
        .update(leads)
        .set({ status: 'won', customerId, convertedAt: at, updatedAt: at })
        .where(sql`${leads.id} = ${id} and ${leads.customerId} is null and ${leads.convertedAt} is null`)
        .returning();
      return row;
    },
  };
}
export type ConversionRepository = ReturnType<typeof createConversionRepository>;
