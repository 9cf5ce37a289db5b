import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepo, OutboxRow } from './outbox.repo.ts';
import { errorMessageForLog } from '../log-redaction.ts';

export interface SenderSettings {
  /** smtp:// or smtps:// with credentials; without it nothing is sent and mail stays queued. */
  smtpUrl: string | undefined;
  /** The From header of every message. */
  from: string;
  /** Waits after the 1st, 2nd, ... failed attempt; after the last one the message is failed. */
  retryDelaysMs: readonly number[];
  /** How often queued mail is looked for (another instance's, or left by a restart). */
  sweepEveryMs: number;
  /** How long a claimed message is left to its sender before another may take it. */
  leaseMs: number;
}

const MINUTE = 60_000;
export const DEFAULT_SENDER_SETTINGS: Omit<SenderSettings, 'smtpUrl' | 'from'> = {
  retryDelaysMs: [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * 60 * MINUTE],
  sweepEveryMs: MINUTE,
  leaseMs: 5 * MINUTE,
};
const BATCH = 20;

/** An SMTP answer may be long; the outbox keeps its start. */
const describe = (error: unknown) => errorMessageForLog(error).slice(0, 500);

/**
 * Delivers queued mail over SMTP, off the request: `deliverSoon` after a transaction commits, a
 * timer after each failure (backoff), and a sweep every `sweepEveryMs`. Delivery time is the
 * machine's, not the app's pinned clock: it schedules real network work.
 */
export function mailSender(repo: OutboxRepo, settings: SenderSettings, log: FastifyBaseLogger, now: () => number = Date.now) {
  const transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  const timers = new Set<NodeJS.Timeout>();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function later(ms: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      deliverSoon();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  async function deliver(row: OutboxRow): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({ from: settings.from, to: row.to, subject: row.subject, html: row.html, text: row.text, attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.contentBase64, encoding: 'base64' })) });
      await repo.markSent(row.id, new Date(now()));
      log.info({ mailId: row.id, attempt: row.attempts }, 'mail sent');
    } catch (error) {
      const delay = settings.retryDelaysMs[row.attempts - 1];
      await repo.markAttemptFailed(row.id, describe(error), delay === undefined ? null : new Date(now() + delay));
      log.warn({ mailId: row.id, attempt: row.attempts, err: describe(error), willRetry: delay !== undefined }, 'mail not sent');
      if (delay !== undefined) later(delay);
    }
  }

  async function deliverDue(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const claimed = await repo.claimDue(new Date(now()), new Date(now() + settings.leaseMs), BATCH);
        for (const row of claimed) await deliver(row);
        if (claimed.length < BATCH || stopped) break;
      }
    } while (again && !stopped);
  }

  /** Starts a delivery round unless one is running (which then runs once more). */
  function deliverSoon(): void {
    if (!transport || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => log.error({ err: describe(error) }, 'mail delivery round failed'))
      .finally(() => {
        running = null;
      });
  }

  let sweep: NodeJS.Timeout | null = null;
  return {
    /** Whether mail leaves this instance at all (SMTP_URL set). */
    isSending: transport !== null,
    deliverSoon,
    /** Starts the periodic sweep and delivers what is already due. */
    start(): void {
      if (!transport || sweep) return;
      sweep = setInterval(deliverSoon, settings.sweepEveryMs);
      sweep.unref();
      deliverSoon();
    },
    /** Stops the timers and waits for a round in progress. */
    async stop(): Promise<void> {
      stopped = true;
      if (sweep) clearInterval(sweep);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running;
      transport?.close();
    },
  };
}
export type MailSender = ReturnType<typeof mailSender>;
