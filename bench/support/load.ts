import autocannon from 'autocannon';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Requests per second that one URL sustains for `seconds`, with keep-alive connections. */
export async function requestsPerSecond(url: string, seconds = 5, connections = 32): Promise<Load> {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1 });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const medianBy = (loads: Load[]) => [...loads].sort((a, b) => a.rps - b.rps)[Math.floor(loads.length / 2)] as Load;

/**
 * Our server against the bare ceiling, in alternating rounds after a warm-up of both, each side's
 * median round kept: the load generator shares the machine's two cores with the server under
 * test, so a single round of each side moves with whatever else the machine does at that moment.
 */
export async function againstCeiling(oursUrl: string, ceilingUrl: string, rounds = 5, seconds = 3): Promise<{ ours: Load; ceiling: Load; ratio: number }> {
  await requestsPerSecond(oursUrl, 2);
  await requestsPerSecond(ceilingUrl, 2);
  const ours: Load[] = [];
  const ceiling: Load[] = [];
  for (let round = 0; round < rounds; round++) {
    ceiling.push(await requestsPerSecond(ceilingUrl, seconds));
    ours.push(await requestsPerSecond(oursUrl, seconds));
  }
  const [o, c] = [medianBy(ours), medianBy(ceiling)];
  return { ours: o, ceiling: c, ratio: o.rps / c.rps };
}
