import type { AddCoffeeSubscriptionBody } from '@commons/contract';
import { AppError } from '../../platform/app-error.ts';
import type { CartCall, CartCore, CartOutcome } from './cart.service.ts';

export const COFFEE_ADD_MESSAGES = {
  notSold: 'The coffee subscription is not sold on this site.',
  logIn: 'Please log in to order the coffee subscription.',
} as const;

/** docs/product/purchase.md#coffee, sold through POST cart/add_coffee_subscription (decisions/0025 "API"). */
export function cartCoffeeAdds(core: CartCore) {
  return {
    /**
     * Puts the coffee subscription in the cart for `months` months, or changes the months of the
     * one it holds (a cart holds one). The site must sell it (404) and, as it is billed monthly to
     * an account, the buyer must be logged in (401; `isLoggedIn` is asked after the site's check).
     */
    async addCoffeeSubscription(call: CartCall, body: AddCoffeeSubscriptionBody, isLoggedIn: () => Promise<boolean>): Promise<CartOutcome> {
      const site = await core.siteOf(body.site_id);
      if (!site.settings.coffee_subscription) throw new AppError('not_found', COFFEE_ADD_MESSAGES.notSold);
      if (!(await isLoggedIn())) throw new AppError('unauthorized', COFFEE_ADD_MESSAGES.logIn);
      return core.write({ siteId: body.site_id, call, create: true, forType: body.customer_type_id, site }, async (scope) => {
        const type = core.typeFor(scope, body.customer_type_id);
        const held = scope.lines.find((line) => line.item.kind === 'Coffee subscription');
        if (held) {
          if (held.item.months === body.months) return { changed: false };
          await core.setMonths(scope, held.item.id, body.months);
          return { changed: true, customerTypeId: type.id };
        }
        core.roomFor(scope);
        await core.insertLine(scope, { kind: 'Coffee subscription', months: body.months }, { plan: null, swipe: null, balance: null, product: null });
        core.withinLimit(scope, type.id, 'months');
        return { changed: true, customerTypeId: type.id };
      });
    },
  };
}
export type CartCoffeeAdds = ReturnType<typeof cartCoffeeAdds>;
