// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerSubscription, Site } from '@commons/contract';
import { SiteContext } from '../../site/site-context.tsx';
import { notify } from '@commons/ui/toast.ts';
import { SubscriptionsTab } from './subscriptions-tab.tsx';
import { answers, renderWithQueries, SITE_ID, storedCustomer } from './test-support.tsx';

vi.mock('@commons/ui/toast.ts', () => ({ notify: vi.fn(), dismissToasts: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const site = { id: SITE_ID, slug: 'northfield', section_list: [], address: { time_zone: 'America/New_York' } } as unknown as Site;
const coffee: CustomerSubscription = {
  id: '6f1c0b7e-1c1a-4d55-9f59-2a1e3c4b5d6e',
  start: '2026-03-04',
  end: '2026-05-04',
  canceled: false,
  canceled_at: null,
  frequency: 'monthly',
  bill_dates: ['2026-03-04', '2026-04-04', '2026-05-04'],
  order: { created_at: '2026-03-04T14:00:00.000Z', no: '000007' },
  item: { name: 'Coffee subscription, 3 months', price_cents: 3_000 },
  payment_type: 'Credit card',
  card_last4: '1111',
  payments: [{ amt_cents: 3_000, created_at: '2026-03-04T14:00:00.000Z', bill_date: '2026-03-04', result: '0' }],
};
const cancelled = { ...coffee, canceled: true, canceled_at: '2026-03-20T15:00:00.000Z' };

const renderTab = () =>
  renderWithQueries(
    <SiteContext.Provider value={site}>
      <SubscriptionsTab siteId={SITE_ID} siteSlug="northfield" customerId={storedCustomer.id} />
    </SiteContext.Provider>,
  );

describe('SubscriptionsTab', () => {
  it('lists a subscription with its price, bill dates and payments, and cancels it after asking', async () => {
    const { sentBody } = answers({ status: 200, body: { subscriptions: [coffee] } }, { status: 200, body: { subscriptions: [cancelled] } });
    renderTab();
    const row = await screen.findByRole('row', { name: /Coffee subscription, 3 months/ });
    expect(row.textContent).toContain('$30.00 per month');
    expect(row.textContent).toContain('Paid at checkout 3/4/26: $30.00');
    expect(row.textContent).toContain('Then billed on 4/4/26, 5/4/26');
    // The checkout's charge is not listed again among the later payments.
    expect(within(row).getAllByRole('cell')[2]?.textContent).toBe('None yet');
    fireEvent.click(within(row).getByRole('button', { name: /^Cancel ?Coffee subscription, 3 months$/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Subscription cancelled successfully.', 'success'));
    expect((await screen.findByRole('row', { name: /Coffee subscription/ })).textContent).toContain('Canceled on 3/20/26');
    expect(sentBody(1)).toEqual({ customer_id: storedCustomer.id, site_id: SITE_ID, subscription_id: coffee.id, public: true });
  });

  it('says what checkout charged apart from the later bills, and why a month starting later is already paid', async () => {
    // Ordered 21:00 on 11/28/26 in New York (already the 29th in UTC); the first month starts 12/1/26.
    const monthly: CustomerSubscription = {
      ...coffee,
      id: '7a2d1c8f-2b2b-4e66-8a6a-3b2f4d5c6e7f',
      start: '2026-12-01',
      end: '2027-03-01',
      bill_dates: ['2026-12-01', '2027-01-01', '2027-02-01', '2027-03-01'],
      order: { created_at: '2026-11-29T02:00:00.000Z', no: '000008' },
      item: { name: 'Monthly Meal Subscription', price_cents: 39_500 },
      payments: [
        { amt_cents: 39_500, created_at: '2026-11-29T02:00:00.000Z', bill_date: '2026-12-01', result: '0' },
        { amt_cents: 39_500, created_at: '2027-01-01T11:00:00.000Z', bill_date: '2027-01-01', result: '0' },
      ],
    };
    answers({ status: 200, body: { subscriptions: [monthly] } });
    renderTab();
    const row = await screen.findByRole('row', { name: /Monthly Meal Subscription/ });
    const [, description, payments] = within(row).getAllByRole('cell');
    expect(within(description as HTMLElement).getAllByText(/./).map((line) => line.textContent)).toEqual([
      'Ordered 11/28/26',
      'Monthly Meal Subscription',
      '$395.00 per month',
      'Paid at checkout 11/28/26: $395.00',
      "The first month starts 12/1/26. Its bill is taken at checkout, because a subscription's first month is paid with its order.",
      'Then billed on 1/1/27, 2/1/27, 3/1/27',
    ]);
    expect(payments?.textContent).toBe('1/1/27: $395.00 Approved');
  });

  it("says the spec's words when a cancel fails", async () => {
    answers({ status: 200, body: { subscriptions: [coffee] } }, { status: 500, body: { status: 'error', msg: 'Something went wrong.' } });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel ?Coffee subscription, 3 months$/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Sorry, we ran into an unexpected error.', 'error'));
  });

  it('tells a refusal carrying a message from a failed load', async () => {
    answers({ status: 404, body: { status: 'error', msg: 'This site sells no subscriptions.' } });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain('We were unable to locate any subscriptions associated with your account.');
    cleanup();
    answers({ status: 500, body: { status: 'error', msg: 'Something went wrong.' } });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain("We're sorry, something went wrong loading your subscriptions.");
  });

  it('says when there are none', async () => {
    answers({ status: 200, body: { subscriptions: [] } });
    renderTab();
    expect(await screen.findByText('You have no subscriptions yet.')).toBeTruthy();
  });
});
