import os from 'node:os';
import type { BackupStatus } from '#shared/contracts/backups.ts';
import type { SystemHealth, SystemLog } from '#shared/contracts/system.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { round1 } from '../admin-dashboard/figures-format.ts';
import type { HostMetricsSource } from './host-metrics.ts';
import type { LogRing } from './log-ring.ts';
import { createSystemRepository } from './system.repository.ts';

/** A database that does not answer within this is reported unreachable; the poll must not hang. */
const DATABASE_TIMEOUT_MS = 2000;
/**
 * The database's size is measured at most once a minute. On the embedded database it stats every file
 * of the data directory (hundreds), the dearest part of a poll that every open dashboard repeats, and
 * the figure does not move in a minute.
 */
export const DATABASE_SIZE_FRESH_MS = 60_000;

async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The System tab's figures of the instance serving the call (decision 0023): host bars, identity,
 * uptime, database and outbox. A database that is down gives `reachable: false` and nulls, never a 500.
 */
export function createSystemService(deps: {
  database: DatabaseHandle;
  metrics: HostMetricsSource;
  logRing: LogRing;
  backups: { status(): Promise<BackupStatus> };
  clock?: () => Date;
  startedAt?: number;
}) {
  const repo = createSystemRepository(deps.database.db);
  const startedAt = deps.startedAt ?? Date.now() - Math.round(process.uptime() * 1000);
  const clock = deps.clock ?? (() => new Date());
  let measuredSize: { at: number; bytes: number } | undefined;

  async function databaseSize(): Promise<number | undefined> {
    const at = clock().getTime();
    if (measuredSize && at - measuredSize.at < DATABASE_SIZE_FRESH_MS) return measuredSize.bytes;
    const bytes = await within(repo.databaseSize(), DATABASE_TIMEOUT_MS);
    if (bytes !== undefined) measuredSize = { at, bytes };
    return bytes;
  }

  return {
    async health(): Promise<SystemHealth> {
      const pingStarted = performance.now();
      const reachable =
        (await within(
          deps.database.ping().then(() => true),
          DATABASE_TIMEOUT_MS,
        )) === true;
      const pingMs = reachable ? round1(performance.now() - pingStarted) : null;
      const [host, sizeBytes, outbox, backup] = await Promise.all([
        deps.metrics.read(),
        reachable ? databaseSize() : undefined,
        reachable ? within(repo.outboxCounts(), DATABASE_TIMEOUT_MS) : undefined,
        reachable ? within(deps.backups.status(), DATABASE_TIMEOUT_MS) : undefined,
      ]);
      const now = clock();
      return {
        ...host,
        instance: { hostname: os.hostname(), pid: process.pid },
        uptimeSeconds: Math.max(0, Math.floor((now.getTime() - startedAt) / 1000)),
        database: { reachable, pingMs, sizeBytes: sizeBytes ?? null },
        outbox: { pending: outbox?.pending ?? null, failed: outbox?.failed ?? null },
        backup: backup ?? null,
        time: now.toISOString(),
      };
    },

    logs(): SystemLog[] {
      return deps.logRing.recent();
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
