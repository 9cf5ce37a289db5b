import { postgresForFaultTests } from '../apps/server/src/test-support/fault-postgres.ts';
import { startTcpProxy, type TcpProxy } from '../apps/server/src/test-support/tcp-proxy.ts';
import { machineLoad } from './support/machine-load.ts';
import { startScript } from './support/processes.ts';

/** The web client's own limit: a request that takes longer is a failure the visitor sees. */
const CLIENT_TIMEOUT_MS = 20_000;
const CONNECTIONS = 20;

interface Done {
  path: string;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or what went wrong before one came. */
  outcome: number | 'timeout' | 'network error';
}

/** What the load asks for: a read that reaches the database every time, and a cached one. */
const PATHS = ['/v1/landing', '/v1/landing', '/v1/landing', '/v1/sites/northfield/info'];
const READS_DATABASE = '/v1/landing';

/** `CONNECTIONS` callers, each sending its next request as soon as the last is answered, until stopped. */
function steadyLoad(base: string) {
  const done: Done[] = [];
  let running = true;
  const caller = async (n: number) => {
    for (let i = n; running; i++) {
      const path = PATHS[i % PATHS.length] ?? READS_DATABASE;
      const startedAt = performance.now();
      let outcome: Done['outcome'];
      try {
        const answer = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
        await answer.arrayBuffer();
        outcome = answer.status;
      } catch (error) {
        outcome = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network error';
      }
      done.push({ path, startedAt, endedAt: performance.now(), outcome });
    }
  };
  const callers = Array.from({ length: CONNECTIONS }, (_, n) => caller(n));
  return {
    done,
    stop: async () => {
      running = false;
      await Promise.all(callers);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** From `since` to the end of the first database read that started after it and succeeded. */
function recoveryMs(done: readonly Done[], since: number): number | null {
  const first = done.filter((d) => d.path === READS_DATABASE && d.startedAt >= since && d.outcome === 200).sort((a, b) => a.endedAt - b.endedAt)[0];
  return first ? first.endedAt - since : null;
}

const fmt = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);

function printOutcomes(label: string, done: readonly Done[]): void {
  const counts = new Map<string, number>();
  for (const d of done) counts.set(String(d.outcome), (counts.get(String(d.outcome)) ?? 0) + 1);
  const row = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([outcome, n]) => `${outcome}: ${n}`);
  console.log(`${label.padEnd(28)} ${done.length} requests  ${row.join('  ')}`);
}

/**
 * The fault drill: the real server (its own process, default limits) on PostgreSQL behind a TCP
 * proxy, under 20 connections of steady load; the database's connections are cut three times, then
 * the database is frozen for 10 s. Prints the answers by status, the longest request, and how long
 * after each fault a database read succeeds again. Needs PostgreSQL (DATABASE_URL, or one on 127.0.0.1:5432).
 */
export async function benchDrill(): Promise<void> {
  const databaseUrl = await postgresForFaultTests();
  if (!databaseUrl) {
    console.log('fault drill  (needs PostgreSQL: DATABASE_URL, or one answering on 127.0.0.1:5432): skipped');
    return;
  }
  const proxy: TcpProxy = await startTcpProxy(databaseUrl);
  const app = await startScript('bench/support/app-server.ts', { DATABASE_URL: proxy.url });
  try {
    const load = steadyLoad(`http://127.0.0.1:${app.port}`);
    const at = (label: string) => ({ label, t: performance.now() });
    await pause(3000);
    const marks = [at('steady')];
    const cuts: number[] = [];
    for (let n = 0; n < 3; n++) {
      cuts.push(performance.now());
      proxy.cut();
      await pause(3000);
    }
    marks.push(at('after cuts'));
    const frozeAt = performance.now();
    proxy.freeze();
    await pause(10_000);
    const thawedAt = performance.now();
    proxy.thaw();
    marks.push(at('frozen 10 s'));
    await pause(5000);
    await load.stop();
    const endedAt = performance.now();

    /** Requests answered between `from` and `to`: one cut off by a fault counts where its answer came. */
    const phase = (from: number, to: number) => load.done.filter((d) => d.endedAt >= from && d.endedAt < to);
    console.log(`fault drill: ${CONNECTIONS} connections, ${PATHS.join(' ')} in turn (${machineLoad()})`);
    printOutcomes('all', load.done);
    printOutcomes('  steady (3 s)', phase(0, cuts[0] ?? 0));
    printOutcomes('  three cuts (9 s)', phase(cuts[0] ?? 0, frozeAt));
    printOutcomes('  frozen (10 s)', phase(frozeAt, thawedAt));
    printOutcomes('  after the thaw (5 s)', phase(thawedAt, endedAt + 1));
    const longest = [...load.done].sort((a, b) => b.endedAt - b.startedAt - (a.endedAt - a.startedAt))[0];
    if (longest) {
      const since = longest.startedAt - frozeAt;
      const when = `started ${fmt(Math.abs(since))} ${since < 0 ? 'before' : 'after'} the freeze`;
      console.log(`longest request              ${fmt(longest.endedAt - longest.startedAt)} (${longest.path}, ${longest.outcome}, ${when})`);
    }
    const frozenDatabaseReads = load.done.filter((d) => d.path === READS_DATABASE && d.startedAt >= frozeAt && d.startedAt < thawedAt);
    const slowest = Math.max(0, ...frozenDatabaseReads.map((d) => d.endedAt - d.startedAt));
    const first503 = Math.min(...frozenDatabaseReads.filter((d) => d.outcome === 503).map((d) => d.endedAt)) - frozeAt;
    console.log(`database reads sent while frozen: answered within ${fmt(slowest)}, the first 503 ${fmt(first503)} into the freeze`);
    console.log(`recovered (first database read answered 200): ${cuts.map((cut, n) => `cut ${n + 1} ${fmt(recoveryMs(load.done, cut))}`).join(', ')}, thaw ${fmt(recoveryMs(load.done, thawedAt))}`);
  } finally {
    await app.stop();
    await proxy.close();
  }
}
