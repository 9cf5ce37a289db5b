// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationLocation } from '@commons/contract';
import { notify } from '@commons/ui/toast.ts';
import { ReservationWizard } from './reservation-wizard.tsx';
import { useReservationWizard } from './use-reservation-wizard.ts';

vi.mock('@commons/ui/toast.ts', () => ({ notify: vi.fn(), dismissToasts: vi.fn() }));

const NY = 'America/New_York';
const schedule = (id: number, name: string, start: number, end: number) => ({
  id,
  name,
  type: 'reservation',
  start: '2026-01-01',
  end: '2026-12-31',
  days: [1, 2, 3, 4, 5],
  start_hour: start,
  start_minutes: 0,
  end_hour: end,
  end_minutes: 0,
});
const base = {
  use_reservations: true,
  same_day_reservations: true,
  reservation_interval: 30,
  reservation_capacity: 10,
  reservation_max_visits: 1,
  limit_reservation_visits: false,
  reservation_closed_hours: [],
  short_description: null,
};
const founders: ReservationLocation = {
  ...base,
  id: 7,
  name: 'Founders Hall',
  use_reservation_hours: true,
  allow_guest_friends: true,
  guest_friend_limit: 3,
  schedules: [schedule(1, 'Breakfast', 8, 9), schedule(2, 'Lunch', 11, 13)],
};
const cafe: ReservationLocation = {
  ...base,
  id: 8,
  name: 'Garden Cafe',
  use_reservation_hours: false,
  allow_guest_friends: false,
  guest_friend_limit: 0,
  schedules: [schedule(3, 'Lunch', 11, 12)],
};
const customer = { id: 41, first_name: 'Avery', last_name: 'Neil', email: 'avery@northfield.example.edu' };

const slot = (minute: number, scheduleId: number, remaining: number) => ({
  minute,
  hour: Math.floor(minute / 60),
  minutes: minute % 60,
  schedule_id: scheduleId,
  remaining,
  badge: remaining === 0 ? null : remaining === 1 ? 'low' : remaining === 2 ? 'medium' : 'high',
  mine: false,
  problem: remaining === 0 ? 'full' : null,
  tooltip: null,
});
const foundersDay = {
  date: '2026-06-10',
  blocks: [
    { schedule_id: 1, name: 'Breakfast', start: 480, end: 540, state: 'expired', tooltip: 'This block of time has expired.' },
    { schedule_id: 2, name: 'Lunch', start: 660, end: 780, state: 'open', tooltip: null },
  ],
  slots: [slot(690, 2, 10), slot(720, 2, 0), slot(750, 2, 2)],
};
const cafeDay = { date: '2026-06-10', blocks: [], slots: [slot(660, 3, 5), slot(690, 3, 5)] };

type Reply = { status: number; body: unknown };
/** Answers by method and path; POST answers are taken in order. */
function server({ availability, posts = [] }: { availability: unknown[]; posts?: Reply[] }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    let reply: Reply;
    if (url.startsWith('/v1/reservations/availability')) reply = { status: 200, body: availability.length > 1 ? availability.shift() : availability[0] };
    else if (init?.method === 'POST') reply = posts.shift() ?? { status: 500, body: { status: 'error', msg: 'No answer left.' } };
    else reply = { status: 404, body: { status: 'error', msg: 'Not found.' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  const posted = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { fetch, posted };
}

function Harness() {
  const wizard = useReservationWizard([founders, cafe]);
  return (
    <>
      <p data-testid="title">{wizard.title}</p>
      <ReservationWizard wizard={wizard} locations={[founders, cafe]} siteId={9} timeZone={NY} lookahead={14} customer={customer} />
    </>
  );
}

function renderWizard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

const title = () => screen.getByTestId('title').textContent;
const pickDay = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T14:00:00Z')); // Wednesday 10:00 AM in New York
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('ReservationWizard', () => {
  it('walks location → date → block → time → guests → create, the title growing at each step', async () => {
    const { posted } = server({
      availability: [foundersDay],
      posts: [{ status: 200, body: { msg: 'ok', reservation: { id: 'x' } } }],
    });
    renderWizard();
    expect(title()).toBe('Make a reservation');
    fireEvent.click(screen.getByRole('radio', { name: 'Founders Hall' }));
    expect(title()).toBe('Make a reservation at Founders Hall');
    // Weekends are not covered by the schedule; days past the 14-day window cannot be chosen.
    expect(screen.getByRole('button', { name: /Saturday, June 13, 2026/ }).getAttribute('aria-disabled')).toBe('true');
    pickDay(/Wednesday, June 10, 2026/);
    expect(title()).toBe('Make a reservation at Founders Hall on 6/10/26');

    const breakfast = await screen.findByRole('radio', { name: /Breakfast/ });
    expect((breakfast as HTMLInputElement).disabled).toBe(true);
    expect(breakfast.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('This block of time has expired.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Time' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Lunch/ }));

    const times = screen.getByRole('group', { name: 'Time' });
    expect((within(times).getByRole('radio', { name: '12:00 PM' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(times).getByText('Full')).toBeTruthy();
    expect(within(times).getByText('Few seats left')).toBeTruthy();
    fireEvent.click(within(times).getByRole('radio', { name: '12:30 PM' }));
    expect(title()).toBe('Make a reservation at Founders Hall on 6/10/26 at 12:30 PM');

    // 2 seats left: 'Just me' and '+1' only.
    const guests = screen.getByRole('group', { name: 'Number of guests' });
    expect(within(guests).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Just me', '+1']);
    fireEvent.click(within(guests).getByRole('radio', { name: '+1' }));

    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /First Name/ }).value).toBe('Avery');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Email/ }).value).toBe('avery@northfield.example.edu');
    fireEvent.click(screen.getByRole('button', { name: 'Create reservation' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Reservation successfully created.', 'success'));
    expect(posted()[0]).toMatchObject({ location_id: 7, date: '2026-06-10', hour: 12, minute: 30, friends: 1, first_name: 'Avery', customer_id: 41, ver: 2 });
    expect(String(posted()[0]?.idempotency_key)).toMatch(/^[0-9a-f-]{36}$/);
    // Back to the location step.
    expect(title()).toBe('Make a reservation');
    expect(screen.queryByRole('group', { name: 'Time' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Founders Hall' })));
  });

  it('skips the block and guest steps where the location has neither, and changing the location clears later choices', async () => {
    server({ availability: [cafeDay] });
    renderWizard();
    fireEvent.click(screen.getByRole('radio', { name: 'Garden Cafe' }));
    pickDay(/Wednesday, June 10, 2026/);
    fireEvent.click(await screen.findByRole('radio', { name: '11:30 AM' }));
    expect(screen.queryByRole('group', { name: 'Number of guests' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create reservation' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Founders Hall' }));
    expect(title()).toBe('Make a reservation at Founders Hall');
    expect(screen.queryByRole('button', { name: 'Create reservation' })).toBeNull();
  });

  it("announces the server's 409 message, reloads the times and goes back to the time step", async () => {
    const taken = "We're sorry, the time slot you requested is no longer available.";
    const { fetch, posted } = server({
      availability: [cafeDay, { ...cafeDay, slots: [slot(660, 3, 5), slot(690, 3, 0)] }],
      posts: [{ status: 409, body: { status: 'error', msg: taken } }],
    });
    renderWizard();
    fireEvent.click(screen.getByRole('radio', { name: 'Garden Cafe' }));
    pickDay(/Wednesday, June 10, 2026/);
    fireEvent.click(await screen.findByRole('radio', { name: '11:30 AM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create reservation' }));
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === taken)).toBe(true));
    expect(posted()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Create reservation' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(taken));
    await waitFor(() => expect((screen.getByRole('radio', { name: '11:30 AM' }) as HTMLInputElement).disabled).toBe(true));
    expect(fetch.mock.calls.filter(([url]) => url.startsWith('/v1/reservations/availability'))).toHaveLength(2);
  });

  it('sends one booking for a double click', async () => {
    const { posted } = server({ availability: [cafeDay], posts: [{ status: 200, body: { msg: 'ok', reservation: { id: 'x' } } }] });
    renderWizard();
    fireEvent.click(screen.getByRole('radio', { name: 'Garden Cafe' }));
    pickDay(/Wednesday, June 10, 2026/);
    fireEvent.click(await screen.findByRole('radio', { name: '11:00 AM' }));
    const create = screen.getByRole('button', { name: 'Create reservation' });
    fireEvent.click(create);
    fireEvent.click(create);
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(posted()).toHaveLength(1);
  });
});
