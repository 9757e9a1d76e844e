import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cpuBusyShare, createHostMetrics, diskShare, memoryShare, type CpuTimes } from './host-metrics.ts';

const times = (user: number, sys: number, idle: number): CpuTimes => ({ user, nice: 0, sys, idle, irq: 0 });

describe('host figures', () => {
  it('CPU: the busy share of all cores between two readings', () => {
    // Core 1: 300 busy of 1000; core 2: 100 busy of 1000. 400 of 2000 = 20.0 %.
    expect(cpuBusyShare([times(1000, 500, 8000), times(2000, 0, 9000)], [times(1200, 600, 8700), times(2050, 50, 9900)])).toBe(20);
    // 1 busy of 3: 33.3 %.
    expect(cpuBusyShare([times(0, 0, 0)], [times(1, 0, 2)])).toBe(33.3);
    // No time passed: 0, not NaN.
    expect(cpuBusyShare([times(5, 5, 5)], [times(5, 5, 5)])).toBe(0);
  });

  it("memory: the host's used share, or the cgroup's use of a lower limit", () => {
    expect(memoryShare({ free: 4e9, total: 16e9 })).toBe(75);
    // Limit 2 GiB under a 16 GB host, 512 MiB in use: 25.0 %.
    expect(memoryShare({ free: 4e9, total: 16e9, constrained: 2 * 1024 ** 3, cgroupCurrent: 512 * 1024 ** 2 })).toBe(25);
    // A "limit" as large as the host (no cgroup limit): the host's figure.
    expect(memoryShare({ free: 4e9, total: 16e9, constrained: 16e9, cgroupCurrent: 1e9 })).toBe(75);
    // No memory.current to read (cgroup v1): the host's figure.
    expect(memoryShare({ free: 8e9, total: 16e9, constrained: 2e9, cgroupCurrent: null })).toBe(50);
  });

  it('disk: used ÷ (used + available) as df computes it, the reserved blocks left out', () => {
    // 1000 blocks, 400 free of which 300 available to users: used 600, 600 / 900 = 66.7 %.
    expect(diskShare({ blocks: 1000, bfree: 400, bavail: 300 })).toBe(66.7);
    expect(diskShare({ blocks: 0, bfree: 0, bavail: 0 })).toBe(0);
  });

  it("reads this host's figures for a data directory, each a percentage with one decimal", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'host-metrics-'));
    const metrics = createHostMetrics({ dataDir: dir, sampleMs: 10 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const figures = await metrics.read();
      for (const [name, value] of Object.entries(figures)) {
        expect(value, name).toBeGreaterThanOrEqual(0);
        expect(value, name).toBeLessThanOrEqual(100);
        expect(Math.round(value * 10) / 10, name).toBe(value);
      }
      expect(figures.memoryUsage).toBeGreaterThan(0);
      expect(figures.diskUsage).toBeGreaterThan(0);
    } finally {
      metrics.stop();
      await rm(dir, { recursive: true });
    }
  });
});
