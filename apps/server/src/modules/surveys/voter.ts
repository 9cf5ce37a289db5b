import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The browser's voter cookie: 128 random bits, base64url. */
export const VOTER_COOKIE = 'commons_voter';
/** Sent only to the survey calls: no other request carries it. */
export const VOTER_COOKIE_PATH = '/v1/surveys';
/** 400 days, the longest lifetime browsers keep a cookie. */
export const VOTER_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

const VOTER_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The signed-in customer of a request, or null. Customer sessions do not exist yet; when they do,
 * the session plugin supplies this function and a customer's vote counts once across all of
 * their browsers.
 */
export type CustomerOf = (request: FastifyRequest) => number | null;
export const noCustomer: CustomerOf = () => null;

/** Who is voting: the key a new vote is stored under, every key that counts as this voter, and the customer. */
export interface Voter {
  voterKey: string;
  keys: readonly string[];
  customerId: number | null;
}

/**
 * The voter of a request. A browser without a valid voter cookie gets a new one (HttpOnly,
 * SameSite=Lax, Secure over https). A signed-in customer votes as the customer, and a vote the
 * browser cast before signing in still counts as theirs.
 */
export function voterOf(request: FastifyRequest, reply: FastifyReply, customerOf: CustomerOf): Voter {
  const given = request.cookies[VOTER_COOKIE];
  let token = given !== undefined && VOTER_TOKEN.test(given) ? given : undefined;
  if (!token) {
    token = randomBytes(16).toString('base64url');
    reply.setCookie(VOTER_COOKIE, token, {
      path: VOTER_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: VOTER_COOKIE_MAX_AGE_SECONDS,
    });
  }
  const browserKey = `browser:${token}`;
  const customerId = customerOf(request);
  if (customerId === null) return { voterKey: browserKey, keys: [browserKey], customerId: null };
  const customerKey = `customer:${customerId}`;
  return { voterKey: customerKey, keys: [customerKey, browserKey], customerId };
}
