import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_TTL_MS } from './cart.service.ts';

/** One cart per site: the browser's cart of site 12 is named by the cookie `commons_cart_12`. */
export const cartCookieName = (siteId: number) => `commons_cart_${siteId}`;
/** Sent to the API only. */
const CART_COOKIE_PATH = '/v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cart id the request's cookie names for `siteId`, if it is a well-formed one. */
export function cartIdOf(request: FastifyRequest, siteId: number): string | null {
  const given = request.cookies[cartCookieName(siteId)];
  return given !== undefined && UUID.test(given) ? given : null;
}

/** HttpOnly (page scripts never see the id), SameSite=Lax, Secure over HTTPS; 7 days from the cart's last change. */
export function setCartCookie(request: FastifyRequest, reply: FastifyReply, siteId: number, cartId: string): void {
  reply.setCookie(cartCookieName(siteId), cartId, {
    path: CART_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: CART_TTL_MS / 1000,
  });
}

/** Forgets the cart (an order was placed from it): the next add starts a new cart with a new id. */
export function clearCartCookie(request: FastifyRequest, reply: FastifyReply, siteId: number): void {
  reply.clearCookie(cartCookieName(siteId), { path: CART_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
