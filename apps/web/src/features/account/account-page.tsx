import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import type { Customer, Site } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { ContentTabs } from '../../ui/content-tabs.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { CustomerLoginSite, CustomerOnly } from './account-guards.tsx';
import { accountTabs, selectedTab, TAB_PARAM, type AccountTabKey } from './account-tabs.ts';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { AllergensTab } from './allergens-tab.tsx';
import { FoodInsecurityTab } from './food-insecurity-tab.tsx';
import { ReservationsTab } from './later-tabs.tsx';
import { OrdersTab } from './orders-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { SubscriptionsTab } from './subscriptions-tab.tsx';
import type { AccountTabProps } from './tab-props.ts';
import './account.css';

/** `/{site}/customer-account` (docs/product/accounts.md#account-page): only for a logged-in customer. */
export function AccountPage({ reservationsTab }: { reservationsTab?: ComponentType<AccountTabProps> }) {
  return (
    <CustomerLoginSite>
      <CustomerOnly>{(customer) => <AccountScreen customer={customer} reservationsTab={reservationsTab} />}</CustomerOnly>
    </CustomerLoginSite>
  );
}

interface TabBodyProps {
  tab: AccountTabKey;
  site: Site;
  customer: Customer;
  /** The reservations feature's tab, given by the router; the placeholder without it. */
  reservationsTab?: ComponentType<AccountTabProps> | undefined;
}

function TabBody({ tab, site, customer, reservationsTab: Reservations }: TabBodyProps) {
  const props = { siteId: site.id, siteSlug: site.slug, customerId: customer.id };
  switch (tab) {
    case 'profile':
      return <ProfileTab {...props} />;
    case 'allergens':
      return <AllergensTab {...props} />;
    case 'food-insecurity':
      return <FoodInsecurityTab {...props} />;
    case 'reservations':
      return Reservations ? <Reservations {...props} /> : <ReservationsTab site={site} />;
    case 'orders':
      return <OrdersTab {...props} />;
    case 'subscriptions':
      return <SubscriptionsTab {...props} />;
  }
}

function AccountScreen({ customer, reservationsTab }: { customer: Customer; reservationsTab?: ComponentType<AccountTabProps> | undefined }) {
  const site = useSite();
  const [params, setParams] = useSearchParams();
  const tabs = accountTabs(site);
  const tab = selectedTab(tabs, params.get(TAB_PARAM));
  return (
    <div className="container account-page">
      <PageHead title={`${ACCOUNT_TEXTS.accountTitle} | ${site.name}`} description={`Your ${site.name} Dining account.`} noIndex />
      <h1 className="account-page__title" tabIndex={-1}>
        {ACCOUNT_TEXTS.accountTitle}
      </h1>
      <p className="account-page__lead">Logged in as {customer.email}</p>
      <ContentTabs
        label="Your account"
        tabs={tabs}
        selectedKey={tab}
        className="account-tabs"
        onSelect={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set(TAB_PARAM, key);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
      >
        <TabBody tab={tab} site={site} customer={customer} reservationsTab={reservationsTab} />
      </ContentTabs>
    </div>
  );
}
