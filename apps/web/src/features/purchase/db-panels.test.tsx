// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@commons/contract';
import { notify } from '@commons/ui/toast.ts';
import { CustomPlanPanel } from './custom-plan-panel.tsx';
import { DecliningBalancePanel } from './declining-balance-panel.tsx';
import { cartWithBalance, EMPTY_CART, ORDER_FORM } from './testing/db-test-fixtures.ts';

vi.mock('@commons/ui/toast.ts', () => ({ notify: vi.fn() }));

type Reply = { status: number; body: unknown };
let replies: Reply[] = [];
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
  const reply = replies.shift() ?? { status: 500, body: { status: 'error', msg: 'No answer left.' } };
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  replies = [];
  fetchMock.mockClear();
  vi.mocked(notify).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return client;
}
const sentBody = (call = 0): unknown => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
const previewOf = (form: HTMLElement) => within(form).getByRole('status');
/** The hint and error a field is described by, as a screen reader reads them with it. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('CustomPlanPanel', () => {
  const props = { siteId: 7, orderForm: ORDER_FORM, customerTypeId: 1, cart: EMPTY_CART };

  it('shows custom_meal_plan_msg and previews the price, tax and bonus of the chosen options', () => {
    renderPanel(<CustomPlanPanel {...props} />);
    expect(screen.getByText('Build your own plan: pick a number of meals and an amount of dining dollars.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Custom plan' });
    expect(previewOf(form).textContent).toContain('Choose a meals option and a dining dollars option to see the price.');
    fireEvent.click(screen.getByRole('radio', { name: '100 meals for $850.00' }));
    fireEvent.click(screen.getByRole('radio', { name: '$500.00 in dining dollars for $450.00' }));
    // $1,300.00, 6.25 % tax $81.25, bonus $50.00 (the balance credits $500.00 for $450.00)
    const facts = previewOf(form).textContent ?? '';
    expect(facts).toContain('Price$1,300.00');
    expect(facts).toContain('Bonus$50.00');
    expect(facts).toContain('Tax$81.25');
    expect(facts).toContain('You pay$1,381.25');
    expect(facts).toContain('Added to your balance$500.00');
  });

  it('asks for both choices before calling the server', async () => {
    renderPanel(<CustomPlanPanel {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Custom plan' }));
    expect(await screen.findByText('Choose a swipes option.')).toBeTruthy();
    expect(screen.getByText('Choose a declining balance option.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds the chosen options for the customer type and puts the answered cart in the cache', async () => {
    const answered: Cart = { ...EMPTY_CART, total_cents: 50_587 };
    replies = [{ status: 200, body: { cart: answered } }];
    const client = renderPanel(<CustomPlanPanel {...props} />);
    fireEvent.click(screen.getByRole('radio', { name: '50 meals for $450.00' }));
    fireEvent.click(screen.getByRole('radio', { name: '$250.00 in dining dollars for $225.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Custom plan' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Added Create your plan: 50 swipes + $250.00 to your cart.', 'success'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/cart/add_custom_plan');
    expect(sentBody()).toEqual({ site_id: 7, swipe_id: 11, db_id: 21, customer_type_id: 1 });
    expect(client.getQueryData(['cart', 7])).toEqual({ cart: answered });
  });

  it('shows the server’s field error on its choice', async () => {
    replies = [{ status: 400, body: { status: 'error', msg: 'Choose a declining balance option.', errors: { db_id: 'Choose a declining balance option.' } } }];
    renderPanel(<CustomPlanPanel {...props} />);
    fireEvent.click(screen.getByRole('radio', { name: '50 meals for $450.00' }));
    fireEvent.click(screen.getByRole('radio', { name: '$250.00 in dining dollars for $225.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Custom plan' }));
    const group = await screen.findByRole('radiogroup', { name: /Dining dollars/ });
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    expect(within(group).getByText('Choose a declining balance option.')).toBeTruthy();
  });
});

describe('DecliningBalancePanel', () => {
  const props = { siteId: 7, orderForm: ORDER_FORM, customerTypeId: 1, cart: EMPTY_CART };
  const amountOf = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name} amount`) });
  const addButton = (name: string) => screen.getByRole('button', { name: `Add to cart: ${name}` });

  it('lists each product with its minimum, the maximums of an amount and a cart, and declining_balance_msg', () => {
    renderPanel(<DecliningBalancePanel {...props} />);
    expect(screen.getByText('Add dining dollars to spend at any café, market or dining hall.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dining Dollars' })).toBeTruthy();
    expect(screen.getByText('Minimum $25.00, maximum $10,000.00 (a cart holds up to $50,000.00).')).toBeTruthy();
    expect(screen.getByText('Minimum $50.00, maximum $10,000.00 (a cart holds up to $50,000.00).')).toBeTruthy();
  });

  it('refuses an amount over $10,000.00 before calling the server, with the server’s words', async () => {
    renderPanel(<DecliningBalancePanel {...props} />);
    fireEvent.change(amountOf('Dining Dollars'), { target: { value: '10000.01' } });
    fireEvent.click(addButton('Dining Dollars'));
    await waitFor(() => expect(descriptionOf(amountOf('Dining Dollars'))).toContain('Value must be at most $10,000.00.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('previews the discount and bonus of the amount typed', () => {
    renderPanel(<DecliningBalancePanel {...props} />);
    fireEvent.change(amountOf('Dining Dollars'), { target: { value: '100' } });
    const facts = previewOf(screen.getByRole('form', { name: 'Dining Dollars' })).textContent ?? '';
    expect(facts).toContain('Amount$100.00');
    expect(facts).toContain('Discount-$5.00');
    expect(facts).toContain('Bonus$10.00');
    expect(facts).toContain('You pay$95.00');
    expect(facts).toContain('Added to your balance$110.00');
  });

  it('says a bonus that requires a plan needs one in the cart', () => {
    renderPanel(<DecliningBalancePanel {...props} />);
    fireEvent.change(amountOf('Flex Dollars'), { target: { value: '250' } });
    const facts = previewOf(screen.getByRole('form', { name: 'Flex Dollars' })).textContent ?? '';
    expect(facts).toContain('Discount-$15.00');
    expect(facts).toContain('Add a meal plan or a custom plan to your cart to get a $20.00 bonus.');
  });

  it('checks the spec’s rules before calling the server', async () => {
    renderPanel(<DecliningBalancePanel {...props} />);
    fireEvent.change(amountOf('Dining Dollars'), { target: { value: '12.345' } });
    fireEvent.click(addButton('Dining Dollars'));
    await waitFor(() => expect(descriptionOf(amountOf('Dining Dollars'))).toContain('The specified Dining Dollars amount must be a number.'));
    fireEvent.change(amountOf('Dining Dollars'), { target: { value: '20' } });
    await waitFor(() => expect(descriptionOf(amountOf('Dining Dollars'))).toContain('Value must be higher than $25.00.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a shown minimum error once the amount typed reaches it, and keeps checking the maximum', async () => {
    renderPanel(<DecliningBalancePanel {...props} />);
    fireEvent.change(amountOf('Dining Dollars'), { target: { value: '20' } });
    fireEvent.click(addButton('Dining Dollars'));
    await waitFor(() => expect(descriptionOf(amountOf('Dining Dollars'))).toContain('Value must be higher than $25.00.'));
    fireEvent.change(amountOf('Dining Dollars'), { target: { value: '30' } });
    await waitFor(() => expect(amountOf('Dining Dollars').getAttribute('aria-invalid')).toBeNull());
    expect(descriptionOf(amountOf('Dining Dollars'))).not.toContain('Value must be');
    fireEvent.change(amountOf('Dining Dollars'), { target: { value: '10000.01' } });
    await waitFor(() => expect(descriptionOf(amountOf('Dining Dollars'))).toContain('Value must be at most $10,000.00.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a shown minimum error when declining balance added to the cart meanwhile makes the amount enough', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = (cart: Cart) => (
      <QueryClientProvider client={client}>
        <DecliningBalancePanel {...props} cart={cart} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(EMPTY_CART));
    fireEvent.change(amountOf('Dining Dollars'), { target: { value: '20' } });
    fireEvent.click(addButton('Dining Dollars'));
    await waitFor(() => expect(descriptionOf(amountOf('Dining Dollars'))).toContain('Value must be higher than $25.00.'));
    // $60.00 of Flex Dollars now in the cart: $20.00 more reaches Dining Dollars' $25.00 minimum.
    rerender(view(cartWithBalance(6_000)));
    await waitFor(() => expect(amountOf('Dining Dollars').getAttribute('aria-invalid')).toBeNull());
    expect(descriptionOf(amountOf('Dining Dollars'))).not.toContain('Value must be higher than $25.00.');
    expect(amountOf('Dining Dollars')).toHaveProperty('value', '20');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the declining balance already in the cart toward the minimum', async () => {
    replies = [{ status: 200, body: { cart: cartWithBalance(4_000) } }];
    renderPanel(<DecliningBalancePanel {...props} cart={cartWithBalance(3_000)} />);
    expect(screen.getAllByText(/\$30\.00 of declining balance already in your cart counts toward the minimum/)).toHaveLength(2);
    // $20.00 + the $30.00 in the cart reaches Flex Dollars' $50.00 minimum
    fireEvent.change(amountOf('Flex Dollars'), { target: { value: '20' } });
    fireEvent.click(addButton('Flex Dollars'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({ site_id: 7, db_id: 32, declining_balance_value: '20', customer_type_id: 1 });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Added $20.00 of Flex Dollars to your cart.', 'success'));
    expect(amountOf('Flex Dollars')).toHaveProperty('value', '');
  });

  it('shows the server’s field error verbatim', async () => {
    replies = [{ status: 400, body: { status: 'error', msg: 'Value must be higher than $50.00.', errors: { declining_balance_value: 'Value must be higher than $50.00.' } } }];
    renderPanel(<DecliningBalancePanel {...props} cart={cartWithBalance(3_000)} />);
    fireEvent.change(amountOf('Flex Dollars'), { target: { value: '20' } });
    fireEvent.click(addButton('Flex Dollars'));
    await waitFor(() => expect(descriptionOf(amountOf('Flex Dollars'))).toContain('Value must be higher than $50.00.'));
    expect(amountOf('Flex Dollars').getAttribute('aria-invalid')).toBe('true');
  });
});
