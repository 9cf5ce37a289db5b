export interface Latency {
  p50: number;
  p99: number;
  count: number;
  /** Answers other than 200. */
  failures: number;
  /** Mean body size in bytes. */
  meanBytes: number;
}

/** The value below which `q` (0-1) of the sorted values fall. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/** Requests `urls` one after another on a kept-alive connection; latency is until the whole body is read. */
export async function sequentialLatency(urls: readonly string[]): Promise<Latency> {
  const times: number[] = [];
  let failures = 0;
  let bytes = 0;
  for (const url of urls) {
    const t0 = performance.now();
    const res = await fetch(url);
    const body = await res.arrayBuffer();
    times.push(performance.now() - t0);
    bytes += body.byteLength;
    if (res.status !== 200) failures++;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), count: times.length, failures, meanBytes: urls.length ? bytes / urls.length : 0 };
}

export const formatLatency = (l: Latency) =>
  `p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms over ${l.count} requests (${(l.meanBytes / 1024).toFixed(1)} KiB each, ${l.failures} not 200)`;
