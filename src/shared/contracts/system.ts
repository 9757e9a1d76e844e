import * as z from './zod.ts';
import { backupStatusSchema } from './backups.ts';

/**
 * The System tab (decision 0023): this instance's host figures and its recent log lines. Each answer
 * is for the instance that serves it and names it, so polls behind a load balancer may alternate hosts.
 */

/** A share in percent with one decimal, 0 to 100. */
const percent = z.number().check(z.minimum(0), z.maximum(100));

/** GET /api/admin/system-health: the spec's three bars (§3) plus what the status panel shows. */
export const systemHealthSchema = z.object({
  /** CPU busy share of the host between the sampler's last two `os.cpus()` readings. */
  serverLoad: percent,
  /** Memory in use: of the cgroup's limit when the process runs under a lower one, else of the host. */
  memoryUsage: percent,
  /** Used space of the data directory's file system, as `df` computes it (used ÷ (used + available)). */
  diskUsage: percent,
  instance: z.object({ hostname: z.text(), pid: z.int() }),
  uptimeSeconds: z.int().check(z.nonnegative()),
  database: z.object({
    reachable: z.boolean(),
    /** Round trip of `select 1` in ms (1 decimal); null when unreachable. */
    pingMs: z.nullable(z.number()),
    /** `pg_database_size` (PostgreSQL), the data directory's size (PGlite); null when unknown. */
    sizeBytes: z.nullable(z.number()),
  }),
  /** Outgoing notifications waiting and given up on; null when the database did not answer. */
  outbox: z.object({ pending: z.nullable(z.int()), failed: z.nullable(z.int()) }),
  /** The backups (decision 0029); null when the database did not answer. */
  backup: z.nullable(backupStatusSchema),
  /** When these figures were taken (ISO). */
  time: z.text(),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const systemLogLevels = ['INFO', 'WARN', 'ERROR'] as const;
export type SystemLogLevel = (typeof systemLogLevels)[number];

/** The colour of each level (spec §2: INFO blue, WARN yellow; ERROR red added). */
export const systemLogColors = { INFO: 'blue', WARN: 'yellow', ERROR: 'red' } as const satisfies Record<SystemLogLevel, string>;
export type SystemLogColor = (typeof systemLogColors)[SystemLogLevel];

/** The most lines GET /api/admin/system-logs answers. */
export const SYSTEM_LOGS_LIMIT = 100;

/** One log line: the message is scrubbed of secrets and at most 300 characters. */
export const systemLogSchema = z.object({
  level: z.enum(systemLogLevels),
  color: z.enum(['blue', 'yellow', 'red']),
  message: z.text(),
  /** ISO time of the line. */
  time: z.text(),
  /** hostname:pid of the instance that wrote it. */
  instance: z.text(),
});
export type SystemLog = z.infer<typeof systemLogSchema>;

/** The schemas of each endpoint in system.endpoints.ts, by its name (the server registers them). */
export const adminSystemSchemas = {
  getSystemHealth: { response: systemHealthSchema },
  getSystemLogs: { response: z.array(systemLogSchema) },
};
