import { againstCeiling, type Load, type Target } from './load.ts';
import { startBareServer } from './processes.ts';

/** Headers the transport sets on its own; the rest of an answer's headers are what it carries. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

export interface AgainstBare {
  /** Ours, with its ratio to the ceiling. */
  ours: Load & { ratio: number };
  /** Bare node:http sending the same answer: status, the answer's own headers, body. */
  ceiling: Load;
  /** Bare node:http sending the same body with a content type alone. */
  bodyOnly: Load & { ratio: number };
  body: string;
  headerCount: number;
}

/**
 * One server's throughput against bare node:http answering the same bytes from memory: the same
 * status line, headers and body, which the load generator reads and parses just as it does ours;
 * and, beside it, bare node sending the body with a content type alone, which shows what the
 * answer's headers cost. The answer is taken uncompressed, as the load generator asks for it.
 */
export async function againstBare(ours: Target): Promise<AgainstBare> {
  const answer = await fetch(ours.url, { headers: { ...ours.headers, 'accept-encoding': 'identity' } });
  const body = await answer.text();
  if (answer.status !== 200) throw new Error(`${ours.url} answered ${answer.status}: ${body.slice(0, 120)}`);
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  const sameAnswer = await startBareServer(body, headers);
  const justBody = await startBareServer(body);
  try {
    const measured = await againstCeiling(
      { url: `http://127.0.0.1:${sameAnswer.port}/`, pid: sameAnswer.pid },
      { ours, bodyOnly: { url: `http://127.0.0.1:${justBody.port}/`, pid: justBody.pid } },
    );
    return { ...measured, body, headerCount: Object.keys(headers).length };
  } finally {
    await justBody.stop();
    await sameAnswer.stop();
  }
}

const micros = (load: Load) => (load.cpuMicros === undefined ? 'n/a' : `${load.cpuMicros.toFixed(1)} µs`);

/** The lines every throughput comparison prints. */
export function printAgainstBare(label: string, { ours, ceiling, bodyOnly, body, headerCount }: AgainstBare, target?: number, note = 'cached'): void {
  console.log(`${label} ${ours.rps.toFixed(0)} req/s${note ? ` ${note}` : ''} (p50 ${ours.p50} ms, p99 ${ours.p99} ms, errors ${ours.errors}; medians of 5 rounds)`);
  console.log(`bare node    ${ceiling.rps.toFixed(0)} req/s sending the same answer (${headerCount} headers, ${body.length} bytes of body)`);
  console.log(`ratio        ${ours.ratio.toFixed(2)}  (${target === undefined ? 'no target set' : `target >= ${target.toFixed(2)}`}; the median of the rounds' ratios)`);
  console.log(`server CPU   ${micros(ours)} per request; bare node ${micros(ceiling)}`);
  console.log(`body only    bare node sending the body with a content type alone: ${bodyOnly.rps.toFixed(0)} req/s (${micros(bodyOnly)}); ours ${(ours.ratio / bodyOnly.ratio).toFixed(2)} of it`);
}
