import type { FastifyReply, FastifyRequest } from 'fastify';

/** The console's session cookie, apart from the customers': 256 random bits, base64url. */
export const CONSOLE_COOKIE = 'commons_console';
/** Sent to the console's calls only. */
const COOKIE_PATH = '/v1/console';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The request's console session token, if it carries a well-formed one. */
export function consoleTokenOf(request: FastifyRequest): string | null {
  const given = request.cookies[CONSOLE_COOKIE];
  return given !== undefined && TOKEN.test(given) ? given : null;
}

/** HttpOnly, SameSite=Strict, Secure over HTTPS; the browser keeps it until the session's latest end. */
export function setConsoleCookie(request: FastifyRequest, reply: FastifyReply, token: string, endsAt: Date, now: Date): void {
  reply.setCookie(CONSOLE_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: Math.max(1, Math.floor((endsAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearConsoleCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(CONSOLE_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' });
}
