import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';
import { smtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { browser, customerTestApp, SAME_ORIGIN, signedUp } from '../customers/testing/customer-test-kit.ts';

const TODAY = new Date('2026-11-22T16:50:00Z');
const BASE = 'https://dining.example.edu';
let t: TestApp;
let smtp: SmtpTestServer;
let nf = 0;

beforeAll(async () => {
  smtp = await smtpTestServer();
  const made = await customerTestApp(TODAY, () => TODAY, { SMTP_URL: smtp.url, PUBLIC_BASE_URL: BASE });
  t = made.t;
  nf = made.northfield;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a sent password reset e-mail in the outbox', () => {
  it('keeps no usable link: the key is gone from both parts once SMTP took the message, and the mailed link still works', async () => {
    const { customer } = await signedUp(t, nf);
    expect((await browser(t).post('/v1/customer/request_password_reset', { site_id: nf, email: customer.email })).statusCode).toBe(200);

    await vi.waitFor(() => expect(smtp.received.some((mail) => mail.to.includes(customer.email))).toBe(true));
    const received = smtp.received.find((mail) => mail.to.includes(customer.email));
    const key = /\/customerResetPassword\/([A-Za-z0-9_-]{43})/.exec(received?.decoded ?? '')?.[1] ?? '';
    expect(key).toHaveLength(43);

    await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
      expect(row?.status).toBe('sent');
    });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(row?.text).not.toContain(key);
    expect(row?.html).not.toContain(key);
    expect(row?.text).toContain(`${BASE}/customerResetPassword/[key]`);

    const res = await t.app.inject({ method: 'PUT', url: '/v1/customer/update/password', payload: { password: 'Fresh-start9#', public_key: key }, headers: SAME_ORIGIN, remoteAddress: '10.98.0.1' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
