import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJobSettings {
  /** Whether this instance runs the job. */
  enabled: boolean;
  /** How often a pass starts (a pass still running skips the turn). */
  everyMs: number;
}

/**
 * A job every instance runs on a timer: a pass at start, then one every `everyMs`, never two at
 * once in an instance (a turn that finds one running is skipped). `runOnce` does the work and
 * answers how much it did, logged as `done` when above 0; a failed pass is logged as `failed` and
 * the next turn tries again. What keeps instances from doing the same work twice is the pass's own
 * (rows locked FOR UPDATE SKIP LOCKED and marked in the same transaction).
 */
export function periodicJob(runOnce: () => Promise<number>, settings: PeriodicJobSettings, log: FastifyBaseLogger, messages: { done: string; failed: string }) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  function tick(): void {
    if (running) return;
    running = runOnce()
      .then((count) => {
        if (count > 0) log.info({ count }, messages.done);
      })
      .catch((error: unknown) => log.error({ err: error }, messages.failed))
      .finally(() => {
        running = null;
      });
  }

  return {
    runOnce,
    start(): void {
      if (!settings.enabled || timer) return;
      timer = setInterval(tick, settings.everyMs);
      timer.unref();
      tick();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
export type PeriodicJob = ReturnType<typeof periodicJob>;
