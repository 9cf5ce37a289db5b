import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Cart, Customer, OrderForm, Section, Site } from '@commons/contract';
import { SiteContext } from '../../../site/site-context.tsx';
import { OrderCompletePage } from '../order-complete-page.tsx';
import { PurchasePage } from '../purchase-page.tsx';
import { CART_WITH_PLAN, ORDER_FORM, testSettings } from './purchase-test-data.ts';

/** The checkout's component tests: a site, order forms and a server answering by path. */
export const site = {
  id: 9,
  slug: 'northfield',
  name: 'Northfield',
  customer_login: true,
  meal_plan_subscriptions: true,
  address: { time_zone: 'America/New_York' },
  section_list: [],
} as unknown as Site;
const section = { name: 'Meal Plans', slug: 'meal-plan-purchase', body: '', show_header: true, use_banner: false, banner: null, no_robots: false } as unknown as Section;

/** Students pay by Student ID or card; parents too; the site asks for both terms. */
export const STUDENT_ID_FORM: OrderForm = {
  ...ORDER_FORM,
  customerTypes: [
    { ...ORDER_FORM.customerTypes[0]!, payment_types: ['Student ID', 'Credit card'] },
    { id: 3, name: 'Parent', welcome_message: 'Welcome, families!', apply_tax: true, payment_types: ['Student ID', 'Credit card'], meal_plans: [11], is_parent: true },
  ],
  mealPlans: ORDER_FORM.mealPlans.map((plan) => ({ ...plan, payment_types: ['Student ID', 'Credit card'] })),
  orderFormSettings: testSettings({
    payment_types: [],
    student_id_requires_terms: true,
    student_id_terms: 'Charges appear on your student account.',
    plans_require_terms: true,
    meal_plan_terms: 'Plans are not transferable.',
    student_id_pattern: '^N\\d{7}$',
    email_domain: 'northfield.example.edu',
  }),
};

export const CART: Cart = { ...CART_WITH_PLAN, total_cents: 210_994 };
export const PARENT_CART: Cart = { ...CART, customer_type_id: 3 };

type Reply = { status: number; body: unknown };
const json = (reply: Reply) => new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });

export const buyerAnswer = (changes: Record<string, unknown> = {}) => ({
  status: 200,
  body: {
    customer: { id: 77, first_name: 'Sam', last_name: 'Lee', email: 'sam@northfield.example.edu', phone_number: '6175550142', address: '12 College Rd.', city: 'Northfield', state: 'MA', zip_code: '01360', student_id: 'N1234567', is_parent: false, has_account: false, ...changes },
    student: null,
  },
});
export const placed = { status: 200, body: { msg: 'Approved', total_cents: 210_994, order_no: '000042' } };

/** The server: reads answer at once; each write path answers its replies in order. */
export function server(options: { orderForm?: OrderForm; cart?: Cart; customer?: Customer | null; writes?: Record<string, Reply[]> }) {
  const writes = Object.fromEntries(Object.entries(options.writes ?? {}).map(([path, replies]) => [path, [...replies]]));
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/v1/customer/session')) return json({ status: 200, body: { customer: options.customer ?? null } });
    if (url.startsWith('/v1/orderform/list')) return json({ status: 200, body: options.orderForm ?? STUDENT_ID_FORM });
    if (url.startsWith('/v1/cart/fetch')) return json({ status: 200, body: { cart: options.cart ?? CART } });
    return json(writes[url]?.shift() ?? { status: 500, body: { status: 'error', msg: 'No answer left.' } });
  });
  vi.stubGlobal('fetch', fetch);
  /** The bodies sent to `path`, in order. */
  const sent = (path: string) => fetch.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { fetch, sent };
}

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

/**
 * The purchase page with a buyer's selections already made (the preference cookie: Main Campus,
 * Fall, Freshman; the customer type is the cart's), so Checkout opens.
 */
export function renderCheckout() {
  document.cookie = `commons_selections_9=${encodeURIComponent(JSON.stringify({ customer_type_id: 1, location_id: 21, term_id: 31, year_id: 41 }))}; path=/`;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SiteContext.Provider value={site}>
        <MemoryRouter initialEntries={['/northfield/meal-plan-purchase']}>
          <Routes>
            <Route path="/:site/order-complete" element={<OrderCompletePage />} />
            <Route path="/:site/:section" element={<PurchasePage section={section} />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </SiteContext.Provider>
    </QueryClientProvider>,
  );
}

export const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
export const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

/** Fills the customer form of a Northfield student. */
export function fillStudent(email = 'sam@northfield.example.edu') {
  type('First Name', 'Sam');
  type('Last Name', 'Lee');
  type('Student ID', 'N1234567');
  type('Email', email);
  type('Confirm Email', email);
  type('Phone Number', '6175550142');
  type('Address', '12 College Rd.');
  type('City', 'Northfield');
  type('State', 'MA');
  type('Zip Code', '01360');
}

/** Opens checkout from the cart. */
export async function openCheckout() {
  fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
  await screen.findByRole('heading', { name: /Your details|Parent information/ });
}
