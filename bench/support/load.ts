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
 * Servers against the bare ceiling, in alternating rounds after a warm-up of each, every side's
 * median round kept: the load generator shares the machine's two cores with the server under
 * test, so a single round of each side moves with whatever else the machine does at that moment.
 */
export async function againstCeiling<Name extends string>(
  ceilingUrl: string,
  urls: Record<Name, string>,
  rounds = 5,
  seconds = 3,
): Promise<{ ceiling: Load } & Record<Name, Load & { ratio: number }>> {
  const names = Object.keys(urls) as Name[];
  for (const url of [ceilingUrl, ...names.map((name) => urls[name])]) await requestsPerSecond(url, 2);
  const ceilingRounds: Load[] = [];
  const rows = new Map<Name, Load[]>(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    ceilingRounds.push(await requestsPerSecond(ceilingUrl, seconds));
    for (const name of names) rows.get(name)?.push(await requestsPerSecond(urls[name], seconds));
  }
  const ceiling = medianBy(ceilingRounds);
  const measured = Object.fromEntries(
    names.map((name) => {
      const load = medianBy(rows.get(name) ?? []);
      return [name, { ...load, ratio: load.rps / ceiling.rps }];
    }),
  ) as Record<Name, Load & { ratio: number }>;
  return { ceiling, ...measured };
}
