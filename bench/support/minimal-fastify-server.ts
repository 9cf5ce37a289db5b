import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The framework's own ceiling: one Fastify route answering fixed bytes from memory, with no hooks,
 * validation or headers of ours; prints its port. The bytes come from BENCH_BODY_FILE.
 */
const file = process.env.BENCH_BODY_FILE;
const body = file ? readFileSync(file) : Buffer.from('{}');
const app = Fastify({ logger: { level: 'warn' } });
app.get('/*', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
