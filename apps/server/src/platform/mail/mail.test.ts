import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox as outboxTable } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { smtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server.ts';
import { mailOutbox, type MailOutbox } from './mail-outbox.ts';
import { mailSender, type MailSender } from './mail-sender.ts';
import { outboxRepo } from './outbox.repo.ts';
import { renderHtml, renderText, escapeHtml, DEFAULT_BRAND } from './mail-layout.ts';

const TODAY = new Date('2026-11-23T15:00:00Z');
let smtp: SmtpTestServer;
let t: TestApp;
let sender: MailSender;
let outbox: MailOutbox;

const message = (n: number) => ({ siteId: null, to: `reader${n}@example.edu`, subject: `Message ${n}`, html: `<p>Hello ${n}</p>`, text: `Hello ${n}` });
const rows = () => t.database.db.select().from(outboxTable);

beforeAll(async () => {
  smtp = await smtpTestServer();
  t = await createTestApp({ today: TODAY, seed: false, config: { SMTP_URL: smtp.url } });
  const repo = outboxRepo(t.database.db);
  sender = mailSender(repo, { smtpUrl: smtp.url, from: 'Dining <no-reply@example.edu>', retryDelaysMs: [20, 20], sweepEveryMs: 60_000, leaseMs: 60_000 }, t.app.log);
  outbox = mailOutbox(t.database.db, repo, sender);
});
afterAll(async () => {
  await sender.stop();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  // The app's own sender (started by the first request) and this one share the table: start each test empty.
  await t.database.db.delete(outboxTable);
  smtp.received.length = 0;
  smtp.failNext(0);
});

describe('the outbox', () => {
  it('sends a message over SMTP once its transaction has committed, with a text part', async () => {
    await outbox.inTransaction(async (_tx, queue) => queue(message(1)));
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1));
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['reader1@example.edu']);
    expect(mail?.raw).toContain('Subject: Message 1');
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    await vi.waitFor(async () => expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null }));
  });

  it('writes and sends nothing when the transaction rolls back', async () => {
    await expect(
      outbox.inTransaction(async (_tx, queue) => {
        await queue(message(2));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await outbox.inTransaction(async (_tx, queue) => queue(message(3)));
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1));
    expect(smtp.received[0]?.raw).toContain('Subject: Message 3');
    expect((await rows()).map((row) => row.subject)).toEqual(['Message 3']);
  });

  it('tries again after an SMTP failure, and records the error meanwhile', async () => {
    smtp.failNext(1);
    await outbox.inTransaction(async (_tx, queue) => queue(message(4)));
    await vi.waitFor(async () => expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 }));
    expect(smtp.received).toHaveLength(1);
  });

  it('gives a message up as failed after its last attempt', async () => {
    smtp.failNext(3);
    await outbox.inTransaction(async (_tx, queue) => queue(message(5)));
    await vi.waitFor(async () => expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 3 }));
    expect((await rows())[0]?.last_error).toContain('451');
    expect(smtp.received).toHaveLength(0);
  });

  it('a sweep delivers mail another instance queued (or a restart left)', async () => {
    const [row] = await t.database.db
      .insert(outboxTable)
      .values({ ...message(6), site_id: null, next_attempt_at: new Date(Date.now() - 1000), created_at: new Date() })
      .returning();
    const other = mailSender(outboxRepo(t.database.db), { smtpUrl: smtp.url, from: 'Dining <no-reply@example.edu>', retryDelaysMs: [], sweepEveryMs: 20, leaseMs: 60_000 }, t.app.log);
    other.start();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1));
    await other.stop();
    expect((await t.database.db.select().from(outboxTable).where(eq(outboxTable.id, row?.id ?? 0)))[0]?.status).toBe('sent');
  });

  it('without SMTP_URL keeps mail queued', async () => {
    const idle = mailSender(outboxRepo(t.database.db), { smtpUrl: undefined, from: 'x <x@example.edu>', retryDelaysMs: [], sweepEveryMs: 20, leaseMs: 1 }, t.app.log);
    await mailOutbox(t.database.db, outboxRepo(t.database.db), idle).inTransaction(async (_tx, queue) => queue(message(7)));
    idle.start();
    expect(idle.isSending).toBe(false);
    expect((await rows())[0]).toMatchObject({ status: 'queued', attempts: 0 });
    await idle.stop();
  });
});

describe('/dev/mail', () => {
  it('lists the outbox newest first and shows a message with both parts', async () => {
    await outbox.inTransaction(async (_tx, queue) => queue({ ...message(8), html: '<p>Hello <b>eight</b></p>', text: 'Hello eight <script>' }));
    await outbox.inTransaction(async (_tx, queue) => queue(message(9)));
    const list = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.body.indexOf('Message 9')).toBeLessThan(list.body.indexOf('Message 8'));
    const id = (await rows()).find((row) => row.subject === 'Message 8')?.id;
    const shown = await t.app.inject({ method: 'GET', url: `/dev/mail/${id}` });
    expect(shown.body).toContain('Hello eight &lt;script&gt;');
    expect(shown.body).toContain(`<iframe title="The message as HTML" sandbox src="/dev/mail/${id}/html">`);
    const html = await t.app.inject({ method: 'GET', url: `/dev/mail/${id}/html` });
    expect(html.body).toBe('<p>Hello <b>eight</b></p>');
    expect(html.headers['content-security-policy']).toContain('sandbox');
    // An unknown message is the ordinary 404 (for an API client, its JSON).
    const json = { accept: 'application/json' };
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/99999999', headers: json })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/abc', headers: json })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/99999999/html', headers: json })).statusCode).toBe(404);
  });

  it('is the 404 in production', async () => {
    const prod = await createTestApp({ today: TODAY, seed: false, config: { NODE_ENV: 'production' } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/dev/mail', headers: { accept: 'application/json' } });
      expect(res.statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/dev/mail/1/html', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('the layout', () => {
  it('escapes every value and keeps unsafe colours and links out', () => {
    const brand = { ...DEFAULT_BRAND, siteName: '<img src=x onerror=alert(1)>', brandColor: 'red;background:url(x)', homeUrl: 'javascript:alert(1)' };
    const html = renderHtml(brand, { subject: 'S "q"', paragraphs: ['a < b & c'], action: { label: 'Go', url: 'javascript:alert(2)' } });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(escapeHtml('<img src=x onerror=alert(1)>'));
    expect(html).toContain('a &lt; b &amp; c');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('url(x)');
    expect(renderText(brand, { subject: 'S', paragraphs: ['p'], action: { label: 'Go', url: 'https://x.example/r' } })).toContain('Go: https://x.example/r');
  });
});
