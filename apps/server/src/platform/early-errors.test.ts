import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionError } from 'fastify';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { rawConnection, rawHttp } from '../test-support/raw-http.ts';
import { clientErrorHandler } from './early-errors.ts';

/** What Node's HTTP parser and Fastify's router refuse before a handler runs, over a real socket. */
let t: TestApp;
let port = 0;
let enterHeld: () => void = () => undefined;
let releaseHeld: () => void = () => undefined;
const held = new Promise<void>((resolve) => (enterHeld = resolve));
const released = new Promise<void>((resolve) => (releaseHeld = resolve));
let closingStarted: () => void = () => undefined;
const closing = new Promise<void>((resolve) => (closingStarted = resolve));
let lateAnswered: () => void = () => undefined;
const lateAnswer = new Promise<void>((resolve) => (lateAnswered = resolve));

beforeAll(async () => {
  t = await createTestApp({ today: new Date('2026-11-22T16:50:00Z'), seed: false });
  // A request that stays in flight until the test lets it go, so a connection outlives the start of a shutdown.
  t.app.get('/test/held', async () => {
    enterHeld();
    await released;
    return { held: true };
  });
  t.app.addHook('preClose', async () => closingStarted());
  t.app.addHook('onSend', async (request) => {
    if (request.url === '/v1/sites/late') lateAnswered();
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => t.close());

const json = 'application/json; charset=utf-8';

describe('failures before a handler runs, in the error shape', () => {
  it('431 for headers larger than the parser takes', async () => {
    const answer = await rawHttp(port, `GET /v1/sites/public HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(200_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe(json);
    expect(JSON.parse(answer.body)).toEqual({ status: 'error', msg: 'The request headers are too large.' });
  });

  it('431 for an address longer than the parser takes', async () => {
    const answer = await rawHttp(port, `GET /v1/sites/public?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ status: 'error', msg: 'The request headers are too large.' });
  });

  it('400 for a malformed request line or header', async () => {
    const post = 'POST /v1/sites/user_agent HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n';
    for (const request of [
      'GARBAGE\r\n\r\n',
      'GET /v1/sites/public HTTP/9.9\r\n\r\n',
      'GET /v1/sites/pub\u0000lic HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /v1/sites/public HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      'GET /v1/sites/public HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
      `${post}Content-Length: abc\r\n\r\n{}`,
      `${post}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      `${post}Transfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n{}`,
    ]) {
      const answer = await rawHttp(port, request);
      expect(answer.status, request).toBe(400);
      expect(answer.headers['content-type']).toBe(json);
      expect(JSON.parse(answer.body)).toEqual({ status: 'error', msg: 'The request is not valid HTTP.' });
    }
  });

  it('413 for a body announced larger than the limit, before it arrives', async () => {
    const answer = await rawHttp(port, 'POST /v1/sites/user_agent HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n{}');
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ status: 'error', msg: 'The request is too large.' });
  });

  it('414 for a path parameter over the router limit, and 400 for an address that does not decode', async () => {
    const long = await rawHttp(port, `GET /v1/sites/${'a'.repeat(600)}/info HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(long.status).toBe(414);
    expect(JSON.parse(long.body)).toEqual({ status: 'error', msg: 'The address is too long.' });
    const broken = await rawHttp(port, `GET /v1/sites/%E0%A4%A/info HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({ status: 'error', msg: 'The address is not valid.' });
  });
});

describe('a request arriving while the server shuts down', () => {
  it('is a 503 in the error shape with Retry-After, after the request in flight has its answer', async () => {
    const connection = rawConnection(port);
    connection.write('GET /test/held HTTP/1.1\r\nHost: x\r\n\r\n');
    await held;
    const closed = t.app.close();
    await closing;
    connection.write('GET /v1/sites/late HTTP/1.1\r\nHost: x\r\n\r\n');
    await lateAnswer;
    releaseHeld();
    const [first, second] = await connection.answers;
    expect(first?.status).toBe(200);
    expect(JSON.parse(first?.body ?? '')).toEqual({ held: true });
    expect(second?.status).toBe(503);
    expect(second?.headers['retry-after']).toBe('1');
    expect(JSON.parse(second?.body ?? '')).toEqual({ status: 'error', msg: 'The server is restarting. Please try again in a moment.' });
    await closed;
  });
});

describe('clientErrorHandler', () => {
  it('answers 408 when a request never finishes arriving (Node names it, after its headers timeout)', async () => {
    const timeout: ConnectionError = Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT', bytesParsed: 0, rawPacket: { type: 'Buffer', data: [] } });
    const server = createServer((socket) => {
      // Node's HTTP server listens for the error the handler destroys the socket with; a bare one must too.
      socket.on('error', () => undefined);
      clientErrorHandler(timeout, socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await rawHttp((server.address() as AddressInfo).port, 'GET /v1/sites/public HTTP/1.1\r\n');
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({ status: 'error', msg: 'The request took too long to arrive.' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
