import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';

/**
 * Did a browser send this request from a page of another origin? Browsers say so in
 * Sec-Fetch-Site; older ones only in Origin, which is compared with the host the request was sent
 * to (and the public address). A request with neither header comes from no browser page (a
 * script, curl), which a cookie can't be borrowed by, so it passes.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === publicOrigin) return false;
  try {
    // Through URL both sides: 'http://localhost:80' and 'http://localhost' are one origin.
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return true;
  }
}

/**
 * Refuses, with a 403 before the body is read, every request of this scope that changes
 * something and comes from another site's page: a session cookie then can't be used by a page
 * elsewhere (the SameSite=Lax cookie already stays off cross-site POSTs; this holds for
 * same-site origins and browsers that ignore SameSite too).
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicBaseUrl: string): void {
  const publicOrigin = new URL(publicBaseUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request, publicOrigin)) throw new AppError('forbidden', CROSS_SITE_REFUSED);
  });
}
