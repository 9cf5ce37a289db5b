import type { FastifyBaseLogger } from 'fastify';
import type { MailOutbox } from '../../platform/mail/index.ts';
import { periodicJob } from '../../platform/periodic-job.ts';
import type { ReservationsRepo } from './reservations.repo.ts';
import { reservationMail } from './reservation-mail.ts';

/** How long before a visit its reminder goes out. */
export const REMINDER_LEAD_MS = 2 * 60 * 60_000;
const BATCH = 50;

export interface ReminderSettings {
  /** Whether this instance runs the job (RESERVATION_REMINDERS). */
  enabled: boolean;
  /** How often it looks for due reservations (RESERVATION_REMINDER_EVERY_MS). */
  everyMs: number;
  publicBaseUrl: string;
}

/**
 * The reminder job of one instance (ADR 0023): every `everyMs`, reservations starting within the
 * next two hours that have had no reminder are locked (FOR UPDATE SKIP LOCKED), their reminders
 * queued in the outbox and `reminded_at` set, all in one transaction. Another instance running
 * the same pass skips the locked rows and, once they commit, no longer finds them: one reminder
 * each, however many instances run. The sweep of the mail platform delivers them.
 */
export function reservationReminders(repo: ReservationsRepo, mail: MailOutbox, clock: () => Date, settings: ReminderSettings, log: FastifyBaseLogger) {
  /** One pass: queues every due reminder, a batch per transaction; answers how many. */
  async function runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const queued = await mail.inTransaction(async (tx, queue) => {
        const now = clock();
        const due = await repo.lockDueReminders(tx, now, new Date(now.getTime() + REMINDER_LEAD_MS), BATCH);
        for (const row of due) {
          await queue(reservationMail({ kind: 'reminder', site: row.site, reservation: row.reservation, intervalMinutes: row.interval, customerPublicId: row.customerPublicId, publicBaseUrl: settings.publicBaseUrl, now }));
        }
        await repo.markReminded(tx, due.map((row) => row.reservation.id), now);
        return due.length;
      });
      total += queued;
      if (queued < BATCH) return total;
    }
  }

  return periodicJob(runOnce, settings, log, { done: 'reservation reminders queued', failed: 'reservation reminder pass failed' });
}
export type ReservationReminders = ReturnType<typeof reservationReminders>;
