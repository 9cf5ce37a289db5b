import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The ceiling: a bare node:http server answering fixed bytes from memory; prints its port. The
 * bytes come from BENCH_BODY_FILE (large answers do not fit in an environment variable) or BENCH_BODY.
 */
const file = process.env.BENCH_BODY_FILE;
const body = file ? readFileSync(file) : Buffer.from(process.env.BENCH_BODY ?? '{}');
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
