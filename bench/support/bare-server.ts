import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The ceiling: a bare node:http server answering fixed bytes from memory; prints its port. The
 * body comes from BENCH_BODY_FILE (large answers do not fit in an environment variable) or
 * BENCH_BODY; the headers, a JSON object, from BENCH_HEADERS_FILE, else a JSON content type alone.
 */
const file = process.env.BENCH_BODY_FILE;
const body = file ? readFileSync(file) : Buffer.from(process.env.BENCH_BODY ?? '{}');
const headersFile = process.env.BENCH_HEADERS_FILE;
const headers: Record<string, string> = headersFile
  ? (JSON.parse(readFileSync(headersFile, 'utf8')) as Record<string, string>)
  : { 'content-type': 'application/json; charset=utf-8' };
const server = createServer((_req, res) => {
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
