import type { CartAnswer } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';

/** The custom plan and declining balance adds (docs/product/api.md#purchase); each answers the whole cart. */
export const dbCalls = {
  addCustomPlan: (siteId: number, choice: { swipeId: number; dbId: number; customerTypeId: number }): Promise<CartAnswer> =>
    api(endpoints.postAddCustomPlan, { body: { site_id: siteId, swipe_id: choice.swipeId, db_id: choice.dbId, customer_type_id: choice.customerTypeId } }),
  /** `amount` as typed: the server checks it again. */
  addDecliningBalance: (siteId: number, entry: { dbId: number; amount: string; customerTypeId: number }): Promise<CartAnswer> =>
    api(endpoints.postAddDecliningBalance, { body: { site_id: siteId, db_id: entry.dbId, declining_balance_value: entry.amount, customer_type_id: entry.customerTypeId } }),
};
