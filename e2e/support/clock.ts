/**
 * "Now" in the browser journeys. The e2e server's clock starts at CLOCK_START (apps/server/src/
 * platform/clock.ts) and the demo data is dated from it. playwright.config.ts sets it once per
 * run, so the runner, its workers and the server agree.
 *
 * The instant is noon in New York on today's date there. At noon Northfield (New York) has places
 * open and closed on every day of the week (Founders Dining Commons opens at 7 or 10 a.m., Late
 * Night at Maple at 8 p.m.), and no demo place opens or closes between 11 a.m. and 2 p.m., so the
 * minutes a run takes do not change what is open.
 *
 * Every journey's browser runs on the server's clock (support/test.ts): the app reckons "today at
 * the site" in the browser, and a run that crosses midnight in New York would otherwise see the
 * server's day in its answers and the next day in its date fields.
 */
const ZONE = 'America/New_York';

function wallClock(at: Date): { date: string; minutesAhead: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const asUtc = Date.parse(`${date}T${parts.hour}:${parts.minute}:00Z`);
  return { date, minutesAhead: Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000) };
}

/** Noon in New York on the date it is there at `real`, as an ISO instant. */
export function noonInNewYork(real: Date): string {
  const { date } = wallClock(real);
  const guess = new Date(`${date}T17:00:00Z`);
  return new Date(Date.parse(`${date}T12:00:00Z`) - wallClock(guess).minutesAhead * 60_000).toISOString();
}

/** The year in New York at `at`. */
export function yearInNewYork(at: Date): number {
  return Number(wallClock(at).date.slice(0, 4));
}

/** The instant the e2e server's clock started at. */
export function e2eNow(): Date {
  const start = process.env.CLOCK_START;
  if (!start) throw new Error('CLOCK_START is not set: run the journeys through playwright.config.ts');
  return new Date(start);
}

/**
 * The e2e server's "now": CLOCK_START plus the real time since the run chose it (CLOCK_CHOSEN_AT,
 * set with it in playwright.config.ts). The server started its clock a few seconds after that, so the
 * two differ by those seconds at most.
 */
export function serverNow(realNow: number = Date.now()): Date {
  const chosenAt = Number(process.env.CLOCK_CHOSEN_AT);
  if (!Number.isFinite(chosenAt)) throw new Error('CLOCK_CHOSEN_AT is not set: run the journeys through playwright.config.ts');
  return new Date(e2eNow().getTime() + (realNow - chosenAt));
}
