import { addDays, localDateTime } from '@commons/domain';
import { median } from './support/median.ts';
import { startScript } from './support/processes.ts';
import { BENCH_CAPACITY } from './support/reservation-location.ts';
import { addressOf, signUp } from './support/sign-up.ts';

/** Issue 13: 500 students try the same slot at once. */
const ATTEMPTS = 500;
/** Sign-ups in flight at once while preparing (each hashes a password). */
const SIGN_UP_BATCH = 10;
const AVAILABILITY_ROUNDS = 5;
/** 12:00, a slot of the bench location (11:00-14:00 every 30 minutes). */
const SLOT_MINUTE = 12 * 60;
const ZONE = 'America/New_York';

interface Attempt {
  status: number;
  /** When the answer was read, by performance.now(). */
  answeredAt: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

async function book(base: string, siteId: number, locationId: number, date: string, cookie: string, n: number): Promise<Attempt> {
  const res = await fetch(`${base}/v1/reservations/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': addressOf(2_000_000 + n) },
    body: JSON.stringify({
      site_id: siteId,
      first_name: 'Bench',
      last_name: 'Customer',
      email: `bench-${n}@example.edu`,
      location_id: locationId,
      date,
      hour: SLOT_MINUTE / 60,
      minute: 0,
      friends: 0,
      notes: '',
      ver: 2,
      idempotency_key: `bench-${n}-attempt`,
    }),
  });
  await res.arrayBuffer();
  return { status: res.status, answeredAt: performance.now() };
}

/** Seats left at the bench slot, as the availability call reports them. */
async function remainingSeats(base: string, siteId: number, locationId: number, date: string): Promise<number> {
  const res = await fetch(`${base}/v1/reservations/availability?site_id=${siteId}&location_id=${locationId}&date=${date}`);
  if (res.status !== 200) throw new Error(`availability answered ${res.status}`);
  const { slots } = (await res.json()) as { slots: { minute: number; remaining: number }[] };
  const slot = slots.find((s) => s.minute === SLOT_MINUTE);
  if (!slot) throw new Error('The bench slot is missing from the availability');
  return slot.remaining;
}

/**
 * 500 booking attempts on one ten-seat slot, all sent at once by 500 signed-in customers: seats
 * taken, answers by status, and the time until the last answer. Then the availability of that
 * location for each of its next 30 days, asked in turn (the server caches none of it): p50 and p99.
 */
export async function benchReservations(): Promise<void> {
  const app = await startScript('bench/support/app-server.ts');
  const base = `http://127.0.0.1:${app.port}`;
  try {
    const locationId = Number(/RESERVATION_LOCATION (\d+)/.exec(app.output)?.[1]);
    const siteId = ((await (await fetch(`${base}/v1/sites/northfield/info`)).json()) as { site: { id: number } }).site.id;
    const tomorrow = addDays(localDateTime(new Date(), ZONE).date, 1);

    const cookies: string[] = [];
    for (let n = 0; n < ATTEMPTS; n += SIGN_UP_BATCH) {
      cookies.push(...(await Promise.all(Array.from({ length: SIGN_UP_BATCH }, (_, i) => signUp(base, siteId, 5_000 + n + i)))));
    }

    const started = performance.now();
    const attempts = await Promise.all(cookies.map((cookie, n) => book(base, siteId, locationId, tomorrow, cookie, n)));
    const settleMs = performance.now() - started;
    const byStatus = new Map<number, number>();
    for (const { status } of attempts) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const taken = BENCH_CAPACITY - (await remainingSeats(base, siteId, locationId, tomorrow));
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
    const serverErrors = attempts.filter((a) => a.status >= 500).length;
    const answered = attempts.map((a) => a.answeredAt - started).sort((a, b) => a - b);
    console.log(
      `booking rush  ${ATTEMPTS} attempts at once on a ${BENCH_CAPACITY}-seat slot: ${taken} seats taken (must be ${BENCH_CAPACITY}), ` +
        `settled in ${(settleMs / 1000).toFixed(2)} s (target < 2 s; first answer after ${answered[0]?.toFixed(0)} ms, ` +
        `half after ${median(answered).toFixed(0)} ms); answers ${statuses}; 5xx ${serverErrors}`,
    );

    const times: number[] = [];
    for (let round = 0; round < AVAILABILITY_ROUNDS; round++) {
      for (let day = 0; day < 30; day++) {
        const date = addDays(tomorrow, day);
        const t0 = performance.now();
        const res = await fetch(`${base}/v1/reservations/availability?site_id=${siteId}&location_id=${locationId}&date=${date}`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`availability of ${date} answered ${res.status}`);
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `availability  one location, each of 30 days in turn, ${AVAILABILITY_ROUNDS} rounds, uncached: ` +
        `p50 ${median(times).toFixed(1)} ms (target <= 20 ms on PostgreSQL), p99 ${percentile(times, 99).toFixed(1)} ms`,
    );
  } finally {
    await app.stop();
  }
}
