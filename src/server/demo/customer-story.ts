import type { IsoDate } from '#shared/domain/company-time.ts';
import type { LatLng } from '#shared/domain/geo.ts';
import { createConversionRepository } from '../modules/conversion/conversion.repository.ts';
import type { CrewBook } from './crews.ts';
import type { CustomerSpec } from './customer-specs.ts';
import type { DemoContext } from './demo-context.ts';
import type { Random } from './random.ts';
import type { Employee } from './staff.ts';

/** What one customer's story needs at each step (customers.ts, customer-conversion.ts, customer-changes.ts). */

export interface CustomerSite {
  siteId: number;
  planId: number | null;
  name: string;
  address: string;
  at: LatLng;
}

export interface CustomerRecord {
  spec: CustomerSpec;
  leadId?: string;
  customerId?: number;
  sites: CustomerSite[];
  crew: Employee[];
}

export interface CustomerStory {
  ctx: DemoContext;
  r: Random;
  record: CustomerRecord;
  /** When the quote came in. */
  leadAt: Date;
  /** A crew and start time for a plan on `days` from `from`, held in the crew book; null when nobody is free. */
  findCrew(days: number[], minutes: number, size: number, from: IsoDate): { startTime: string; crew: Employee[] } | null;
  crews: CrewBook;
  /** A converted site gets its coordinates (the geocoder's work after the commit) and joins the record. */
  placeSite(site: Omit<CustomerSite, 'at'>, at: LatLng): Promise<void>;
}

export function customerStory(
  ctx: DemoContext,
  crews: CrewBook,
  r: Random,
  record: CustomerRecord,
  leadAt: Date,
  times: readonly string[],
): CustomerStory {
  const must = record.spec.role ? ctx.staff.demoEmployee : undefined;
  return {
    ctx,
    r,
    record,
    leadAt,
    crews,
    findCrew: (days, minutes, size, from) => crews.find(r, { days, minutes, size, from, times, ...(must && { must }) }),
    async placeSite(site, at) {
      await createConversionRepository(ctx.db).setCoordinatesIfMissing(site.siteId, at);
      record.sites.push({ ...site, at });
    },
  };
}
