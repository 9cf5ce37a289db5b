// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, OrderForm, Section, Site } from '@commons/contract';
import { SiteContext } from '../../site/site-context.tsx';
import { dismissToasts, notify } from '@commons/ui/toast.ts';
import { PurchasePage } from './purchase-page.tsx';
import { CART_WITH_PLAN, cartLine, EMPTY_CART, ORDER_FORM } from './testing/purchase-test-data.ts';

vi.mock('@commons/ui/toast.ts', () => ({ notify: vi.fn(), dismissToasts: vi.fn() }));

const site = { id: 9, slug: 'northfield', name: 'Northfield', customer_login: true, meal_plan_subscriptions: true, address: { time_zone: 'America/New_York' } } as unknown as Site;
const section = { name: 'Meal Plans', slug: 'meal-plan-purchase', body: '', show_header: true, use_banner: false, banner: null, no_robots: false } as unknown as Section;

type Reply = { status: number; body: unknown };
const json = (reply: Reply) => new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });

/** The server: the order form and cart reads, then one answer per write, in order. */
function server(options: { orderForm?: OrderForm | Reply; cart?: Cart; writes?: Reply[]; cartAnswersAfter?: Promise<void> } = {}) {
  const writes = [...(options.writes ?? [])];
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/v1/customer/session')) return json({ status: 200, body: { customer: null } });
    if (url.startsWith('/v1/orderform/list')) {
      const form = options.orderForm ?? ORDER_FORM;
      return json('status' in form ? form : { status: 200, body: form });
    }
    if (url.startsWith('/v1/cart/fetch')) {
      await options.cartAnswersAfter;
      return json({ status: 200, body: { cart: options.cart ?? EMPTY_CART } });
    }
    return json(writes.shift() ?? { status: 500, body: { status: 'error', msg: 'No answer left.' } });
  });
  vi.stubGlobal('fetch', fetch);
  const writeCalls = () => fetch.mock.calls.filter(([url]) => !/\/v1\/(customer\/session|orderform\/list|cart\/fetch)/.test(url));
  return { fetch, writeCalls };
}

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

function renderPage(path = '/northfield/meal-plan-purchase', client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <QueryClientProvider client={client}>
      <SiteContext.Provider value={site}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/:site/:section"
              element={
                <>
                  <PurchasePage section={section} />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </SiteContext.Provider>
    </QueryClientProvider>,
  );
}

const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
/** Selections made earlier on this site (the preference cookie), as a buyer who comes back has them. */
function rememberSelections() {
  document.cookie = `commons_selections_9=${encodeURIComponent(JSON.stringify({ customer_type_id: 1, location_id: 22, term_id: 31, year_id: 41 }))}; path=/`;
}

function choose(name: string, option: string) {
  const control = select(name);
  const value = within(control).getByRole('option', { name: option }).getAttribute('value') ?? '';
  fireEvent.change(control, { target: { value } });
}
const clearCookies = () => {
  for (const part of document.cookie.split('; ')) if (part) document.cookie = `${part.split('=')[0] ?? ''}=; path=/; max-age=0`;
};

beforeEach(() => {
  clearCookies();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('PurchasePage selections', () => {
  it('shows products only once location, term, type and year are all chosen, and only the type’s plans and tabs', async () => {
    server();
    renderPage();
    await screen.findByRole('combobox', { name: /^Location/ });
    expect(screen.getByText('Choose your location, term, type and year above to see the plans you can buy.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(select('Semester')).toBeTruthy();

    choose('Location', 'Main Campus');
    choose('Semester', 'Fall');
    choose('Customer type', 'Guest');
    expect(screen.queryByRole('tab')).toBeNull();
    choose('Year', 'Freshman');

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Meal plans']);
    expect(screen.getByText('Welcome, guests!')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toContain('Commuter 50');
    expect(screen.queryByRole('heading', { name: 'Block 225' })).toBeNull();
    expect(document.cookie).toContain('commons_selections_9');

    choose('Customer type', 'Student');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Meal plans', 'Subscriptions', 'Custom plan', 'Declining balance']);
    expect(screen.getByRole('heading', { name: 'Block 225' })).toBeTruthy();
    expect(screen.getByText('students', { selector: 'strong' })).toBeTruthy();
  });

  it('remembers the selections in the preference cookie and locks them while the cart has items, saying why', async () => {
    document.cookie = `commons_selections_9=${encodeURIComponent(JSON.stringify({ customer_type_id: 1, location_id: 22, term_id: 31, year_id: 41 }))}; path=/`;
    server({ cart: CART_WITH_PLAN });
    renderPage();
    const location = await screen.findByRole('combobox', { name: /^Location/ });
    expect((location as HTMLSelectElement).value).toBe('22');
    expect((location as HTMLSelectElement).disabled).toBe(true);
    const reason = 'Your cart has items, so these choices are locked. Delete the items in your cart to change them.';
    expect(screen.getByText(reason)).toBeTruthy();
    expect(location.getAttribute('aria-describedby')).toBe(screen.getByText(reason).id);
    expect(screen.getAllByRole('tab')).toHaveLength(4);
  });
});

describe('PurchasePage selections a cart was filled without', () => {
  it('leaves location, term and year to the buyer when the cart got items before they were chosen (a recharge), locking only the cart’s type', async () => {
    server({ cart: { ...CART_WITH_PLAN, items: [cartLine({ type: 'Declining balance', name: 'Dining Dollars', meal_plan_id: null, db_id: 61 })] } });
    renderPage();
    const type = (await screen.findByRole('combobox', { name: /^Customer type/ })) as HTMLSelectElement;
    expect(type.value).toBe('1');
    expect(type.disabled).toBe(true);
    const reason = 'Your cart has items for this customer type, so it is locked. Delete the items in your cart to change it.';
    expect(type.getAttribute('aria-describedby')).toBe(screen.getByText(reason).id);
    expect(screen.queryByText('Your cart has items, so these choices are locked. Delete the items in your cart to change them.')).toBeNull();
    for (const name of ['Location', 'Semester', 'Year']) {
      expect((select(name) as HTMLSelectElement).value).toBe('');
      expect((select(name) as HTMLSelectElement).disabled).toBe(false);
      expect(select(name).getAttribute('aria-describedby')).toBeNull();
    }
    expect(screen.getByText('Choose your location, term, type and year above to see the plans you can buy.')).toBeTruthy();

    choose('Location', 'Downtown Campus');
    choose('Semester', 'Fall');
    choose('Year', 'Freshman');
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    for (const name of ['Location', 'Semester', 'Year']) expect((select(name) as HTMLSelectElement).disabled).toBe(false);
    choose('Location', 'Main Campus');
    expect((select('Location') as HTMLSelectElement).value).toBe('21');
    expect(document.cookie).toContain(encodeURIComponent(JSON.stringify({ location_id: 21, term_id: 31, customer_type_id: 1, year_id: 41 })));
  });
});

describe('PurchasePage checkout before the selections', () => {
  it('keeps the cart open and names each selection still to make, focusing the first, until all are made', async () => {
    server({ cart: { ...CART_WITH_PLAN, items: [cartLine({ type: 'Declining balance', name: 'Dining Dollars', meal_plan_id: null, db_id: 61 })] } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    const errors = { Location: 'Choose your location before checkout.', Semester: 'Choose your semester before checkout.', Year: 'Choose your year before checkout.' };
    for (const [name, message] of Object.entries(errors)) {
      expect(select(name).getAttribute('aria-invalid')).toBe('true');
      const described = select(name).getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(message);
    }
    await waitFor(() => expect(document.activeElement).toBe(select('Location')));
    expect(screen.queryByRole('heading', { name: 'Your details' })).toBeNull();

    choose('Location', 'Main Campus');
    expect(screen.queryByText(errors.Location)).toBeNull();
    choose('Semester', 'Fall');
    choose('Year', 'Freshman');
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeTruthy();
  });
});

describe('PurchasePage cart', () => {
  it('shows every figure as the server answered it, in dollars with commas and two decimals', async () => {
    server({ cart: CART_WITH_PLAN });
    renderPage();
    const cart = await screen.findByRole('region', { name: 'Your cart' });
    const line = within(cart).getByRole('listitem');
    expect(within(line).getByText('Meal plan')).toBeTruthy();
    expect(within(line).getByRole('heading', { name: 'Block 225' })).toBeTruthy();
    expect(line.textContent).toContain('Price$1,985.00');
    expect(line.textContent).toContain('Discount-$198.50');
    expect(line.textContent).toContain('Tax$111.65');
    expect(within(line).getByText('Promo code WELCOME10 applied.')).toBeTruthy();
    expect(within(cart).getByRole('button', { name: 'Remove promo code WELCOME10 from Block 225' })).toBeTruthy();
    expect(within(cart).getByRole('button', { name: 'Delete Block 225' })).toBeTruthy();
    const totals = cart.querySelector('.purchase-totals')?.textContent ?? '';
    expect(totals).toBe('Subtotal$1,985.00Discount-$198.50Tax$111.65Total$12,345.67');
  });

  it('deletes a line with the server’s answer replacing the cart and announces it', async () => {
    const { writeCalls } = server({ cart: CART_WITH_PLAN, writes: [{ status: 200, body: { cart: EMPTY_CART } }] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Block 225' }));
    await screen.findByText('Your cart is empty. Add a plan to get started.');
    expect(writeCalls()[0]?.[0]).toBe('/v1/cart/delete_cart_item');
    expect(JSON.parse(String(writeCalls()[0]?.[1]?.body))).toEqual({ site_id: 9, cart_item_id: 501 });
    expect(notify).toHaveBeenCalledWith('Removed Block 225 from your cart.', 'success');
    expect((select('Location') as HTMLSelectElement).disabled).toBe(false);
  });

  it('takes the toasts of the adds off the screen when checkout opens, so none lies over its fields', async () => {
    server({ cart: CART_WITH_PLAN });
    rememberSelections();
    renderPage();
    vi.mocked(dismissToasts).mockClear();
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(dismissToasts).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your details' })));
  });

  it('hides delete during checkout and shows it again after Edit cart', async () => {
    server({ cart: CART_WITH_PLAN });
    rememberSelections();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your details' })));
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit cart' }));
    expect(screen.getByRole('button', { name: 'Delete Block 225' })).toBeTruthy();
  });
});

describe('PurchasePage promo code', () => {
  it("asks for a code before calling the server: 'A promo code is required'", async () => {
    const { writeCalls } = server({ cart: { ...CART_WITH_PLAN, items: [{ ...CART_WITH_PLAN.items[0]!, promo_code: null, promoMessage: null }] } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await screen.findAllByText('A promo code is required');
    expect(screen.getByRole('textbox', { name: 'Promo code' }).getAttribute('aria-invalid')).toBe('true');
    expect(writeCalls()).toHaveLength(0);
  });

  it.each([
    'None of the plans in your cart meet the requirements of this promo code',
    'Promo codes can only be applied to meal plans',
    'This promo code is not valid.',
  ])("shows the server's refusal under the field, verbatim: %s", async (message) => {
    const { writeCalls } = server({ cart: CART_WITH_PLAN, writes: [{ status: 400, body: { status: 'error', msg: message, errors: { promo_code: message } } }] });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Promo code' }), { target: { value: 'DINE25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const errorId = field.getAttribute('aria-describedby')?.split(' ').find((id) => document.getElementById(id)?.textContent === message);
    expect(errorId).toBeDefined();
    expect(JSON.parse(String(writeCalls()[0]?.[1]?.body))).toEqual({ site_id: 9, promo_code: 'DINE25' });
  });
});

describe('PurchasePage loading', () => {
  it("says \"We're sorry, but something went wrong.\" when the order form fails, and tries again", async () => {
    const { fetch } = server({ orderForm: { status: 500, body: { status: 'error', msg: 'Boom' } } });
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading meal plans…');
    await screen.findByText("We're sorry, but something went wrong.");
    const before = fetch.mock.calls.filter(([url]) => url.startsWith('/v1/orderform/list')).length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url.startsWith('/v1/orderform/list')).length).toBe(before + 1));
  });

  it('takes a quick add link once, then drops it from the address', async () => {
    const { writeCalls } = server({ writes: [{ status: 200, body: { cart: CART_WITH_PLAN } }] });
    renderPage('/northfield/meal-plan-purchase?plan=11&type=1');
    await screen.findByRole('button', { name: 'Delete Block 225' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/northfield/meal-plan-purchase'));
    expect(writeCalls().map(([url]) => url)).toEqual(['/v1/orderform/quick_add?site_id=9&meal_plan_id=11&customer_type_id=1']);
    expect(notify).toHaveBeenCalledWith('Added Block 225 to your cart.', 'success');
  });

  it("keeps the quick add's cart when the page's first cart read, begun before the add, answers after it", async () => {
    let answerCartRead = () => undefined as void;
    const cartAnswersAfter = new Promise<void>((resolve) => (answerCartRead = resolve));
    const { fetch } = server({ writes: [{ status: 200, body: { cart: CART_WITH_PLAN } }], cartAnswersAfter });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderPage('/northfield/meal-plan-purchase?plan=11&type=1', client);
    await screen.findByRole('button', { name: 'Delete Block 225' });
    // The read answers now, with the cart as it was before the add.
    answerCartRead();
    const cartRead = fetch.mock.results[fetch.mock.calls.findIndex(([url]) => url.startsWith('/v1/cart/fetch'))];
    await cartRead?.value;
    await waitFor(() => expect(client.isFetching({ queryKey: ['cart', site.id] })).toBe(0));
    expect(screen.queryByRole('button', { name: 'Delete Block 225' })).not.toBeNull();
    expect(client.getQueryData<{ cart: Cart }>(['cart', site.id])?.cart).toEqual(CART_WITH_PLAN);
  });
});
