import { eq, sql } from 'drizzle-orm';
import type { CompanyProfile } from '#shared/domain/company.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { contentRevisions } from '../../db/schema/content.ts';
import { companyProfile } from '../../db/schema/settings.ts';

/** The one row of `company_profile` (id 1) and the content revision of kind 'company' that follows it. */
export function createCompanyProfileRepository(db: Database) {
  return {
    /** First start: the row from the environment's COMPANY_*, unless one is there (another instance may race: nothing is overwritten). */
    async seed(profile: CompanyProfile): Promise<void> {
      await db.insert(companyProfile).values({ id: 1, profile }).onConflictDoNothing();
    },

    /** The row with the revision of kind 'company' (0 before the first change) and the name of who last saved it. */
    async read() {
      const [row] = await db
        .select({
          profile: companyProfile.profile,
          paymentInstructions: companyProfile.paymentInstructions,
          updatedAt: companyProfile.updatedAt,
          updatedBy: companyProfile.updatedBy,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          revision:
            sql<number>`coalesce((select ${contentRevisions.revision} from ${contentRevisions} where ${contentRevisions.kind} = 'company'), 0)`.mapWith(
              Number,
            ),
        })
        .from(companyProfile)
        .leftJoin(users, eq(users.id, companyProfile.updatedBy))
        .where(eq(companyProfile.id, 1));
      return row;
    },

    /** Just the revision: the cheap check made about once a second. */
    async revision(): Promise<number> {
      const [row] = await db
        .select({ revision: contentRevisions.revision })
        .from(contentRevisions)
        .where(eq(contentRevisions.kind, 'company'));
      return row?.revision ?? 0;
    },

    /**
     * Call inside the transaction that also bumps the revision. `paymentInstructions` undefined: the
     * stored ones stay untouched (not written back from a copy held in memory, which another instance
     * may have changed since).
     */
    async save(profile: CompanyProfile, paymentInstructions: string | null | undefined, adminId: number, tx: Database = db): Promise<void> {
      const instructions = paymentInstructions === undefined ? {} : { paymentInstructions };
      await tx
        .insert(companyProfile)
        .values({ id: 1, profile, ...instructions, updatedBy: adminId })
        .onConflictDoUpdate({
          target: companyProfile.id,
          set: { profile, ...instructions, updatedBy: adminId, updatedAt: sql`now()` },
        });
    },
  };
}
