import { applyPromo, normalPromoCode, PROMO_MESSAGES } from '@commons/domain';
import type { ApplyPromoBody } from '@commons/contract';
import { AppError } from '../../platform/app-error.ts';
import type { CartLineRow } from './cart.repo.ts';
import { isPromoLive, toDomainPromo } from './cart-pricing.ts';
import { CART_MESSAGES, problem, type CartCall, type CartCore, type CartOutcome } from './cart.service.ts';
import type { OrderFormRepo, PromoCodeRow } from './order-form.repo.ts';

/** Does `promo` apply to `line` (a meal plan whose price reaches the code's minimum)? The domain's answer. */
function promoProblem(promo: PromoCodeRow, line: CartLineRow): string | null {
  if (line.item.kind !== 'Meal plan' || !line.plan) return PROMO_MESSAGES.mealPlansOnly;
  const outcome = applyPromo(toDomainPromo(promo), { kind: 'Meal plan', price: line.plan.price_cents, trackOnly: line.plan.promo_track_only });
  return 'problem' in outcome ? outcome.problem : null;
}

/** docs/product/purchase.md#promo, docs/product/api.md#purchase promo_codes/apply and promo_codes/remove. */
export function cartPromos(core: CartCore, orderForm: OrderFormRepo) {
  return {
    /**
     * Applies the code to line `item_id`, or to every meal plan in the cart it suits; each
     * refusal is a 400 under `promo_code` with the documented message (docs/product/purchase.md#promo). The client's `subtotal` is never read.
     */
    async apply(call: CartCall, body: ApplyPromoBody): Promise<CartOutcome> {
      const [site, promo] = await Promise.all([core.siteOf(body.site_id), orderForm.promoByCode(body.site_id, normalPromoCode(body.promo_code))]);
      if (!promo || !isPromoLive(promo, site.today)) throw problem('promo_code', PROMO_MESSAGES.unknown);
      return core.write({ siteId: body.site_id, call, create: true, site }, async (scope) => {
        const { cart, lines } = scope;
        let targets: CartLineRow[];
        if (body.item_id !== undefined) {
          const line = lines.find((l) => l.item.id === body.item_id);
          if (!line) throw new AppError('not_found', CART_MESSAGES.notInCart, { item_id: CART_MESSAGES.notInCart });
          const refusal = promoProblem(promo, line);
          if (refusal) throw problem('promo_code', refusal);
          targets = [line];
        } else {
          const plans = lines.filter((l) => l.item.kind === 'Meal plan' && l.plan);
          if (plans.length === 0) throw problem('promo_code', PROMO_MESSAGES.mealPlansOnly);
          targets = plans.filter((l) => promoProblem(promo, l) === null);
          if (targets.length === 0) throw problem('promo_code', PROMO_MESSAGES.requirementsNotMet);
        }
        await core.setPromo(scope, targets.map((l) => l.item.id), promo);
        return { changed: true, customerTypeId: cart.customer_type_id };
      });
    },

    /** Takes the code off line `itemId`, or off every line; a line without one changes nothing. */
    async remove(call: CartCall, siteId: number, itemId: number | undefined): Promise<CartOutcome> {
      return core.write({ siteId, call, create: false }, async (scope) => {
        const targets = scope.lines.filter((l) => l.item.promo_code_id !== null && (itemId === undefined || l.item.id === itemId));
        if (targets.length === 0) return { changed: false };
        await core.setPromo(scope, targets.map((l) => l.item.id), null);
        return { changed: true, customerTypeId: scope.cart.customer_type_id };
      });
    },
  };
}
export type CartPromos = ReturnType<typeof cartPromos>;
