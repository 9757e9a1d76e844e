import type { LatLng } from '#shared/domain/geo.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import type { Geocoder } from '../../integrations/geocoder.ts';
import { createAuditRepository, type AuditActor } from '../audit/audit.repository.ts';
import { createConversionRepository } from './conversion.repository.ts';

/** Who the audit trail names for coordinates found from a site's address. */
export const GEOCODER_ACTOR: AuditActor = { system: 'geocoder' };

/**
 * Gives a site the coordinates of its address (for the distance check of punches), when the geocoder
 * finds them and the site still has none: coordinates set meanwhile by hand are kept. The HTTP call
 * happens before the short transaction of the update and its audit row, never inside one. Answers
 * the coordinates stored, else null.
 */
export async function locateSite(db: Database, geocoder: Geocoder, siteId: number, address: string): Promise<LatLng | null> {
  if (!geocoder.configured) return null;
  const point = await geocoder.search(address);
  if (!point) return null;
  return inTransaction(db, async (tx) => {
    const site = await createConversionRepository(tx).setCoordinatesIfMissing(siteId, point);
    if (!site) return null;
    await createAuditRepository(tx).record({
      actor: GEOCODER_ACTOR,
      entity: 'site',
      entityId: siteId,
      action: 'update',
      before: { latitude: null, longitude: null },
      after: { latitude: site.latitude, longitude: site.longitude, from: address },
    });
    return point;
  });
}

/** Locating new sites after their conversion commits, without the conversion waiting (decision 0017, "Site coordinates"). */
export interface SiteLocator {
  /** Starts locating the site and returns at once; a failure is logged, never thrown. */
  locate(siteId: number, address: string): void;
  /** Resolves once every locate started so far has ended: for tests, and for shutdown before the database closes. */
  idle(): Promise<void>;
}

export function createSiteLocator(deps: {
  db: Database;
  geocoder: Geocoder;
  log: { error(details: object, message: string): void };
}): SiteLocator {
  const running = new Set<Promise<void>>();
  return {
    locate(siteId, address) {
      if (!deps.geocoder.configured) return;
      const job: Promise<void> = locateSite(deps.db, deps.geocoder, siteId, address)
        .then(
          () => undefined,
          (error: unknown) => deps.log.error({ err: error, siteId }, 'site coordinates not stored'),
        )
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
