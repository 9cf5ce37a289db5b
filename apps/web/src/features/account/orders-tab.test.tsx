// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerOrder, Site } from '@commons/contract';
import { SiteContext } from '../../site/site-context.tsx';
import { OrdersTab } from './orders-tab.tsx';
import { answers, renderWithQueries, SITE_ID, storedCustomer } from './test-support.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const site = { id: SITE_ID, slug: 'northfield', section_list: [], address: { time_zone: 'America/New_York' } } as unknown as Site;
const subscriptionOrder: CustomerOrder = {
  created_at: '2026-11-29T02:00:00.000Z',
  no: '000008',
  total_cents: 39_500,
  payment_type: 'Credit card',
  card_type: 'Visa',
  card_last4: '1111',
  lines: [
    {
      name: 'Monthly Meal Subscription',
      kind: 'Meal plan',
      price_cents: 39_500,
      tax_cents: 0,
      details: [
        '40 meals',
        '$395.00 a month',
        'Paid at checkout 11/28/26: $395.00',
        "The first month starts 12/1/26. Its bill is taken at checkout, because a subscription's first month is paid with its order.",
        'Then billed on 1/1/27, 2/1/27',
      ],
    },
  ],
};

describe('OrdersTab', () => {
  it('lists each order with what each line is: a subscription says what checkout charged apart from its later bills', async () => {
    answers({ status: 200, body: { orders: [subscriptionOrder] } });
    renderWithQueries(
      <SiteContext.Provider value={site}>
        <OrdersTab siteId={SITE_ID} siteSlug="northfield" customerId={storedCustomer.id} />
      </SiteContext.Provider>,
    );
    const row = await screen.findByRole('row', { name: /000008/ });
    const [date, what, total, paid] = within(row).getAllByRole('cell');
    expect(date?.textContent).toBe('11/28/26');
    expect(total?.textContent).toBe('$395.00');
    expect(paid?.textContent).toBe('Credit card (Visa ending in 1111)');
    const line = within(what as HTMLElement).getByText('Monthly Meal Subscription').closest('li') as HTMLElement;
    expect(within(line).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '40 meals',
      '$395.00 a month',
      'Paid at checkout 11/28/26: $395.00',
      "The first month starts 12/1/26. Its bill is taken at checkout, because a subscription's first month is paid with its order.",
      'Then billed on 1/1/27, 2/1/27',
    ]);
  });
});
