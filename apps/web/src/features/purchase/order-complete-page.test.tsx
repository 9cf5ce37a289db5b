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
  });

  it('sends anyone who did not come from an order to the meal plan purchase section', () => {
    renderAt(null);
    expect(screen.getByText('Purchase page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/northfield/meal-plan-purchase');
  });
});
