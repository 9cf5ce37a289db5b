import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { formSubmissions, locations, mailOutbox } from '../../db/schema/index.ts';
import { altchaCaptcha, processSecret } from '../../platform/captcha.ts';
import { smtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newAddress, SAME_ORIGIN } from '../customers/testing/customer-test-kit.ts';
import { feedbackForm, QUICK_CAPTCHA, solvedCaptcha } from './testing/forms-test-kit.ts';

const TODAY = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let smtp: SmtpTestServer;
let northfield = 0;
let westside = 0;

beforeAll(async () => {
  smtp = await smtpTestServer();
  t = await createTestApp({ today: TODAY, config: { ...QUICK_CAPTCHA, SMTP_URL: smtp.url }, mailTimings: { retryDelaysMs: [20, 20], sweepEveryMs: 60_000, leaseMs: 60_000 } });
  await t.app.ready();
  northfield = (await t.app.inject({ method: 'GET', url: '/v1/sites/northfield/info' })).json().site.id;
  const [row] = await t.database.db.select({ id: locations.id }).from(locations).where(and(eq(locations.site_id, northfield), eq(locations.name, 'Westside Grill')));
  westside = row?.id ?? 0;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('feedback delivery', () => {
  it('keeps the feedback while the mail server refuses it, and delivers both messages once it answers', async () => {
    smtp.failNext(2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/feedback/submit',
      payload: feedbackForm(northfield, westside, await solvedCaptcha(t), { email: 'casey.lee@example.edu', first_name: 'Casey', last_name: 'Lee' }),
      headers: SAME_ORIGIN,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.$count(formSubmissions, eq(formSubmissions.site_id, northfield))).toBeGreaterThan(0);
    await vi.waitFor(() => expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['casey.lee@example.edu', 'dining-team@northfield.example.edu']), { timeout: 5000 });
    const team = smtp.received.find((m) => m.to[0] === 'dining-team@northfield.example.edu');
    expect(team?.decoded).toContain('Could it come back on Fridays?');
    // The outbox marks a message sent once the mail server has answered, a moment after it arrived there.
    await vi.waitFor(
      async () => {
        const sent = await t.database.db.select({ sent_at: mailOutbox.sent_at }).from(mailOutbox).where(eq(mailOutbox.to, 'casey.lee@example.edu'));
        expect(sent[0]?.sent_at).not.toBeNull();
      },
      { timeout: 5000 },
    );
  });
});

describe('captcha expiry', () => {
  it('refuses an answer sent after its challenge expired', async () => {
    const captcha = altchaCaptcha(t.database.db, { secret: processSecret(), cost: 1, maxCounter: 20, ttlMs: 60_000 });
    const { challenge } = (await captcha.challenge()) as { challenge: unknown };
    const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
    const answer = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      expect(await captcha.isSolved(answer)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect(await captcha.isSolved(answer)).toBe(true);
  });
});
