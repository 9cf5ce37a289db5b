import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The browser's session cookie: 256 random bits, base64url. */
export const SESSION_COOKIE = 'commons_session';
/** docs/product/accounts.md#sessions: a login lasts 2 hours, renewed while it is used. */
export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/** A used session is renewed once this much of it has passed, so reads do not each write. */
export const SESSION_RENEW_AFTER_MS = 5 * 60 * 1000;
/** Sent to the API only. */
const SESSION_COOKIE_PATH = '/v1';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const newSessionToken = () => randomBytes(32).toString('base64url');

/** What the sessions table stores of a token: its SHA-256, so the table alone opens no session. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The request's session token, if it carries a well-formed one. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const given = request.cookies[SESSION_COOKIE];
  return given !== undefined && TOKEN.test(given) ? given : null;
}

/** HttpOnly, SameSite=Lax, Secure when the request came over HTTPS; lives as long as the session. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: SESSION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: SESSION_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
