import type { FastifyBaseLogger } from 'fastify';
import type { CompanySettings, ValidCompanyProfileInput } from '#shared/contracts/settings.ts';
import { toPhoneE164 } from '#shared/contracts/settings.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { createContentRevisionRepository } from '../content/content-revision.repository.ts';
import { createCompanyProfileRepository } from './company-profile.repository.ts';

/** How often an instance looks for a change saved by another one (the page cache's bound too). */
export const COMPANY_REFRESH_MS = 1000;

/**
 * The company profile in force (decision 0024), held in memory so pages, PDFs and e-mails read it
 * without a query: `company()` is what every consumer calls. The row is seeded from COMPANY_* on first
 * start. A save bumps the content revision 'company' in the same transaction; every instance checks
 * that revision about once a second (`refreshSoon` on requests, `refresh` before the page cache
 * compares revisions) and reloads the row when it moved.
 */
export function createCompanyProfile(deps: { db: Database; seed: CompanyProfile; log: FastifyBaseLogger }) {
  const repo = createCompanyProfileRepository(deps.db);
  let profile: CompanyProfile = deps.seed;
  // Beside the profile, not in it: the profile goes out with public pages, these only on invoices (decision 0040).
  let paymentInstructions: string | null = null;
  let revision = -1;
  let checkedAt = 0;
  let pending: Promise<void> | undefined;

  const adopt = (row: NonNullable<Awaited<ReturnType<typeof repo.read>>>) => {
    // Reads overlap (a request's refresh, the page cache's, a settings read): a slow answer must not
    // put back a profile older than the one held. The revision only grows.
    if (row.revision < revision) return;
    profile = withDerivedPhone(row.profile, deps.seed);
    paymentInstructions = row.paymentInstructions;
    revision = row.revision;
  };

  const refresh = async (): Promise<void> => {
    checkedAt = Date.now();
    const current = await repo.revision();
    if (current === revision) return;
    const row = await repo.read();
    if (row) adopt(row);
  };

  return {
    /** The profile in force on this instance. */
    company: (): CompanyProfile => profile,

    /** How to pay, as invoice PDFs print it (null: none set), following saves as the profile does. */
    paymentInstructions: (): string | null => paymentInstructions,

    /** At start: the row seeded if absent, then read. */
    async load(): Promise<void> {
      await repo.seed(deps.seed);
      const row = await repo.read();
      if (row) adopt(row);
      checkedAt = Date.now();
    },

    /** Reloads the row if another instance changed it; awaited where a stale profile would be cached (pages). */
    refresh,

    /** A check at most once a second, not awaited (requests never wait on it); a failure keeps the profile held. */
    refreshSoon(): void {
      if (pending || Date.now() - checkedAt < COMPANY_REFRESH_MS) return;
      pending = refresh()
        .catch((error: unknown) => deps.log.warn({ err: error }, 'company profile refresh failed; keeping the one held'))
        .finally(() => {
          pending = undefined;
        });
    },

    async settings(): Promise<CompanySettings> {
      const row = await repo.read();
      if (!row) throw new Error('The company profile has not been seeded');
      adopt(row);
      return {
        profile: profile,
        paymentInstructions,
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy === null ? null : [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || (row.username ?? null),
      };
    },

    /** Saves the profile and bumps the revision together; this instance uses it at once, the others within about a second. */
    async update(input: ValidCompanyProfileInput, adminId: number): Promise<CompanySettings> {
      const { paymentInstructions: instructions, ...fields } = input;
      const next: CompanyProfile = {
        ...fields,
        foundedYear: fields.foundedYear ?? profile.foundedYear,
        phoneE164: toPhoneE164(fields.phone)!,
      };
      // Left out: the stored instructions stay (callers that predate the field do not wipe them). They
      // are left out of the write, not written back from this instance's copy, which may be stale.
      await inTransaction(deps.db, async (t) => {
        await repo.save(next, instructions, adminId, t);
        await createContentRevisionRepository(t).bump('company');
      });
      return this.settings();
    },
  };
}

/** A stored profile as the pages need it: the E.164 phone derived if a hand-edited row lacks it. */
function withDerivedPhone(stored: CompanyProfile, seed: CompanyProfile): CompanyProfile {
  return {
    ...seed,
    ...stored,
    address: { ...seed.address, ...stored.address },
    phoneE164: stored.phoneE164 || toPhoneE164(stored.phone) || seed.phoneE164,
  };
}

export type CompanyProfileHolder = ReturnType<typeof createCompanyProfile>;
