import { useQueryClient } from '@tanstack/react-query';
import type { Customer } from '@commons/contract';
import { customerSessionQuery } from '../../site/customer-session.ts';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { ProfileForm } from './profile-form.tsx';
import { accountQueries } from './queries.ts';
import type { AccountTabProps } from './tab-props.ts';
import { useCustomerInfo } from './use-customer-info.ts';

/** The Profile tab: the stored profile in its form; a load failure says so with a retry. */
export function ProfileTab({ siteId, customerId }: AccountTabProps) {
  const client = useQueryClient();
  const info = useCustomerInfo(siteId, customerId);
  if (info.isPending || info.isLoggedOut) return <LoadingState label="Loading your profile…" />;
  if (info.isError) return <ErrorState message={ACCOUNT_TEXTS.profileLoadFailure} onRetry={() => void info.refetch()} />;
  const saved = (customer: Customer) => {
    client.setQueryData(accountQueries.info(siteId, customerId).queryKey, (old) => (old ? { ...old, customer } : old));
    client.setQueryData(customerSessionQuery(siteId).queryKey, { customer });
  };
  return (
    <section aria-labelledby="account-profile-heading">
      <h2 id="account-profile-heading" className="account-tab__title">
        Your profile
      </h2>
      <ProfileForm siteId={siteId} customer={info.data.customer} onSaved={saved} />
    </section>
  );
}
