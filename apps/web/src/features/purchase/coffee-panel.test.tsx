// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, Customer, OrderForm, Site } from '@commons/contract';
import { notify } from '@commons/ui/toast.ts';
import { CartLine } from './cart-line.tsx';
import { CoffeePanel } from './coffee-panel.tsx';
import { cartWithBalance, EMPTY_CART, ORDER_FORM } from './testing/db-test-fixtures.ts';
import { productTabsFor } from './product-tabs.ts';

vi.mock('@commons/ui/toast.ts', () => ({ notify: vi.fn() }));

type Reply = { status: number; body: unknown };
let replies: Reply[] = [];
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
  const reply = replies.shift() ?? { status: 500, body: { status: 'error', msg: 'No answer left.' } };
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
});

const FORM: OrderForm = {
  ...ORDER_FORM,
  orderFormSettings: { ...ORDER_FORM.orderFormSettings, coffee_subscription: true, coffee_subscription_price_cents: 3_000, tax_rate: 6.25, subscription_terms: 'Billed each month.' },
};
const SITE = { slug: 'northfield', address: { time_zone: 'America/New_York' } } as unknown as Pick<Site, 'slug' | 'address'>;
const CUSTOMER = { id: 5, first_name: 'Ada' } as unknown as Customer;
const coffeeCart = (months: number): Cart => {
  const base = cartWithBalance(3_000);
  const line = base.items[0];
  if (!line) throw new Error('No line');
  const coffee = { months, price_per_month_cents: 3_000, total_cents: 3_000 * months, bill_dates: ['2026-11-14', '2026-12-14', '2027-01-14'].slice(0, months), ends_on: '2027-02-13' };
  return { ...base, items: [{ ...line, type: 'Coffee subscription', name: `Coffee subscription, ${months} months`, db_id: null, declining_balance_value_cents: null, coffee }] };
};

beforeEach(() => {
  replies = [];
  fetchMock.mockClear();
  vi.mocked(notify).mockClear();
  vi.stubGlobal('fetch', fetchMock);
  // 10:00 on Saturday 2026-11-14 in New York: the purchase date the bills count from.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-14T15:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPanel(customer: Customer | null, cart: Cart = EMPTY_CART) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/northfield/meal-plan-purchase']}>
        <CoffeePanel site={SITE} siteId={7} orderForm={FORM} customerTypeId={1} cart={cart} customer={customer} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const sentBody = (call = 0): unknown => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

describe('the Coffee subscription tab (docs/product/purchase.md#coffee)', () => {
  it('is offered where the site sells it and customers can log in', () => {
    const keys = (form: OrderForm, login: boolean) => productTabsFor(form, 1, { meal_plan_subscriptions: true, customer_login: login }).map((tab) => tab.key);
    expect(keys(FORM, true)).toContain('coffee');
    expect(keys(FORM, false)).not.toContain('coffee');
    expect(keys(ORDER_FORM, true)).not.toContain('coffee');
  });

  it('tells a logged-out visitor what it is and offers Log in and Sign Up, coming back here', () => {
    renderPanel(null);
    expect(screen.getByRole('heading', { name: 'Coffee subscription' })).toBeTruthy();
    expect(screen.getByText('$30.00 a month')).toBeTruthy();
    const facts = within(screen.getByRole('list', { name: 'What you get' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(facts).toEqual([
      'Two medium drip coffees per day.',
      'Billed monthly on the purchase date: the first bill is today.',
      'An hour must separate your two coffee purchases each day.',
      'Activation takes 24 hours after your purchase.',
      'Credit card only: gift and prepaid cards are not accepted.',
      'Service is limited to the United States and Canada.',
      'Cancel at least 3 days before the next delivery.',
    ]);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/northfield/login?next=%2Fnorthfield%2Fmeal-plan-purchase');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/northfield/signup?next=%2Fnorthfield%2Fmeal-plan-purchase');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('previews the months chosen with the domain’s rules: one month today, the total over the months, never taxed', () => {
    renderPanel(CUSTOMER);
    const form = screen.getByRole('form', { name: 'Coffee subscription' });
    expect(within(form).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['1 month', '2 months', '3 months', '4 months', '5 months']);
    expect((screen.getByRole('radio', { name: '1 month' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '3 months' }));
    const preview = within(form).getByRole('status').textContent ?? '';
    for (const part of ['Price per month$30.00', 'Months3', 'Total over 3 months$90.00', 'Billed today$30.00', 'Last billThursday, January 14, 2027', 'Covered throughSaturday, February 13, 2027']) {
      expect(preview).toContain(part);
    }
    expect(preview).not.toContain('Tax');
  });

  it('asks for the subscription terms before it is added: Cancel adds nothing', async () => {
    renderPanel(CUSTOMER);
    fireEvent.click(screen.getByRole('radio', { name: '2 months' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Coffee subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription terms' });
    expect(within(dialog).getByText('Coffee subscription, 2 months')).toBeTruthy();
    expect(within(dialog).getByText('Billed each month.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscription terms' })).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('adds the months chosen once the terms are accepted, and announces it', async () => {
    replies = [{ status: 200, body: { cart: coffeeCart(3) } }];
    renderPanel(CUSTOMER);
    fireEvent.click(screen.getByRole('radio', { name: '3 months' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Coffee subscription' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Subscription terms' })).getByRole('button', { name: 'I accept' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Added Coffee subscription, 3 months to your cart.', 'success'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/cart/add_coffee_subscription');
    expect(sentBody()).toEqual({ site_id: 7, months: 3, customer_type_id: 1 });
  });

  it('shows the server’s refusal in the form’s alert, and a months error on the months', async () => {
    replies = [
      { status: 401, body: { status: 'error', msg: 'Please log in to order the coffee subscription.' } },
      { status: 400, body: { status: 'error', msg: 'Choose from 1 to 5 months.', errors: { months: 'Choose from 1 to 5 months.' } } },
    ];
    renderPanel(CUSTOMER);
    const add = screen.getByRole('button', { name: 'Add to cart: Coffee subscription' });
    const addAccepting = async () => {
      fireEvent.click(add);
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Subscription terms' })).getByRole('button', { name: 'I accept' }));
    };
    await addAccepting();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Please log in to order the coffee subscription.'));
    await addAccepting();
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: /Months/ }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('radiogroup', { name: /Months/ }).textContent).toContain('Choose from 1 to 5 months.');
    expect(notify).not.toHaveBeenCalled();
  });

  it('starts from the months of the subscription the cart holds, and offers to change them', () => {
    renderPanel(CUSTOMER, coffeeCart(2));
    expect(screen.getByText('Your cart holds the coffee subscription for 2 months. Adding it again changes the months.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '2 months' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Change months: Coffee subscription' })).toBeTruthy();
  });

  it('shows in the cart at its price a month, with its months, the total over them and the last bill', () => {
    const item = coffeeCart(3).items[0];
    if (!item) throw new Error('No line');
    render(<CartLine item={item} isLocked={false} onDelete={vi.fn()} onRemovePromo={vi.fn()} />);
    const line = screen.getByRole('listitem').textContent ?? '';
    for (const part of ['Coffee subscription, 3 months', 'Price$30.00 a month', 'Tax$0.00', 'Months3', 'Total over 3 months$90.00', 'Last billThursday, January 14, 2027']) expect(line).toContain(part);
  });
});
