import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { median } from './median.ts';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's own CPU time (user and system) per request served, when it could be read. */
  cpuMicros?: number;
}

/** A server under load: where to ask, and its process, whose CPU time is read when given. */
export interface Target {
  url: string;
  pid?: number;
  /** Sent with every request (a session cookie, say). */
  headers?: Record<string, string>;
}

/** Linux's unit for a process's CPU time in /proc: 100 per second on every platform it supports. */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far in microseconds, or undefined where /proc cannot be read. */
function cpuMicrosOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name: utime and stime are the 14th and 15th of /proc/<pid>/stat.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Requests per second that one server sustains for `seconds`, with keep-alive connections. */
export async function requestsPerSecond({ url, pid, headers }: Target, seconds = 5, connections = 32): Promise<Load> {
  const cpuBefore = cpuMicrosOf(pid);
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1, ...(headers ? { headers } : {}) });
  const cpuAfter = cpuMicrosOf(pid);
  const served = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && served > 0 ? { cpuMicros: (cpuAfter - cpuBefore) / served } : {}),
  };
}


/** Each figure's median over the rounds, taken on its own. */
function medianLoad(loads: Load[]): Load {
  const cpu = loads.flatMap((load) => (load.cpuMicros === undefined ? [] : [load.cpuMicros]));
  return {
    rps: median(loads.map((load) => load.rps)),
    p50: median(loads.map((load) => load.p50)),
    p99: median(loads.map((load) => load.p99)),
    errors: loads.reduce((sum, load) => sum + load.errors, 0),
    ...(cpu.length === loads.length && cpu.length > 0 ? { cpuMicros: median(cpu) } : {}),
  };
}

/**
 * Servers against a ceiling, in alternating rounds after a warm-up of each. The load generator
 * shares the machine's two cores with the server under test, and the machine's pace drifts over
 * a run: each round's ratio compares figures taken seconds apart, and the median ratio is kept,
 * beside each figure's median over the rounds.
 */
export async function againstCeiling<Name extends string>(
  ceiling: Target,
  targets: Record<Name, Target>,
  rounds = 5,
  seconds = 3,
): Promise<{ ceiling: Load } & Record<Name, Load & { ratio: number }>> {
  const names = Object.keys(targets) as Name[];
  for (const target of [ceiling, ...names.map((name) => targets[name])]) await requestsPerSecond(target, 2);
  const ceilingRounds: Load[] = [];
  const rows = new Map<Name, Load[]>(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    ceilingRounds.push(await requestsPerSecond(ceiling, seconds));
    for (const name of names) rows.get(name)?.push(await requestsPerSecond(targets[name], seconds));
  }
  const measured = Object.fromEntries(
    names.map((name) => {
      const loads = rows.get(name) ?? [];
      const ratio = median(loads.map((load, round) => load.rps / (ceilingRounds[round]?.rps ?? Number.NaN)));
      return [name, { ...medianLoad(loads), ratio }];
    }),
  ) as Record<Name, Load & { ratio: number }>;
  return { ceiling: medianLoad(ceilingRounds), ...measured };
}
