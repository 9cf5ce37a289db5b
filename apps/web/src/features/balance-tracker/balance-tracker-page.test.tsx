// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Section, Site } from '@commons/contract';
import { SiteContext } from '../../site/site-context.tsx';
import { BalanceTrackerPage } from './balance-tracker-page.tsx';
import { TRACKER_SETTINGS, trackerOrderForm } from './testing/balance-tracker-test-data.ts';

const site = { id: 9, slug: 'northfield', name: 'Northfield', address: { time_zone: 'America/New_York' } } as unknown as Site;
const section = { name: 'Balance Tracker', slug: 'balance-tracker', body: '', show_header: true, use_banner: false, banner: null, no_robots: false } as unknown as Section;

type Reply = { status: number; body: unknown };
const json = (reply: Reply) => new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });

/** The server: the order form answers `replies` in order, the last one from then on. */
function server(...replies: Reply[]) {
  const fetch = vi.fn(async () => json(replies.length > 1 ? (replies.shift() as Reply) : (replies[0] as Reply)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SiteContext.Provider value={site}>
        <BalanceTrackerPage section={section} />
      </SiteContext.Provider>
    </QueryClientProvider>,
  );
}

/** The final figure a counter gives screen readers (its animated number is hidden from them). */
const finalFigure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByText((_, element) => element?.classList.contains('visually-hidden') ?? false).textContent;
};

/** The texts a control's aria-describedby names, joined. */
const description = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T17:00:00Z')); // Friday noon in New York
  vi.stubGlobal('matchMedia', (query: string) => ({ media: query, matches: true, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the balance tracker page', () => {
  it("shows today's date and the days left in the term, and the first plan's figures for the day", async () => {
    server({ status: 200, body: trackerOrderForm() });
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading meal plans…');
    expect(await screen.findByText('Today is Friday, November 27, 2026. There are 22 days left in Fall 2026.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Balance Tracker' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Estimated left on Block 225 today' })).toBeTruthy();
    // $250.00 and 225 swipes with 22 of 117 days left.
    expect(finalFigure('Dining dollars')).toBe('$47.01');
    expect(finalFigure('Meal swipes')).toBe('42');
  });

  it('lists only the plans flagged balance_tracker, and counts the chosen one', async () => {
    server({ status: 200, body: trackerOrderForm() });
    renderPage();
    const chooser = await screen.findByRole('combobox', { name: 'Meal plan' });
    expect(within(chooser).getAllByRole('option').map((option) => option.textContent)).toEqual(['Block 225', 'Commuter 50', 'Unlimited Access']);
    fireEvent.change(chooser, { target: { value: '2' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Estimated left on Commuter 50 today' })).toBeTruthy();
    expect(finalFigure('Dining dollars')).toBe('$18.80');
    expect(finalFigure('Meal swipes')).toBe('9');
    // An unlimited plan has no swipes to count down.
    fireEvent.change(chooser, { target: { value: '4' } });
    expect(finalFigure('Dining dollars')).toBe('$56.41');
    expect(screen.queryByText('Meal swipes')).toBeNull();
  });

  it('shows each counter only when its setting is on, and each advice block only with text', async () => {
    const settings = { ...TRACKER_SETTINGS, balance_tracker_swipes: false, balance_tracker_msg_bal_high: '  ' };
    server({ status: 200, body: trackerOrderForm({ orderFormSettings: settings }) });
    renderPage();
    await screen.findByText('Dining dollars');
    expect(screen.queryByText('Meal swipes')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Estimated left on Block 225 today',
      'Check your real balance',
      'If your balance is running low',
      'How to stay on budget',
    ]);
    expect(screen.getByRole('region', { name: 'If your balance is running low' }).textContent).toContain('Your balance is running low: consider adding dining dollars.');
  });

  it('checks a real balance: a bad value is announced and tied to the field, a good one gets a verdict', async () => {
    server({ status: 200, body: trackerOrderForm() });
    renderPage();
    const field = await screen.findByRole('textbox', { name: /^Your balance today/ });
    fireEvent.change(field, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check my pace' }));
    const message = 'Enter at most two decimals (the cents), such as 125.50.';
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(description(field)).toBe(`Dollars and cents, such as 125 or 125.50. ${message}`);
    expect(screen.getByRole('alert').textContent).toContain(message);

    fireEvent.change(field, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check my pace' }));
    // $230.00 spent in 95 days: $20.00 lasts 8.26 days, so its last cent goes on the 9th day counting today.
    expect(await screen.findByText('You are behind the pace: $20.00 is $27.01 less than the $47.01 an even pace leaves today.')).toBeTruthy();
    expect(screen.getByText('At the rate you have spent so far, your dining dollars run out on Saturday, December 5, 2026, before Fall 2026 ends.')).toBeTruthy();
    expect(field.hasAttribute('aria-invalid')).toBe(false);

    fireEvent.change(field, { target: { value: '$150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check my pace' }));
    expect(await screen.findByText('You are ahead of the pace: $150.00 is $102.99 more than the $47.01 an even pace leaves today.')).toBeTruthy();
    expect(screen.getByText('At the rate you have spent so far, your dining dollars last past the end of Fall 2026.')).toBeTruthy();
  });

  it('says when no term is running or coming, counts nothing and offers no check', async () => {
    server({ status: 200, body: trackerOrderForm({ school_terms: [{ id: 1, name: 'Spring 2026', start: '2026-01-12', end: '2026-05-08' }] }) });
    renderPage();
    expect(await screen.findByText('Today is Friday, November 27, 2026. There is no current or upcoming school term, so there is nothing left to estimate.')).toBeTruthy();
    expect(finalFigure('Dining dollars')).toBe('$0.00');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('before a term, counts the whole plan and says when the check opens', async () => {
    server({ status: 200, body: trackerOrderForm({ school_terms: [{ id: 2, name: 'Spring 2027', start: '2027-01-12', end: '2027-05-08' }] }) });
    renderPage();
    expect(
      await screen.findByText('Today is Friday, November 27, 2026. Spring 2027 has not started yet: it runs 117 days, from Tuesday, January 12, 2027 to Saturday, May 8, 2027.'),
    ).toBeTruthy();
    expect(finalFigure('Dining dollars')).toBe('$250.00');
    expect(screen.getByText('You can check your pace once Spring 2027 begins on Tuesday, January 12, 2027.')).toBeTruthy();
  });

  it('says so when no plan is flagged, or the site sells none', async () => {
    server({ status: 200, body: trackerOrderForm({ mealPlans: [] }) }, { status: 404, body: { status: 'error', msg: 'Not found.' } });
    const first = renderPage();
    expect(await screen.findByText(/^There are no meal plans to track yet\./)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    first.unmount();
    renderPage();
    expect(await screen.findByText(/^There are no meal plans to track yet\./)).toBeTruthy();
  });

  it("says \"We're sorry, but something went wrong.\" when the order form fails, and tries again", async () => {
    const fetch = server({ status: 500, body: { status: 'error', msg: 'Boom.' } }, { status: 200, body: trackerOrderForm() });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain("We're sorry, but something went wrong.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Meal plan' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
