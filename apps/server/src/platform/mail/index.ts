import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { devMailRoutes } from './dev-mail.routes.ts';
import { mailOutbox } from './mail-outbox.ts';
import { DEFAULT_SENDER_SETTINGS, mailSender, type SenderSettings } from './mail-sender.ts';
import { outboxRepo } from './outbox.repo.ts';

export type { MailOutbox, QueueMail, Tx } from './mail-outbox.ts';
export type { MailAttachment, OutgoingMail } from './outbox.repo.ts';
export { renderHtml, renderText, type MailBrand, type MailContent } from './mail-layout.ts';

/** Retry and sweep timings; tests shorten them. */
export type MailTimings = Partial<Pick<SenderSettings, 'retryDelaysMs' | 'sweepEveryMs' | 'leaseMs'>>;

/**
 * The mail platform of one instance: the outbox use cases write to, its sender (started with the
 * app, stopped when it closes) and, outside production, the /dev/mail pages.
 */
export function mailPlatform(app: FastifyInstance, db: Db, settings: { smtpUrl: string | undefined; from: string; isProduction: boolean; timings?: MailTimings }) {
  const repo = outboxRepo(db);
  const sender = mailSender(repo, { ...DEFAULT_SENDER_SETTINGS, ...settings.timings, smtpUrl: settings.smtpUrl, from: settings.from }, app.log);
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => sender.stop());
  if (!settings.isProduction) devMailRoutes(app, repo);
  return mailOutbox(db, repo, sender);
}
