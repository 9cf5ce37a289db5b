// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RechargeForm } from './recharge-form.tsx';

const EMPTY_CART = { items: [], customer_type_id: null, subtotal_cents: 0, discount_cents: 0, tax_cents: 0, total_cents: 0, expires_at: null };
const orderForm = (typeIds: number[], minimum = 2_500) => ({
  customerTypes: [
    { id: 1, name: 'Student' },
    { id: 2, name: 'Parent' },
    { id: 4, name: 'Guest' },
  ],
  orderFormSettings: { declining_balance_customer_types: typeIds },
  decliningBalance: [{ id: 31, name: 'Dining Dollars', minimum_purchase_cents: minimum }],
});

let form: unknown;
let cart: unknown;
let addReply: { status: number; body: unknown };
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  const reply = url.startsWith('/v1/orderform/list')
    ? { status: 200, body: form }
    : url.startsWith('/v1/cart/fetch')
      ? { status: 200, body: { cart } }
      : addReply;
  return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
});
const addCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/v1/cart/add_declining_balance');

beforeEach(() => {
  form = orderForm([1, 2]);
  cart = EMPTY_CART;
  addReply = { status: 200, body: { cart: { ...EMPTY_CART, customer_type_id: 2, total_cents: 5_000 } } };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'commons_selections_7=; path=/; max-age=0';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTile() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/northfield']}>
        <Routes>
          <Route path="/northfield" element={<RechargeForm siteId={7} purchasePath="/northfield/meal-plan-purchase" />} />
          <Route path="/northfield/meal-plan-purchase" element={<h1>Meal plan purchase</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}
const amount = () => screen.getByRole('textbox', { name: /Amount/ });
const recharge = (text: string) => {
  fireEvent.change(amount(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Recharge now' }));
};

describe('RechargeForm (docs/product/purchase.md#recharge)', () => {
  it('shows the product’s minimum once the order form is read', async () => {
    renderTile();
    expect(await screen.findByText('Minimum $25.00')).toBeTruthy();
  });

  it('says the amount must be a number', async () => {
    renderTile();
    recharge('twenty');
    expect(await screen.findByText('The specified amount must be a number')).toBeTruthy();
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    recharge('-5');
    expect(await screen.findByText('The specified amount must be a number')).toBeTruthy();
    expect(addCalls()).toHaveLength(0);
  });

  it('asks for the minimum, with two decimals', async () => {
    form = orderForm([1], 1_234_50);
    renderTile();
    recharge('1000');
    expect(await screen.findByText('A minimum amount of $1,234.50 is required')).toBeTruthy();
    expect(addCalls()).toHaveLength(0);
  });

  it('offers the remembered customer type first, adds the amount for it and goes to the purchase section', async () => {
    document.cookie = `commons_selections_7=${encodeURIComponent(JSON.stringify({ customer_type_id: 2, location_id: 1, term_id: 1, year_id: 1 }))}; path=/`;
    const client = renderTile();
    expect((await screen.findByRole<HTMLSelectElement>('combobox', { name: /^Customer type/ })).value).toBe('2');
    recharge('50');
    // The first submit also loads the purchase page's code.
    expect(await screen.findByRole('heading', { name: 'Meal plan purchase' }, { timeout: 10_000 })).toBeTruthy();
    expect(JSON.parse(String(addCalls()[0]?.[1]?.body))).toEqual({ site_id: 7, db_id: 31, declining_balance_value: '50', customer_type_id: 2 });
    expect(client.getQueryData(['cart', 7])).toEqual({ cart: { ...EMPTY_CART, customer_type_id: 2, total_cents: 5_000 } });
  });

  it('asks who the buyer is when more than one type may buy and none is remembered, and never picks one itself', async () => {
    document.cookie = `commons_selections_7=${encodeURIComponent(JSON.stringify({ customer_type_id: 4, location_id: null, term_id: null, year_id: null }))}; path=/`;
    renderTile();
    const type = await screen.findByRole('combobox', { name: /^Customer type/ });
    expect(Array.from((type as HTMLSelectElement).options, (option) => option.text)).toEqual(['Choose…', 'Student', 'Parent']);
    expect((type as HTMLSelectElement).value).toBe('');
    recharge('50');
    expect(await screen.findByText('Choose your customer type')).toBeTruthy();
    expect(type.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(type));
    expect(addCalls()).toHaveLength(0);
    fireEvent.change(type, { target: { value: '2' } });
    expect(screen.queryByText('Choose your customer type')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Recharge now' }));
    await screen.findByRole('heading', { name: 'Meal plan purchase' }, { timeout: 10_000 });
    expect(JSON.parse(String(addCalls()[0]?.[1]?.body))).toMatchObject({ customer_type_id: 2 });
  });

  it('asks nothing where one type alone may buy, or the cart already holds a type that may', async () => {
    form = orderForm([1]);
    renderTile();
    await screen.findByText('Minimum $25.00');
    expect(screen.queryByRole('combobox')).toBeNull();
    recharge('50');
    await screen.findByRole('heading', { name: 'Meal plan purchase' }, { timeout: 10_000 });
    expect(JSON.parse(String(addCalls()[0]?.[1]?.body))).toMatchObject({ customer_type_id: 1 });

    cleanup();
    form = orderForm([1, 2]);
    cart = { ...EMPTY_CART, customer_type_id: 2, items: [{ id: 1 }] };
    renderTile();
    await screen.findByText('Minimum $25.00');
    expect(screen.queryByRole('combobox')).toBeNull();
    recharge('50');
    await waitFor(() => expect(addCalls()).toHaveLength(2));
    expect(JSON.parse(String(addCalls()[1]?.[1]?.body))).toMatchObject({ customer_type_id: 2 });
  });

  it('shows the server’s message and stays', async () => {
    addReply = { status: 400, body: { status: 'error', msg: 'The specified Dining Dollars amount must be a number.', errors: { declining_balance_value: 'The specified Dining Dollars amount must be a number.' } } };
    form = orderForm([2]);
    renderTile();
    recharge('50');
    expect(await screen.findByText('The specified Dining Dollars amount must be a number.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Meal plan purchase' })).toBeNull();
  });

  it('says so when no customer type may buy declining balance', async () => {
    form = orderForm([]);
    renderTile();
    expect(await screen.findByText("Sorry, we can't display this button right now.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recharge now' })).toBeNull();
  });

  it('says so when the cart holds another type’s items', async () => {
    cart = { ...EMPTY_CART, customer_type_id: 4, items: [{ id: 1 }] };
    renderTile();
    expect(await screen.findByText("Sorry, we can't display this button right now.")).toBeTruthy();
  });

  it('reads the order form once, however often it is focused', async () => {
    renderTile();
    await screen.findByText('Minimum $25.00');
    fireEvent.focus(amount());
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('/v1/orderform/list'))).toHaveLength(1));
  });
});
