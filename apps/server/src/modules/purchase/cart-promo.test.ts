import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { percentOf, PROMO_MESSAGES } from '@commons/domain';
import { promoCodes } from '../../db/schema/index.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { CART_MESSAGES } from './cart.service.ts';
import { cartOf, orderFormOf, planNamed, purchaseTestApp, refusal, shopper, typeNamed, type OrderForm } from './testing/purchase-test-kit.ts';

let t: TestApp;
let northfield = 0;
let nf: OrderForm;

beforeAll(async () => {
  ({ t, northfield } = await purchaseTestApp());
  nf = await orderFormOf(t, northfield);
}, 60_000);
afterAll(async () => t.close());

/** A browser whose cart holds `plans`, for a student. */
async function cartWith(...plans: string[]) {
  const b = shopper(t);
  let items: { id: number }[] = [];
  for (const name of plans) items = cartOf(await b.addPlan(northfield, planNamed(nf, name).id, typeNamed(nf, 'Student').id)).items;
  return { b, ids: items.map((i) => i.id) };
}

const promoError = (message: string) => ({ status: 400, msg: message, errors: { promo_code: message } });

describe('promo_codes/apply (docs/product/purchase.md#customer-form)', () => {
  it('takes a percent discount off the plan, rounded to the cent, and taxes the lower price', async () => {
    const { b, ids } = await cartWith('Unlimited Access');
    const cart = cartOf(await b.applyPromo(northfield, 'WELCOME10', { item_id: ids[0] }));
    const tax = percentOf(220_500, 6.25, 'floor');
    expect(cart.items[0]).toMatchObject({
      list_price_cents: 245_000,
      discount_cents: 24_500,
      price_cents: 220_500,
      tax_cents: tax,
      promo_code: 'WELCOME10',
      promo_type: 'discount',
      promo_adj: 'percent',
      promo_value: 10,
      promo_value_cents: null,
      promo_min_purchase_amnt_cents: 50_000,
      promo_price_cents: 220_500,
      promo_track_only: false,
      beforePromoPrice_cents: 245_000,
      beforePromoTax_cents: 15_312,
      promoMessage: 'Promo code WELCOME10 applied.',
    });
    expect(cart).toMatchObject({ subtotal_cents: 245_000, discount_cents: 24_500, tax_cents: tax, total_cents: 220_500 + tax });
  });

  it('matches codes case aside, and replaces a code already on the line', async () => {
    const { b, ids } = await cartWith('Block 225');
    expect(cartOf(await b.applyPromo(northfield, '  save50 ', { item_id: ids[0] })).items[0]).toMatchObject({ promo_code: 'SAVE50', promo_value_cents: 5_000, price_cents: 193_500 });
    expect(cartOf(await b.applyPromo(northfield, 'bonus5', { item_id: ids[0] })).items[0]).toMatchObject({ promo_code: 'BONUS5', discount_cents: 0, bonus_cents: percentOf(198_500, 5, 'round'), price_cents: 198_500 });
  });

  it('without an item, applies to every meal plan that meets the code’s minimum', async () => {
    const { b } = await cartWith('Unlimited Access', 'Block 160 Bonus', 'Commuter 50');
    const cart = cartOf(await b.applyPromo(northfield, 'DINE25'));
    expect(cart.items.map((i) => [i.name, i.promo_code, i.bonus_cents])).toEqual([
      ['Unlimited Access', 'DINE25', 2_500],
      ['Block 160 Bonus', 'DINE25', 5_000 + 2_500],
      ['Commuter 50', null, 0],
    ]);
  });

  it('only records the code on a track-only plan', async () => {
    const { b, ids } = await cartWith('Commuter 50');
    const item = cartOf(await b.applyPromo(northfield, 'SAVE50', { item_id: ids[0] })).items[0];
    expect(item).toMatchObject({ promo_code: 'SAVE50', promo_track_only: true, discount_cents: 0, bonus_cents: 0, price_cents: 62_500, promoMessage: 'Promo code SAVE50 is recorded with this plan.' });
  });

  it("says 'A promo code is required' for a missing or blank code", async () => {
    const { b } = await cartWith('Block 225');
    for (const body of [{ site_id: northfield }, { site_id: northfield, promo_code: '' }, { site_id: northfield, promo_code: '   ' }, { site_id: northfield, promo_code: null }]) {
      expect(refusal(await b.post('/v1/promo_codes/apply', body)).errors, JSON.stringify(body)).toEqual({ promo_code: PROMO_MESSAGES.required });
    }
  });

  it('refuses an unknown, expired or switched-off code', async () => {
    const { b } = await cartWith('Block 225');
    for (const code of ['NOPE', 'SPRING25', 'RETIRED', 'welcome10%', "' or 1=1 --"]) expect(refusal(await b.applyPromo(northfield, code)), code).toEqual(promoError(PROMO_MESSAGES.unknown));
  });

  it("says 'Promo codes can only be applied to meal plans' for other lines or a cart without plans", async () => {
    const b = shopper(t);
    const dining = nf.decliningBalance.find((p) => p.name === 'Dining Dollars')?.id ?? 0;
    const cart = cartOf(await b.addBalance(northfield, dining, '50', { customer_type_id: typeNamed(nf, 'Student').id }));
    expect(refusal(await b.applyPromo(northfield, 'SAVE50'))).toEqual(promoError(PROMO_MESSAGES.mealPlansOnly));
    expect(refusal(await b.applyPromo(northfield, 'SAVE50', { item_id: cart.items[0]?.id }))).toEqual(promoError(PROMO_MESSAGES.mealPlansOnly));
    expect(refusal(await shopper(t).applyPromo(northfield, 'SAVE50'))).toEqual(promoError(PROMO_MESSAGES.mealPlansOnly));
  });

  it("says 'None of the plans in your cart meet the requirements of this promo code' below the minimum", async () => {
    const { b, ids } = await cartWith('Commuter 50', 'Block 225');
    expect(refusal(await b.applyPromo(northfield, 'DINE25', { item_id: ids[0] }))).toEqual(promoError(PROMO_MESSAGES.requirementsNotMet));
    expect(refusal(await b.applyPromo(northfield, 'DINE25', { item_id: ids[0] })).msg).toBe('None of the plans in your cart meet the requirements of this promo code');
    const { b: small } = await cartWith('Commuter 50');
    expect(refusal(await small.applyPromo(northfield, 'DINE25'))).toEqual(promoError(PROMO_MESSAGES.requirementsNotMet));
  });

  it('never reads the spec’s subtotal: a forged one changes nothing', async () => {
    const { b, ids } = await cartWith('Unlimited Access');
    const honest = cartOf(await b.applyPromo(northfield, 'WELCOME10', { item_id: ids[0] }));
    const forged = cartOf(await b.applyPromo(northfield, 'WELCOME10', { item_id: ids[0], subtotal: 1 }));
    expect(forged).toEqual(honest);
    expect(refusal(await b.applyPromo(northfield, 'WELCOME10', { item_id: ids[0], total: 1, discount: 245_000 })).errors).toEqual({ total: 'This field is not allowed.', discount: 'This field is not allowed.' });
  });

  it('drops the effect of a code switched off after it was applied, and says so', async () => {
    const { b, ids } = await cartWith('Block 225');
    await b.applyPromo(northfield, 'SAVE50', { item_id: ids[0] });
    await t.database.db.update(promoCodes).set({ active: false }).where(and(eq(promoCodes.site_id, northfield), eq(promoCodes.code, 'SAVE50')));
    try {
      expect(cartOf(await b.fetch(northfield)).items[0]).toMatchObject({ promo_code: 'SAVE50', discount_cents: 0, price_cents: 198_500, promo_price_cents: null, promoMessage: PROMO_MESSAGES.unknown });
    } finally {
      await t.database.db.update(promoCodes).set({ active: true }).where(and(eq(promoCodes.site_id, northfield), eq(promoCodes.code, 'SAVE50')));
    }
  });

  it('answers 404 for a line not in this cart', async () => {
    const { b } = await cartWith('Block 225');
    expect(refusal(await b.applyPromo(northfield, 'SAVE50', { item_id: 999_999 }))).toMatchObject({ status: 404, errors: { item_id: CART_MESSAGES.notInCart } });
  });
});

describe('promo_codes/remove', () => {
  it('takes the code off one line or all, and changes nothing when there is none', async () => {
    const { b, ids } = await cartWith('Unlimited Access', 'Block 225');
    await b.applyPromo(northfield, 'SAVE50');
    const one = cartOf(await b.removePromo(northfield, { item_id: ids[0] }));
    expect(one.items.map((i) => i.promo_code)).toEqual([null, 'SAVE50']);
    expect(one.items[0]).toMatchObject({ discount_cents: 0, price_cents: 245_000, promoMessage: null });
    const none = cartOf(await b.removePromo(northfield));
    expect(none.items.map((i) => i.promo_code)).toEqual([null, null]);
    expect(cartOf(await b.removePromo(northfield))).toEqual(none);
    expect(cartOf(await shopper(t).removePromo(northfield, { item_id: ids[1] })).items).toEqual([]);
  });
});
