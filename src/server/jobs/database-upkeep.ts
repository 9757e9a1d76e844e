import { companyDate } from '#shared/domain/company-time.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { vacuumAnalyze } from '../db/upkeep.ts';
import { companyClock } from '../modules/operations/operations.mapper.ts';

/** The company hours (Minnesota wall clock) in which the nightly upkeep may run: after the evening's visit messages, before the crews start. */
export const UPKEEP_FROM_HOUR = 3;
export const UPKEEP_UNTIL_HOUR = 5;

/**
 * Nightly upkeep of the embedded database (decision 0061): `VACUUM (ANALYZE)` once a night between 3 and
 * 5 AM in Minnesota. PostgreSQL's autovacuum does this for a server; PGlite runs PostgreSQL
 * in single-user mode, where no autovacuum worker ever starts, so without this a business on the default
 * database would keep the planner statistics of an empty database (plans chosen for ten rows on tables of
 * a hundred thousand), and its visibility map would never let a count read an index alone. On PostgreSQL
 * the round does nothing. The database is the process's own (one process holds a PGlite directory), so
 * "once a night" is kept in memory: a restart within the window runs it again, which is harmless.
 */
export function createDatabaseUpkeep(database: Pick<DatabaseHandle, 'kind' | 'db'>, now: () => Date = () => new Date()) {
  let doneOn: string | null = null;
  return {
    /** Runs the upkeep when due; answers whether it ran. */
    async runIfDue(): Promise<boolean> {
      if (database.kind !== 'pglite') return false;
      const at = now();
      const hour = Number(companyClock(at).slice(0, 2));
      const day = companyDate(at);
      if (hour < UPKEEP_FROM_HOUR || hour >= UPKEEP_UNTIL_HOUR || doneOn === day) return false;
      doneOn = day;
      await vacuumAnalyze(database.db);
      return true;
    },
  };
}
