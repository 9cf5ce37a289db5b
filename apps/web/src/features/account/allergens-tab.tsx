import { useQueryClient } from '@tanstack/react-query';
import type { AllergenCard, Customer } from '@commons/contract';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { AllergenProfileForm } from './allergen-profile-form.tsx';
import { accountQueries } from './queries.ts';
import type { AccountTabProps } from './tab-props.ts';
import { useCustomerInfo } from './use-customer-info.ts';

const cardQuery = (siteId: number, customerId: number) => `customer_id=${customerId}&site_id=${siteId}`;

/** The allergen card's downloads: the PDF always once issued, Apple Wallet only when the server offers passes. */
function CardLinks({ card, siteId, customerId }: { card: AllergenCard; siteId: number; customerId: number }) {
  if (!card) return <p className="account-hint">Save your allergens to get your allergen card.</p>;
  const query = cardQuery(siteId, customerId);
  return (
    <ul className="account-card-links">
      <li>
        <a href={`/v1/customer/allergen_card?${query}`} download>
          Allergen card (PDF)
        </a>
      </li>
      {card.wallet_pass ? (
        <li>
          <a href={`/v1/pass/allergen_card?${query}`} download>
            Add to Apple Wallet
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** The Allergens tab (docs/product/accounts.md#allergen-profile), shown on sites with the allergen card. */
export function AllergensTab({ siteId, customerId }: AccountTabProps) {
  const client = useQueryClient();
  const info = useCustomerInfo(siteId, customerId);
  if (info.isPending || info.isLoggedOut) return <LoadingState label="Loading your allergens…" />;
  if (info.isError) return <ErrorState message={ACCOUNT_TEXTS.saveFailure} onRetry={() => void info.refetch()} />;
  const saved = (customer: Customer, card: AllergenCard) => {
    client.setQueryData(accountQueries.info(siteId, customerId).queryKey, { customer, allergen_card: card });
  };
  return (
    <section aria-labelledby="account-allergens-heading">
      <h2 id="account-allergens-heading" className="account-tab__title">
        Your allergens
      </h2>
      <p>Your allergens and emergency contact go on a wallet-size allergen card you can print or keep on your phone.</p>
      <CardLinks card={info.data.allergen_card} siteId={siteId} customerId={customerId} />
      <AllergenProfileForm siteId={siteId} customer={info.data.customer} onSaved={saved} />
    </section>
  );
}
