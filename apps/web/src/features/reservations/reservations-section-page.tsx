import { useQuery } from '@tanstack/react-query';
import type { Customer, Section } from '@commons/contract';
import { LOOKAHEAD_DAYS } from '@commons/domain';
import { useCustomerSession } from '../../site/customer-session.ts';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { BookingPanel } from './booking-panel.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import { reservationQueries } from './queries.ts';
import { useReservationWizard } from './use-reservation-wizard.ts';
import './reservations.css';

function PageWizard({ siteId, timeZone, customer }: { siteId: number; timeZone: string; customer: Customer }) {
  const locations = useQuery(reservationQueries.locations(siteId));
  const wizard = useReservationWizard(locations.data?.locations);
  return (
    <section className="res-page__wizard account-card" aria-labelledby="res-page-title">
      <h2 id="res-page-title" className="res-page__title">
        {wizard.title}
      </h2>
      <BookingPanel siteId={siteId} timeZone={timeZone} lookahead={LOOKAHEAD_DAYS.account} customer={customer} locations={locations} wizard={wizard} />
    </section>
  );
}

/** The reservations section (docs/product/reservations.md#booking): the section's text, then the wizard, or a login for a logged-out visitor. */
export function ReservationsSectionPage({ section }: { section: Section }) {
  const site = useSite();
  const session = useCustomerSession(site.id);
  const body = section.body?.trim() ?? '';
  return (
    <div className="section-page container res-page">
      <PageHead title={`${section.name} | ${site.name}`} description={`Reserve a time at ${site.name} Dining.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {body ? <SafeHtml html={body} className="section-page__body" /> : null}
      {session.customer ? (
        <PageWizard siteId={site.id} timeZone={site.address.time_zone} customer={session.customer} />
      ) : session.isPending ? (
        <LoadingState label="Loading…" />
      ) : session.isError ? (
        <ErrorState message="We're sorry, but something went wrong." onRetry={session.retry} />
      ) : (
        <LoginPrompt siteId={site.id} siteSlug={site.slug} />
      )}
    </div>
  );
}
