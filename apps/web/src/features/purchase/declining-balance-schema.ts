import { z } from 'zod';
import { checkDecliningBalanceAmount, decliningBalanceProductOf, type Cents, type DecliningBalanceProductCents } from '@commons/domain';

/**
 * The amount form of one declining balance product (docs/product/purchase.md#declining-balance): the
 * domain's rule, the same the server applies: digits with at most two decimals ('The specified
 * {name} amount must be a number.'), and with `inCart` (the declining balance already in the cart)
 * at least the product's minimum ('Value must be higher than {minimum}.'). The field is named as
 * the call names it, so the server's field error lands on it.
 */
export function decliningBalanceSchema(product: DecliningBalanceProductCents, inCart: Cents) {
  const rules = decliningBalanceProductOf(product);
  return z.object({
    declining_balance_value: z.string().superRefine((text, context) => {
      const checked = checkDecliningBalanceAmount(text, rules, inCart);
      if ('problem' in checked) context.addIssue({ code: 'custom', message: checked.problem });
    }),
  });
}
export type DecliningBalanceValues = z.input<ReturnType<typeof decliningBalanceSchema>>;
