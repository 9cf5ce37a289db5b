/**
 * The clock every use case reads (buildApp's `clock`). By default the machine's time; with
 * CLOCK_START set, a clock that reads that instant when the server starts and runs on from it in
 * real time, so browser tests know what "now" is at the sites (open or closed, today's menu).
 */
export function serverClock(start: Date | undefined, realNow: () => number = Date.now): () => Date {
  if (!start) return () => new Date(realNow());
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}
