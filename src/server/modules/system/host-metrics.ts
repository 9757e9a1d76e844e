import { readFile, statfs } from 'node:fs/promises';
import os from 'node:os';

/** The three bars of the System tab, in percent with one decimal. */
export interface HostFigures {
  serverLoad: number;
  memoryUsage: number;
  diskUsage: number;
}

/** Where the figures come from: the host (createHostMetrics) or a test's fixed numbers. */
export interface HostMetricsSource {
  read(): Promise<HostFigures>;
  /** Stops the CPU sampler (app close). */
  stop(): void;
}

export type CpuTimes = os.CpuInfo['times'];

/** How often the CPU sampler reads `os.cpus()`. */
export const CPU_SAMPLE_MS = 5000;

const oneDecimal = (share: number) => Math.round(Math.min(1, Math.max(0, share)) * 1000) / 10;

/** Busy share of all cores between two `os.cpus()` readings: 1 - idle time ÷ total time. 0 when no time passed. */
export function cpuBusyShare(before: readonly CpuTimes[], after: readonly CpuTimes[]): number {
  let total = 0;
  let idle = 0;
  for (const [i, a] of after.entries()) {
    const b = before[i];
    if (!b) continue;
    const spent = a.user - b.user + (a.nice - b.nice) + (a.sys - b.sys) + (a.irq - b.irq) + (a.idle - b.idle);
    total += spent;
    idle += a.idle - b.idle;
  }
  return total > 0 ? oneDecimal(1 - idle / total) : 0;
}

/**
 * Memory in use. Under a cgroup limit lower than the host's memory (a container), the cgroup's own
 * use (cgroup v2 `memory.current`) of that limit; otherwise the host's `1 - free ÷ total`.
 */
export function memoryShare(m: { free: number; total: number; constrained?: number | undefined; cgroupCurrent?: number | null }): number {
  if (m.constrained && m.constrained > 0 && m.constrained < m.total && m.cgroupCurrent != null) {
    return oneDecimal(m.cgroupCurrent / m.constrained);
  }
  return m.total > 0 ? oneDecimal(1 - m.free / m.total) : 0;
}

/** Used share of a file system as `df` computes it: used ÷ (used + available to unprivileged users). */
export function diskShare(s: { blocks: number; bfree: number; bavail: number }): number {
  const used = s.blocks - s.bfree;
  return used + s.bavail > 0 ? oneDecimal(used / (used + s.bavail)) : 0;
}

async function cgroupMemoryCurrent(): Promise<number | null> {
  try {
    const value = Number((await readFile('/sys/fs/cgroup/memory.current', 'utf8')).trim());
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * This host's figures: CPU from an unref'd sampler (the busy share between its last two readings, or
 * between start-up and now until it has two), memory, and the disk holding `dataDir`.
 */
export function createHostMetrics(options: { dataDir: string; sampleMs?: number }): HostMetricsSource {
  let previous = os.cpus().map((c) => c.times);
  let latest: CpuTimes[] | undefined;
  const timer = setInterval(() => {
    if (latest) previous = latest;
    latest = os.cpus().map((c) => c.times);
  }, options.sampleMs ?? CPU_SAMPLE_MS);
  timer.unref();

  return {
    async read() {
      const serverLoad = cpuBusyShare(previous, latest ?? os.cpus().map((c) => c.times));
      const constrained = typeof process.constrainedMemory === 'function' ? process.constrainedMemory() : undefined;
      const total = os.totalmem();
      const memoryUsage = memoryShare({
        free: os.freemem(),
        total,
        constrained,
        cgroupCurrent: constrained && constrained < total ? await cgroupMemoryCurrent() : null,
      });
      // No data directory (PostgreSQL without DATA_DIR created): the working directory's file system.
      const disk = await statfs(options.dataDir).catch(() => statfs('.'));
      const diskUsage = diskShare(disk);
      return { serverLoad, memoryUsage, diskUsage };
    },
    stop() {
      clearInterval(timer);
    },
  };
}
