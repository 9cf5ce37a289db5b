// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buyerAnswer, CART, field, fillStudent, openCheckout, PARENT_CART, placed, renderCheckout, server, type } from './testing/checkout-test-kit.tsx';

vi.mock('@commons/ui/toast.ts', () => ({ notify: vi.fn(), dismissToasts: vi.fn() }));

const VALIDATION = 'Error: Something went wrong, please check your information and try again.';
const alertText = () => screen.getAllByRole('alert').map((alert) => alert.textContent ?? '').join(' ');
const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const acceptTerms = async (title: string) => {
  const dialog = await screen.findByRole('dialog', { name: title });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'I accept' }));
  });
};

beforeEach(() => {
  document.cookie = 'commons_selections_9=; path=/; max-age=0';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkout: the customer form', () => {
  it('locks the cart, offers only the payment types of every item, and asks for every field with the spec’s words', async () => {
    server({});
    renderCheckout();
    await openCheckout();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    const types = screen.getByRole('radiogroup', { name: 'Payment type' });
    expect(within(types).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['Student ID', 'Credit card']);
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Student information' })).toBeNull();
    await click('Place order');
    await waitFor(() => expect(alertText()).toContain(VALIDATION));
    for (const message of ['First name is required', 'Last name is required', 'A student ID is required', 'An email address is required', 'Choose a payment type.'])
      expect(screen.getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(field('First Name'));
  });

  it('masks the phone and applies the Student ID rules of the site: its pattern and its e-mail domain', async () => {
    server({});
    renderCheckout();
    await openCheckout();
    fillStudent('sam@gmail.com');
    type('Student ID', 'X1234567');
    expect(field('Phone Number').value).toBe('(617) 555 - 0142');
    fireEvent.click(screen.getByRole('radio', { name: 'Student ID' }));
    await click('Place order');
    await screen.findByText('The student ID pattern does not match');
    expect(screen.getByText('Purchases billed to Student Account can only be purchased using an email address with the domain name: example.edu.')).toBeTruthy();
  });

  it("shows the names, e-mail and student ID of an account the school's sign-in owns, filled in and locked", async () => {
    const customer = {
      id: 77, first_name: 'Casey', last_name: 'Morgan', student_id: 'N2000001', email: 'campus@northfield.example.edu', phone: '4135550122', mobile: null,
      address: '1 Campus Way', city: 'Northfield', state: 'MA', zip: '01360', notify_by_text: false, allergens: [], contact_name: null, contact_number: null,
      carries_epinephrine: false, food_insecurity: false, identity_locked: true,
    };
    server({ customer });
    renderCheckout();
    await openCheckout();
    const locked = { 'First Name': 'Casey', 'Last Name': 'Morgan', 'Student ID': 'N2000001', Email: 'campus@northfield.example.edu', 'Confirm Email': 'campus@northfield.example.edu' };
    for (const [name, value] of Object.entries(locked)) {
      expect(field(name).value).toBe(value);
      expect(field(name).readOnly).toBe(true);
      expect(screen.getByRole('textbox', { name, description: "From your school's sign-in; your dining office can correct it." })).toBeTruthy();
    }
    for (const name of ['Phone Number', 'Address', 'City', 'State', 'Zip Code']) expect(field(name).readOnly).toBe(false);
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it("shows a logged-in customer's account e-mail, filled in and locked: the order and its receipt go there", async () => {
    const customer = {
      id: 78, first_name: 'Dana', last_name: 'Lee', student_id: 'N2000002', email: 'demo@northfield.example.edu', phone: '4135550123', mobile: null,
      address: '2 Campus Way', city: 'Northfield', state: 'MA', zip: '01360', notify_by_text: false, allergens: [], contact_name: null, contact_number: null,
      carries_epinephrine: false, food_insecurity: false, identity_locked: false,
    };
    server({ customer });
    renderCheckout();
    await openCheckout();
    for (const name of ['Email', 'Confirm Email']) {
      expect(field(name).value).toBe('demo@northfield.example.edu');
      expect(field(name).readOnly).toBe(true);
      expect(screen.getByRole('textbox', { name, description: 'Your order and its receipt go to your account’s e-mail address. You can change it in your account’s profile.' })).toBeTruthy();
    }
    for (const name of ['First Name', 'Last Name', 'Student ID', 'Phone Number', 'Address']) expect(field(name).readOnly).toBe(false);
  });

  it('asks a parent for the student', async () => {
    server({ cart: PARENT_CART });
    renderCheckout();
    await openCheckout();
    expect(screen.getByRole('heading', { name: 'Parent information' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Student information' })).toBeTruthy();
    fillStudent('pat@gmail.com');
    fireEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    await click('Continue to payment');
    await screen.findByText('Student first name is required');
    expect(screen.getByText('Student email is required')).toBeTruthy();
  });
});

describe('checkout by Student ID', () => {
  it('shows both terms, names the buyer, places the order with one attempt key and lands on the order complete page', async () => {
    const { sent } = server({ writes: { '/v1/cart/customer': [buyerAnswer()], '/v1/cart/checkout': [{ status: 200, body: { ...placed.body, msg: 'Your order has been placed.' } }] } });
    renderCheckout();
    await openCheckout();
    fillStudent();
    fireEvent.click(screen.getByRole('radio', { name: 'Student ID' }));
    await click('Place order');
    await acceptTerms('Student ID terms');
    expect(sent('/v1/cart/customer')).toHaveLength(0);
    await acceptTerms('Meal plan terms');
    await screen.findByText("Thank you for your order, we'll send you an email confirmation shortly!");
    expect(screen.getByText('Your order number is 000042.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/northfield/order-complete');
    expect(sent('/v1/cart/customer')[0]).toMatchObject({ site_id: 9, payment_type: 'Student ID', email: 'sam@northfield.example.edu', phone_number: '6175550142', is_parent: false });
    const order = sent('/v1/cart/checkout')[0];
    expect(order).toMatchObject({ site_id: 9, customer_id: 77, payment_type: 'Student ID', location_id: 21, term_id: 31, year_id: 41, student_id_terms_accepted: true, meal_plan_terms_accepted: true });
    expect(order?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).not.toContain('commons_selections_9=');
  });

  it('says a failed order in the spec’s words, and sends the same attempt again after a lost connection', async () => {
    const lost = { status: 503, body: { status: 'error', msg: 'Service unavailable.' } };
    const { sent } = server({ writes: { '/v1/cart/customer': [buyerAnswer(), buyerAnswer()], '/v1/cart/checkout': [lost, placed] } });
    renderCheckout();
    await openCheckout();
    fillStudent();
    fireEvent.click(screen.getByRole('radio', { name: 'Student ID' }));
    await click('Place order');
    await acceptTerms('Student ID terms');
    await acceptTerms('Meal plan terms');
    await waitFor(() => expect(alertText()).toContain('There was an error processing your transaction.'));
    await click('Dismiss');
    expect(alertText()).toBe('');
    await click('Place order');
    await screen.findByText("Thank you for your order, we'll send you an email confirmation shortly!");
    const keys = sent('/v1/cart/checkout').map((body) => body.idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('checkout by card', () => {
  it('reveals the card form after the customer part, freezes it, flags a declined card and pays with a new attempt', async () => {
    const declined = 'Card declined. If your billing address is correct, please contact your card issuer.';
    const { sent } = server({
      cart: { ...CART, items: CART.items.map((item) => ({ ...item, type: 'Declining balance' as const, meal_plan_id: null })) },
      writes: { '/v1/cart/customer': [buyerAnswer()], '/v1/cart/create_cc_order': [{ status: 402, body: { status: 'error', msg: declined, errors: { card_number: declined } } }, placed] },
    });
    renderCheckout();
    await openCheckout();
    fillStudent();
    fireEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    await click('Continue to payment');
    const heading = await screen.findByRole('heading', { name: 'Card payment' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(field('First Name').matches(':disabled')).toBe(true);
    type('First Name on Card', 'Sam');
    type('Last Name on Card', 'Lee');
    type('Card Number', '4000000000000002');
    expect(field('Card Number').value).toBe('4000 0000 0000 0002');
    expect((screen.getByRole('combobox', { name: 'Card Type' }) as HTMLSelectElement).value).toBe('Visa');
    type('Expiration Date', '0830');
    expect(field('Expiration Date').value).toBe('08/30');
    type('Security Code', '737');
    await click(/^Pay /);
    await waitFor(() => expect(field('Card Number').getAttribute('aria-invalid')).toBe('true'));
    expect(alertText()).toContain(declined);
    expect(document.activeElement).toBe(field('Card Number'));
    type('Card Number', '4111111111111111');
    await click(/^Pay /);
    await screen.findByText("Thank you for your order, we'll send you an email confirmation shortly!");
    const [first, second] = sent('/v1/cart/create_cc_order');
    expect(first).toMatchObject({ customer_id: 77, payment_type: 'Credit card', card_number: '4000000000000002', card_expiration: '08/30', card_type: 'Visa', use_billing_address: false, billing_address: null });
    expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
  });

  it('unfreezes the details with Edit customer information, and offers the login when the e-mail has an account', async () => {
    const taken = 'An account already uses this email address. Log in to order with it (or reset its password first).';
    server({
      cart: { ...CART, items: CART.items.map((item) => ({ ...item, type: 'Declining balance' as const, meal_plan_id: null })) },
      writes: { '/v1/cart/customer': [buyerAnswer(), { status: 409, body: { status: 'error', msg: taken, errors: { email: taken } } }] },
    });
    renderCheckout();
    await openCheckout();
    fillStudent();
    fireEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    await click('Continue to payment');
    await screen.findByRole('heading', { name: 'Card payment' });
    await click('Edit customer information');
    expect(screen.queryByRole('heading', { name: 'Card payment' })).toBeNull();
    expect(field('First Name').matches(':disabled')).toBe(false);
    await click('Continue to payment');
    await waitFor(() => expect(alertText()).toContain(taken));
    await click('Log in');
    expect(await screen.findByRole('dialog', { name: 'Log in to your account' })).toBeTruthy();
  });
});
