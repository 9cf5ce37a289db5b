import { Link } from 'react-router';
import type { Site } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { EmptyTab } from './empty-tab.tsx';
import { sectionSlugFor } from './section-link.ts';

type TabSite = Pick<Site, 'slug' | 'section_list'>;

/** Where a first one is made: the site's section built on `master`, when the site has it. */
function StartLink({ site, master, text }: { site: TabSite; master: string; text: string }) {
  const slug = sectionSlugFor(site.section_list, master);
  return slug ? (
    <Link className="button button--ghost" to={paths.section(site.slug, slug)}>
      {text}
    </Link>
  ) : null;
}

/** The Reservations tab; the reservations it lists arrive with the reservation pages. */
export function ReservationsTab({ site }: { site: TabSite }) {
  return (
    <EmptyTab
      id="account-reservations-heading"
      title="Your reservations"
      icon="calendar"
      message="You have no reservations yet."
      action={<StartLink site={site} master="reservations" text="Reserve a time" />}
    />
  );
}

/** The Orders tab; the orders it lists arrive with meal plan purchase. */
export function OrdersTab({ site }: { site: TabSite }) {
  return (
    <EmptyTab
      id="account-orders-heading"
      title="Your orders"
      icon="shop"
      message="You have no orders yet."
      action={<StartLink site={site} master="meal-plan-purchase" text="See meal plans" />}
    />
  );
}

/** The Subscriptions tab (sites with meal plan subscriptions); the subscriptions arrive with meal plan purchase. */
export function SubscriptionsTab({ site }: { site: TabSite }) {
  return (
    <EmptyTab
      id="account-subscriptions-heading"
      title="Your subscriptions"
      icon="calendar"
      message="You have no subscriptions yet."
      action={<StartLink site={site} master="meal-plan-purchase" text="See meal plans" />}
    />
  );
}
