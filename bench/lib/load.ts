import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

/** A bounded load: fixed connections (10 unless asked) for a fixed time, from this (separate) process. */
export async function measureLoad(
  url: string,
  options: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; seconds?: number; connections?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { 'accept-encoding': 'gzip', ...options.headers },
    connections: options.connections ?? 10,
    duration: options.seconds ?? 5,
  });
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx };
}
