import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet would set, computed once: they do not depend on the request. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * What an API answer needs (OWASP's REST security headers): it is data, never a page, so it may
 * not be framed, sniffed into another type or sent over plain http; a page's policies would be
 * bytes on every call that no browser reads.
 */
export function apiHeaders(documentHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
  const hsts = documentHeaders['strict-transport-security'];
  if (hsts) headers['strict-transport-security'] = hsts;
  return headers;
}

/** API calls and probes answer data; the API reference under /v1/docs is a page. */
const answersData = (url: string) => (url.startsWith('/v1/') && !url.startsWith('/v1/docs')) || url === '/healthz' || url === '/readyz';

/**
 * Security headers and the request id on every answer: helmet's full set on pages and files, the
 * API set on data. Helmet decides the values; they are applied from precomputed lists because
 * helmet would otherwise re-parse its policy on each request.
 */
export function securityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const forPages = helmetHeaders(options);
  const pageHeaders = Object.entries(forPages);
  const dataHeaders = Object.entries(apiHeaders(forPages));
  // A callback hook: no promise per request on this path, which every answer takes.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of answersData(request.url) ? dataHeaders : pageHeaders) reply.header(name, value);
    reply.header('x-request-id', request.id);
    done();
  });
}

/**
 * The site's policy: own origin, the video players the home tiles embed, and images from anywhere
 * over https. A page's answer names the external script hosts operators configured (page-policy.ts).
 */
export const commonsHelmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Sections may load an operator-configured external script (docs/product/site.md#sections):
      // pages add those hosts; other answers need none.
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Where Google's reCAPTCHA loads its script from and shows its frames. */
export const RECAPTCHA_SCRIPT_URLS = ['https://www.google.com/recaptcha/api.js', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com', 'https://recaptcha.google.com'];

/** The policy with reCAPTCHA's frames allowed (its scripts join each page's script-src). */
export function withRecaptchaFrames(options: HelmetOptions): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  if (typeof csp !== 'object' || !csp.directives) return options;
  const frameSrc = [...((csp.directives.frameSrc as string[] | undefined) ?? []), ...RECAPTCHA_FRAMES];
  return { ...options, contentSecurityPolicy: { ...csp, directives: { ...csp.directives, frameSrc } } };
}
