import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formHints } from '../test-support/fuzz/form-hints.ts';
import { helpHints } from '../test-support/fuzz/help-hints.ts';
import { purchaseHints } from '../test-support/fuzz/purchase-hints.ts';
import { checkoutHints } from '../test-support/fuzz/checkout-hints.ts';
import { customerOrdersHints } from '../test-support/fuzz/customer-orders-hints.ts';
import { QUICK_CAPTCHA } from '../modules/forms/testing/forms-test-kit.ts';
import fc from 'fast-check';
import { z } from 'zod';
import { getHealth, getReady, getSectionBySlug, routeTable, type RouteDef } from '@commons/contract';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { fixtureHints } from '../test-support/fuzz/fixture-hints.ts';
import { injectOf, nextAddress, type FuzzRequest, type FuzzTarget } from '../test-support/fuzz/fuzz-request.ts';
import { baseRequest, corpusRequests } from '../test-support/fuzz/hostile-requests.ts';
import { requestArbitrary } from '../test-support/fuzz/generated-requests.ts';
import { problemOf } from '../test-support/fuzz/answer-check.ts';
import type { Hints } from '../test-support/fuzz/schema-arbitrary.ts';
import { customerFuzzSetup, type CustomerFuzz } from '../test-support/fuzz/customer-sessions.ts';
import { throwawayPassConfig } from '../test-support/throwaway-pass-signing.ts';
import { mailAndResetHints } from '../test-support/fuzz/mail-and-reset-hints.ts';
import { reservationHints } from '../test-support/fuzz/reservation-hints.ts';
import { consoleFuzzSetup, type ConsoleFuzz } from '../test-support/fuzz/console-hints.ts';

/**
 * Every route of the contract's route table (and the few plain routes beside it) gets the fixed
 * corpus of hostile requests and requests generated from its schemas, through the real app on a
 * fresh database: no answer is a 5xx, every API failure is in the contract's error shape. A route
 * the server registers that no target names fails the test, so new routes join by being in the table.
 * The generated part is repeatable: fast-check reports the seed and path of a failure; change
 * SEED to explore other requests.
 */
const SEED = 20_261_122;
const RUNS_PER_ROUTE = 40;
const TODAY = new Date('2026-11-22T16:50:00Z');

const none = z.object({}).strict();
/** Plain routes read no query: any is allowed. */
const anyQuery = z.object({}).catchall(z.string());
const contractTarget = (def: RouteDef): FuzzTarget => ({ ...def, fastifyUrl: def.path.replace(/\{(\w+)\}/g, ':$1') });
const plainTarget = (path: string, fastifyUrl: string, params: z.ZodType = none): FuzzTarget => ({ method: 'GET', path, fastifyUrl, params, query: anyQuery, body: none });

const targets: FuzzTarget[] = [
  ...routeTable.map(contractTarget),
  contractTarget(getHealth),
  contractTarget(getReady),
  plainTarget('/v1/openapi.json', '/v1/openapi.json'),
  plainTarget('/v1/docs', '/v1/docs'),
  plainTarget('/files/images/{file}', '/files/*', z.object({ file: z.string() }).strict()),
  plainTarget('/index.html', '/index.html'),
  plainTarget('/robots.txt', '/robots.txt'),
  plainTarget('/sitemap.xml', '/sitemap.xml'),
  plainTarget('/files/og/{file}', '/files/og/:file', z.object({ file: z.string() }).strict()),
  plainTarget('/dev/mail', '/dev/mail'),
  plainTarget('/dev/mail/{id}', '/dev/mail/:id', z.object({ id: z.string() }).strict()),
  plainTarget('/dev/mail/{id}/html', '/dev/mail/:id/html', z.object({ id: z.string() }).strict()),
  plainTarget('/console', '/console'),
  plainTarget('/console/{page}', '/console/*', z.object({ page: z.string() }).strict()),
];

let t: TestApp;
let hints: Hints;
let customerFuzz: CustomerFuzz;
let mailAndReset: Awaited<ReturnType<typeof mailAndResetHints>>;
let reservationsFuzz: Awaited<ReturnType<typeof reservationHints>>;
let formsFuzz: Awaited<ReturnType<typeof formHints>>;
let helpFuzz: Awaited<ReturnType<typeof helpHints>>;
let purchaseFuzz: Awaited<ReturnType<typeof purchaseHints>>;
let checkoutFuzz: Awaited<ReturnType<typeof checkoutHints>>;
let customerOrdersFuzz: Awaited<ReturnType<typeof customerOrdersHints>>;
let consoleFuzz: ConsoleFuzz;
let webDist = '';
let consoleDist = '';
const registered = new Set<string>();

beforeAll(async () => {
  // A stand-in web build: pages then answer as they do in production, not the "not built yet" 503.
  webDist = mkdtempSync(join(tmpdir(), 'commons-fuzz-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>Commons</title></head><body></body></html>');
  // And a stand-in console build, for the same reason.
  consoleDist = mkdtempSync(join(tmpdir(), 'commons-fuzz-console-'));
  writeFileSync(join(consoleDist, 'index.html'), '<!doctype html><html><head><title>Commons console</title></head><body></body></html>');
  t = await createTestApp({
    today: TODAY,
    webDistDir: webDist,
    consoleDistDir: consoleDist,
    // Pass signing on, so the wallet pass call answers a pass and is fuzzed past its settings check.
    config: { ...throwawayPassConfig(), ...QUICK_CAPTCHA },
    onRoute: (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
    },
  });
  await t.app.ready();
  hints = { ...(await fixtureHints(t.database.db, TODAY.toISOString().slice(0, 10))), file: readdirSync(join(t.filesDir, 'images')).slice(0, 3) };
  customerFuzz = await customerFuzzSetup(t.app, targets);
  mailAndReset = await mailAndResetHints(t.database.db, TODAY);
  reservationsFuzz = await reservationHints(t.app, t.database.db, customerFuzz, TODAY.toISOString().slice(0, 10));
  formsFuzz = await formHints(t);
  helpFuzz = await helpHints(t);
  purchaseFuzz = await purchaseHints(t);
  checkoutFuzz = await checkoutHints(t);
  customerOrdersFuzz = await customerOrdersHints(t.database.db, customerFuzz);
  consoleFuzz = await consoleFuzzSetup(t.database.db, targets, TODAY);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(consoleDist, { recursive: true, force: true });
});

/**
 * The hints of a route: a section's slug where the slug names a section; a customer call's own
 * account and form values (customer-sessions.ts).
 */
function hintsFor(target: FuzzTarget): Hints {
  if (target.path === getSectionBySlug.path) return { ...hints, slug: hints.section_slug ?? [] };
  // A site's link preview picture: a published site's slug and .png.
  if (target.fastifyUrl === '/files/og/:file') return { ...hints, file: ['northfield.png'] };
  return { ...hints, ...customerFuzz.hintsFor(target), ...mailAndReset(target), ...reservationsFuzz(target), ...formsFuzz(target), ...helpFuzz(target), ...purchaseFuzz.hintsFor(target), ...checkoutFuzz.hintsFor(target), ...customerOrdersFuzz(target), ...consoleFuzz.hintsFor(target) };
}

/** A customer call's requests carry its account's session cookie, a cart call's its cart's cookie, unless the request sends a cookie of its own. */
const withSession = (target: FuzzTarget, request: FuzzRequest): FuzzRequest => ({ ...request, headers: { ...customerFuzz.headersFor(target), ...purchaseFuzz.headersFor(target), ...checkoutFuzz.headersFor(target), ...consoleFuzz.headersFor(target), ...request.headers } });

const send = (target: FuzzTarget, request: FuzzRequest) => t.app.inject(injectOf(target, withSession(target, request), nextAddress()));

/** Sends one request; answers what is wrong with the answer, or null. */
async function problemWith(target: FuzzTarget, request: FuzzRequest): Promise<string | null> {
  const options = injectOf(target, withSession(target, request), nextAddress());
  const url = String(options.url);
  const answer = await t.app.inject(options);
  const problem = problemOf(request.method, url, { statusCode: answer.statusCode, headers: answer.headers, body: answer.body });
  return problem && `${request.method} ${url.slice(0, 300)} ${JSON.stringify({ headers: request.headers, body: request.body })?.slice(0, 300)}: ${problem}`;
}

describe('fuzz: hostile input never gets a 5xx, and every failure is in the error shape', () => {
  it('covers every route the server registers', () => {
    const named = new Set(targets.map((target) => `${target.method} ${target.fastifyUrl}`));
    expect([...registered].filter((route) => !named.has(route)).sort()).toEqual([]);
    expect([...named].filter((route) => !registered.has(route)).sort()).toEqual([]);
  });

  describe.each(targets)('$method $path', (target) => {
    it('the fixed corpus', async () => {
      const base = baseRequest(target, hintsFor(target));
      // The request the corpus varies works, so the variants reach as deep as input can.
      expect((await send(target, base)).statusCode, JSON.stringify(base)).toBe(200);
      const problems: string[] = [];
      for (const request of corpusRequests(target, base)) {
        const problem = await problemWith(target, request);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    });

    it(`${RUNS_PER_ROUTE} requests generated from its schemas (seed ${SEED})`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(target, hintsFor(target)), async (request) => {
          const problem = await problemWith(target, request);
          if (problem) throw new Error(problem);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    });
  });
});
