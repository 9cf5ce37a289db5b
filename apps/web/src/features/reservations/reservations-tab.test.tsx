// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation, Site } from '@commons/contract';
import { SiteContext } from '../../site/site-context.tsx';
import { notify } from '@commons/ui/toast.ts';
import { CancelReservationPage } from './cancel-reservation-page.tsx';
import { ReservationsTab } from './reservations-tab.tsx';

vi.mock('@commons/ui/toast.ts', () => ({ notify: vi.fn(), dismissToasts: vi.fn() }));

const site = { id: 9, slug: 'northfield', name: 'Northfield', address: { time_zone: 'America/New_York' } } as unknown as Site;
const booked = (id: string, date: string, hour: number, minute: number, friends: number, status: Reservation['status'] = 'booked'): Reservation => ({
  id,
  location_id: 7,
  location_name: 'Westside Grill',
  first_name: 'Avery',
  last_name: 'Neil',
  email: 'avery@northfield.example.edu',
  date,
  hour,
  minute,
  friends,
  notes: '',
  status,
});
const UPCOMING = booked('11111111-1111-4111-8111-111111111111', '2026-06-12', 18, 30, 2);

type Reply = { status: number; body: unknown };
function answers(...replies: Reply[]) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/v1/customer/session')) return new Response(JSON.stringify({ customer: null }), { status: 200, headers: { 'content-type': 'application/json' } });
    const reply = replies.shift() ?? { status: 500, body: { status: 'error', msg: 'No answer left.' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  /** The calls other than the session's. */
  const calls = () => fetch.mock.calls.filter(([url]) => !url.startsWith('/v1/customer/session'));
  return { fetch, calls };
}

function renderWith(ui: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SiteContext.Provider value={site}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SiteContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T16:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('ReservationsTab', () => {
  it('lists the upcoming reservations only, with a print link to the PDF card, and cancels one after confirming', async () => {
    const past = booked('22222222-2222-4222-8222-222222222222', '2026-06-01', 12, 0, 0);
    const gone = booked('33333333-3333-4333-8333-333333333333', '2026-06-15', 12, 0, 0, 'cancelled');
    const { calls } = answers(
      { status: 200, body: { reservations: [UPCOMING, past, gone] } },
      { status: 200, body: { msg: 'ok', reservation: { ...UPCOMING, status: 'cancelled' } } },
      { status: 200, body: { reservations: [] } },
    );
    renderWith(<ReservationsTab siteId={9} siteSlug="northfield" customerId={41} />);
    expect(screen.getByRole('status').textContent).toContain('Loading your reservations');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('6/12/26');
    expect(rows[1]?.textContent).toContain('6:30 PM');
    expect(rows[1]?.textContent).toContain('+2');
    const print = within(rows[1] as HTMLElement).getAllByRole('link', { name: /Print/ })[0];
    expect(print?.getAttribute('href')).toBe(`/v1/customer/reservation_card?site_id=9&customer_id=41&reservation_id=${UPCOMING.id}`);
    expect(print?.getAttribute('target')).toBe('_blank');

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Cancel/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this reservation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your reservation has been successfully cancelled.', 'success'));
    expect(calls()[1]?.[1]?.method).toBe('DELETE');
    expect(JSON.parse(String(calls()[1]?.[1]?.body))).toMatchObject({ reservation_id: UPCOMING.id, customer_id: 41, ver: 2 });
    expect(await screen.findByText('You have no upcoming reservations. Book a table to save your spot at a dining hall.')).toBeTruthy();
  });

  it('says why a cancellation failed, inside the dialog', async () => {
    answers({ status: 200, body: { reservations: [UPCOMING] } }, { status: 409, body: { status: 'error', msg: 'Already cancelled.' } });
    renderWith(<ReservationsTab siteId={9} siteSlug="northfield" customerId={41} />);
    fireEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: /^Cancel/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel reservation' }));
    const alert = await within(screen.getByRole('dialog')).findByText('We were unable to process your request; this reservation may have been previously cancelled.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows a load failure with a retry', async () => {
    answers({ status: 500, body: { status: 'error', msg: 'Down.' } }, { status: 200, body: { reservations: [] } });
    renderWith(<ReservationsTab siteId={9} siteSlug="northfield" customerId={41} />);
    expect((await screen.findByRole('alert')).textContent).toContain("We're sorry, something went wrong loading your reservations.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Make a reservation' })).toBeTruthy();
  });
});

describe('CancelReservationPage', () => {
  const path = '/northfield/cancel-reservation/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa/11111111-1111-4111-8111-111111111111';
  const page = (
    <Routes>
      <Route path="/:site/cancel-reservation/:customerId/:reservationId" element={<CancelReservationPage />} />
    </Routes>
  );

  const linked = (status: 'booked' | 'cancelled'): Reply => ({ status: 200, body: { reservation: { location_name: 'Westside Grill', date: '2026-06-12', hour: 18, minute: 30, friends: 2, status } } });

  it('reads what the link cancels on load, cancels nothing, and says it is done after the button', async () => {
    const { calls } = answers(linked('booked'), { status: 200, body: { msg: 'ok' } });
    renderWith(page, path);
    const facts = await screen.findByText('Westside Grill');
    expect([...(facts.closest('dl')?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent)).toEqual(['Westside Grill', 'Friday, June 12, 2026', '6:30 PM', 'You and 2 guests']);
    expect(calls().map(([url]) => url)).toEqual(['/v1/reservations/by_link?customer_id=aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa&reservation_id=11111111-1111-4111-8111-111111111111']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    expect((await screen.findByText('Your reservation has been successfully cancelled.')).closest('[role="status"]')).toBeTruthy();
    expect(JSON.parse(String(calls()[1]?.[1]?.body))).toEqual({
      customer_id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      reservation_id: '11111111-1111-4111-8111-111111111111',
    });
  });

  it("says the spec's failure words when the server refuses", async () => {
    answers(linked('booked'), { status: 409, body: { status: 'error', msg: 'x' } });
    renderWith(page, path);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    const text = await screen.findByText('We were unable to process your request; this reservation may have been previously cancelled.');
    expect(text.closest('[role="alert"]')).toBeTruthy();
  });

  it('says at load that the reservation is already cancelled, or that the link names none, with no button', async () => {
    answers(linked('cancelled'));
    const first = renderWith(page, path);
    expect((await screen.findByText('This reservation has already been cancelled.')).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
    first.unmount();
    answers({ status: 404, body: { status: 'error', msg: 'x' } });
    renderWith(page, path);
    expect((await screen.findByText('We could not find this reservation. Check that the link is the whole one from your email.')).closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  });

  it('still offers the button when the reservation cannot be read for another reason', async () => {
    answers({ status: 503, body: { status: 'error', msg: 'x' } }, { status: 200, body: { msg: 'ok' } });
    renderWith(page, path);
    expect(await screen.findByText('We could not load this reservation right now. You can still cancel it with the button below.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByText('Your reservation has been successfully cancelled.')).toBeTruthy();
  });
});
