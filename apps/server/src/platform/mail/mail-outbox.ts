import type { Db } from '../../db/client.ts';
import type { OutboxRepo, OutgoingMail } from './outbox.repo.ts';
import type { MailSender } from './mail-sender.ts';

/** The transaction a use case writes in, as drizzle hands it over. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Queues a message in the running transaction. */
export type QueueMail = (mail: OutgoingMail) => Promise<void>;

/**
 * The one way a use case sends mail: `inTransaction` runs `work` in a transaction whose messages
 * are written to the outbox with its other changes, and hands them to the sender once it has
 * committed. A rolled-back transaction leaves no message; a crash after commit leaves it queued for
 * the sweep. The request never waits for SMTP.
 */
export function mailOutbox(db: Db, repo: OutboxRepo, sender: MailSender, clock: () => Date = () => new Date()) {
  return {
    async inTransaction<T>(work: (tx: Tx, queue: QueueMail) => Promise<T>): Promise<T> {
      let queued = 0;
      const result = await db.transaction(async (tx) =>
        work(tx, async (mail) => {
          await repo.enqueue(tx, mail, clock());
          queued++;
        }),
      );
      if (queued > 0) sender.deliverSoon();
      return result;
    },
  };
}
export type MailOutbox = ReturnType<typeof mailOutbox>;
