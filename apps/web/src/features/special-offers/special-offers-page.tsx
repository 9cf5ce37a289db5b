import { useQuery } from '@tanstack/react-query';
import type { Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { specialOfferQueries } from './queries.ts';
import { SpecialOfferCard } from './special-offer-card.tsx';
import { LOADING_SPECIALS_TEXT, NO_SPECIALS_TEXT, SPECIALS_FAILED_TEXT } from './special-offer-texts.ts';
import './special-offers.css';

/** The special offers section (section special-offers): offers running now or starting later. */
export function SpecialOffersPage({ section }: { section: Section }) {
  const site = useSite();
  const query = useQuery(specialOfferQueries.list(site.id));
  const offers = query.data?.special_offers;
  return (
    <div className="section-page container offers-page">
      <PageHead title={`${section.name} | ${site.name}`} description={`Special offers at ${site.name} Dining.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {query.isPending ? <LoadingState label={LOADING_SPECIALS_TEXT} /> : null}
      {query.isError ? <ErrorState message={SPECIALS_FAILED_TEXT} onRetry={() => void query.refetch()} /> : null}
      {offers?.length === 0 ? <p className="offers-empty">{NO_SPECIALS_TEXT}</p> : null}
      {offers && offers.length > 0 ? (
        <ul className="offer-list">
          {offers.map((offer) => (
            <SpecialOfferCard key={offer.id} offer={offer} siteSlug={site.slug} timeZone={site.address.time_zone} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
