import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@commons/contract/endpoints';
import { ALLERGEN_MESSAGES } from '@commons/domain';
import { api } from '../../api/client.ts';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { notify } from '@commons/ui/toast.ts';
import { accountQueries } from './queries.ts';
import type { AccountTabProps } from './tab-props.ts';
import { useCustomerInfo } from './use-customer-info.ts';

/**
 * The Food Insecurity tab: the site's resource text (pantry, emergency meals, who sees the answer)
 * and a confidential opt-in to be contacted about food assistance, `customer/food_insecurity`.
 */
export function FoodInsecurityTab({ siteId, customerId }: AccountTabProps) {
  const site = useSite();
  const client = useQueryClient();
  const info = useCustomerInfo(siteId, customerId);
  /** The answer being saved, shown at once; null when the stored one shows. A failed save goes back to the stored one. */
  const [pending, setPending] = useState<boolean | null>(null);
  const isSaving = pending !== null;
  if (info.isPending || info.isLoggedOut) return <LoadingState label="Loading your preferences…" />;
  if (info.isError) return <ErrorState message={ALLERGEN_MESSAGES.unexpected} onRetry={() => void info.refetch()} />;
  const paragraphs = (site.food_insecurity_text ?? '').split(/\n\s*\n/).filter((p) => p.trim() !== '');
  const change = async (isOptedIn: boolean) => {
    setPending(isOptedIn);
    try {
      const saved = await api(endpoints.postFoodInsecurity, { body: { customer_id: customerId, site_id: siteId, food_insecurity: isOptedIn } });
      client.setQueryData(accountQueries.info(siteId, customerId).queryKey, (old) => (old ? { ...old, customer: saved.customer } : old));
      notify(saved.msg || ALLERGEN_MESSAGES.foodInsecurityUpdated, 'success');
    } catch {
      notify(ALLERGEN_MESSAGES.unexpected, 'error');
    } finally {
      setPending(null);
    }
  };
  return (
    <section aria-labelledby="account-food-insecurity-heading">
      <h2 id="account-food-insecurity-heading" className="account-tab__title">
        Food assistance
      </h2>
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      <div className="form-field form-field--checkbox">
        <div className="form-field__choice">
          <input
            id="food-insecurity-opt-in"
            type="checkbox"
            checked={pending ?? info.data.customer.food_insecurity}
            aria-disabled={isSaving || undefined}
            aria-describedby="food-insecurity-private"
            onChange={(event) => {
              if (!isSaving) void change(event.target.checked);
            }}
          />
          <label htmlFor="food-insecurity-opt-in">Please contact me, confidentially, about food assistance</label>
        </div>
        <p id="food-insecurity-private" className="form-field__hint">
          Only the staff who help with food assistance see this answer. You can change it at any time.
        </p>
      </div>
    </section>
  );
}
