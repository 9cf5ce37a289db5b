// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteContext } from '../../site/site-context.tsx';
import { site } from './testing/checkout-test-kit.tsx';
import { OrderCompletePage } from './order-complete-page.tsx';

afterEach(cleanup);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAt = (state: unknown) =>
  render(
    <SiteContext.Provider value={site}>
      <MemoryRouter initialEntries={[{ pathname: '/northfield/order-complete', state }]}>
        <Routes>
          <Route path="/:site/order-complete" element={<OrderCompletePage />} />
          <Route path="/:site/:section" element={<p>Purchase page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SiteContext.Provider>,
  );

describe('the order complete page', () => {
  it('thanks the buyer in the spec’s words, with the order number', () => {
    renderAt({ orderNo: '000042', totalCents: 210_994 });
    expect(screen.getByRole('heading', { level: 1, name: 'Order complete' })).toBeTruthy();
    expect(screen.getByText("Thank you for your order, we'll send you an email confirmation shortly!")).toBeTruthy();
    expect(screen.getByText('Your order number is 000042.')).toBeTruthy();
    expect(screen.getByText('Order total: $2,109.94')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your subscriptions' })).toBeNull();
  });

  it('says what checkout charged for each subscription, apart from its later bills', () => {
    const texts = ['Paid at checkout 3/19/26: $395.00', "The first month starts 4/1/26. Its bill is taken at checkout, because a subscription's first month is paid with its order.", 'Then billed on 5/1/26, 6/1/26'];
    renderAt({ orderNo: '000043', totalCents: 39_500, subscriptionCharges: [{ name: 'Monthly Meal Subscription', texts }] });
    const charges = screen.getByRole('region', { name: 'Your subscriptions' });
    const [line] = charges.querySelectorAll('li');
    expect(Array.from(line?.children ?? [], (child) => child.textContent)).toEqual(['Monthly Meal Subscription', ...texts]);
  });

  it('sends anyone who did not come from an order to the meal plan purchase section', () => {
    renderAt(null);
    expect(screen.getByText('Purchase page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/northfield/meal-plan-purchase');
  });
});
