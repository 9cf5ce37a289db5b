import type { FastifyRequest } from 'fastify';

/** Pages whose address carries a secret: a password reset link's key. */
const SECRET_PATH = /\/(customerResetPassword|resetPassword)\/[^/?#]*/gi;

/** A request address as logs may show it: a reset link's key is replaced by `[key]`. */
export const redactedUrl = (url: string) => url.replace(SECRET_PATH, '/$1/[key]');

/** Fastify's request serializer, less the secret a page address may carry. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
