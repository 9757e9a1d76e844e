import {
  PRICING_STALE_MESSAGE,
  type PricingConfigResponse,
  type PricingConstants,
  type PricingPreview,
  type PricingVersions,
} from '#shared/contracts/quote/pricing.ts';
import { inTransaction, type Database } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { createPricingConfigRepository } from './pricing-config.repository.ts';
import { defaultPricing } from './default-pricing.ts';
import { computeBreakdown } from './pricing-engine.ts';
import { missingFrequencies, readStoredConstants, tryReadStoredConstants } from './stored-constants.ts';
import { workedExamples } from './worked-examples.ts';

export interface ActivePricing {
  version: number;
  constants: PricingConstants;
}

function priceExamples(constants: PricingConstants) {
  return workedExamples.map((e) => {
    const q = computeBreakdown(e.request, constants);
    return {
      totalMonthlyCost: q.totalMonthlyCost,
      totalAnnualCost: q.totalAnnualCost,
      baseCostPerSession: q.scheduling.baseCostPerSession,
      cleanersNeeded: q.laborCosts.cleanersNeeded,
    };
  });
}

/** The pricing constants in force. Changing them adds a version; old leads keep theirs. */
export function createPricingConfigService(db: Database) {
  const repo = createPricingConfigRepository(db);
  const toResponse = (row: { version: number; constants: PricingConstants; updatedAt: Date }): PricingConfigResponse => ({
    version: row.version,
    constants: readStoredConstants(row.constants),
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    /**
     * Version 1 is the reference model's defaults. When the version in force has no row for a frequency
     * added since (decision 0039), a new version adds it, the rest as saved: quotes of that frequency are
     * then priced by stored constants, as every other quote is, and the older versions stay as they were.
     * One instance at a time (the save lock), so instances starting together add one version.
     */
    async seedDefaults(): Promise<void> {
      const latest = await repo.latest();
      if (latest && missingFrequencies(latest.constants).length === 0) return;
      await inTransaction(db, async (t) => {
        await repo.lockForSave(t);
        const row = await repo.latest(t);
        if (!row) {
          await repo.insert(defaultPricing, null, t);
          return;
        }
        if (missingFrequencies(row.constants).length === 0) return;
        // Constants that fit the model no longer (other than the missing rows) are left for an admin to save anew.
        const completed = tryReadStoredConstants(row.constants);
        if (completed) await repo.insert(completed, null, t);
      });
    },

    async active(): Promise<ActivePricing> {
      const row = await repo.latest();
      if (!row) return { version: 0, constants: defaultPricing };
      return { version: row.version, constants: readStoredConstants(row.constants) };
    },

    async current(): Promise<PricingConfigResponse> {
      const row = await repo.latest();
      if (!row) throw new Error('Pricing configuration has not been seeded');
      return toResponse(row);
    },

    /**
     * A new version. With `expectedVersion` (the If-Match of the page that previewed it) the save is
     * refused when someone else saved since: the admin would otherwise overwrite prices never seen.
     */
    async update(constants: PricingConstants, adminId: number, expectedVersion?: number): Promise<PricingConfigResponse> {
      return inTransaction(db, async (t) => {
        await repo.lockForSave(t);
        const latest = await repo.latest(t);
        if (expectedVersion !== undefined && latest?.version !== expectedVersion) {
          throw new AppError(
            'CONFLICT',
            `${PRICING_STALE_MESSAGE} (you opened version ${expectedVersion}; version ${latest?.version ?? 0} is in force)`,
          );
        }
        return toResponse(await repo.insert(constants, adminId, t));
      });
    },

    /** The §7 worked examples priced with the constants in force and with the proposed ones; nothing is stored. */
    async preview(proposed: PricingConstants): Promise<PricingPreview> {
      const active = await this.active();
      const current = priceExamples(active.constants);
      const next = priceExamples(proposed);
      return {
        currentVersion: active.version,
        examples: workedExamples.map((e, i) => ({ id: e.id, label: e.label, current: current[i]!, proposed: next[i]! })),
      };
    },

    async versions(): Promise<PricingVersions> {
      const rows = await repo.versions();
      return {
        versions: rows.map((r, i) => ({
          version: r.version,
          createdAt: r.createdAt.toISOString(),
          createdBy:
            r.userId === null
              ? null
              : { id: r.userId, name: [r.firstName, r.lastName].filter(Boolean).join(' ').trim() || (r.username ?? '') },
          leadsPriced: r.leadsPriced,
          active: i === 0,
          constants: tryReadStoredConstants(r.constants),
        })),
      };
    },
  };
}

export type PricingConfigService = ReturnType<typeof createPricingConfigService>;
