import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.ts';

/**
 * Failures that happen before a route is found, answered in the contract's error shape like every
 * other: Fastify's `frameworkErrors` (an address that does not decode, a path parameter over
 * `maxParamLength`) and `clientErrorHandler` (what Node's HTTP parser refuses before Fastify sees a
 * request: headers too large, a malformed request line, a request that never finishes arriving).
 */

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.status(414).send(errorBody('The address is too long.'));
  else if (error.code === 'FST_ERR_BAD_URL') void reply.status(400).send(errorBody('The address is not valid.'));
  else void reply.status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send(errorBody('The request could not be handled.'));
}

/** Node's parser error codes → status and message. */
function parserFailure(code: string): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request took too long to arrive.'];
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return [413, 'The request is too large.'];
  return [400, 'The request is not valid HTTP.'];
}

/** Writes the answer straight to the socket, as Node and Fastify do: there is no request to reply to. */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // A reset connection is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] = parserFailure(error.code);
  const body = JSON.stringify(errorBody(msg));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
