import type { Db } from '../../db/client.ts';
import { cartAdds } from './cart-adds.service.ts';
import { cartCoffeeAdds } from './cart-coffee.service.ts';
import { cartPromos } from './cart-promo.service.ts';
import { cartRepo } from './cart.repo.ts';
import { cartCore } from './cart.service.ts';
import { orderFormRepo } from './order-form.repo.ts';
import { orderFormService } from './order-form.service.ts';

/** The purchase use cases on one database: the order form, the cart, its adds (the coffee subscription's apart) and its promo codes. */
export function purchaseServices(db: Db, clock: () => Date) {
  const orderForm = orderFormRepo(db);
  const core = cartCore({ carts: cartRepo(db), orderForm, clock });
  return {
    orderForm: orderFormService(orderForm, clock),
    core,
    adds: cartAdds(core, orderForm, clock),
    coffee: cartCoffeeAdds(core),
    promos: cartPromos(core, orderForm),
  };
}
