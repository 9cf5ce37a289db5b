import autocannon from 'autocannon';

/** Requests per second that one URL sustains for `seconds`, with keep-alive connections. */
export async function requestsPerSecond(url: string, seconds = 5, connections = 32): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1 });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
