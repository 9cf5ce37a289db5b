import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The framework's own ceiling: one Fastify route answering fixed bytes from memory with fixed
 * headers, and none of our hooks, validation or caching; prints its port. The bytes come from
 * BENCH_BODY_FILE, the headers (a JSON object) from BENCH_HEADERS_FILE.
 */
const body = readFileSync(process.env.BENCH_BODY_FILE ?? '');
const headers = Object.entries(JSON.parse(readFileSync(process.env.BENCH_HEADERS_FILE ?? '', 'utf8')) as Record<string, string>);
const app = Fastify({ logger: { level: 'warn' } });
app.get('/*', (_request, reply) => {
  for (const [name, value] of headers) reply.header(name, value);
  reply.send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
