import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /**
   * The server's CPU time (user and system) per request served (2xx), in microseconds, when its process id
   * was given: what the server spends, whatever the load generator (sharing the machine) manages to send.
   */
  serverCpuUs?: number | undefined;
}

/** A bounded load: fixed connections (10 unless asked) for a fixed time, from this (separate) process. */
export async function measureLoad(
  url: string,
  options: {
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    seconds?: number;
    connections?: number;
    /** The server's process: its CPU time is read before and after (Linux). */
    serverPid?: number | undefined;
  } = {},
): Promise<LoadResult> {
  const cpuBefore = cpuMsOf(options.serverPid);
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { 'accept-encoding': 'gzip', ...options.headers },
    connections: options.connections ?? 10,
    duration: options.seconds ?? 5,
  });
  const cpuAfter = cpuMsOf(options.serverPid);
  // Refusals (503 from the overload gate) are cheap: the time is shared by the answers that were served.
  const answered = result.requests.total - result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    serverCpuUs: cpuBefore !== undefined && cpuAfter !== undefined && answered > 0 ? ((cpuAfter - cpuBefore) * 1000) / answered : undefined,
  };
}

/** Clock ticks a second of /proc's CPU times (USER_HZ: 100 on every Linux the bench runs on). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user + system, ms), from /proc; undefined elsewhere. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
