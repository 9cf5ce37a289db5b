import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { offerDates, specialSectionSlug } from '../events/index.ts';
import { specialOfferQueries } from './queries.ts';
import { LOADING_SPECIALS_TEXT, SPECIAL_NOT_FOUND_TEXT, SPECIALS_FAILED_TEXT } from './special-offer-texts.ts';
import './special-offers.css';

const PAGE_TITLE = 'Special Offer';

const idOf = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : 0);

/** `/{site}/special-offer/{specialId}` (page title 'Special Offer'): one offer, opened at the top. */
export function SpecialOfferDetailPage() {
  const site = useSite();
  const specialId = idOf(useParams().specialId);
  const query = useQuery({ ...specialOfferQueries.one(site.id, specialId), enabled: specialId > 0 });
  const offersSlug = specialSectionSlug(site.section_list, 'special-offers');

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [specialId]);

  const offer = query.data?.special_offer;
  const isMissing = specialId === 0 || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <div className="section-page container offer-detail">
      <PageHead title={`${PAGE_TITLE} | ${site.name}`} description={offer?.brief ?? `A special offer from ${site.name} Dining.`} />
      {offersSlug ? (
        <Link className="offer-detail__back" to={`${paths.section(site.slug, offersSlug)}/`}>
          Back to all special offers
        </Link>
      ) : null}
      <h1 className="section-title" tabIndex={-1}>
        {offer ? offer.name : PAGE_TITLE}
      </h1>
      {isMissing ? <p role="alert">{SPECIAL_NOT_FOUND_TEXT}</p> : null}
      {!isMissing && query.isPending ? <LoadingState label={LOADING_SPECIALS_TEXT} /> : null}
      {!isMissing && query.isError ? <ErrorState message={SPECIALS_FAILED_TEXT} onRetry={() => void query.refetch()} /> : null}
      {offer ? (
        <div className="offer-detail__layout">
          {offer.picture ? (
            <img className="offer-detail__image" src={paths.file('images', offer.picture.file_name)} alt={offer.name} width={640} height={400} />
          ) : null}
          <div className="offer-detail__text">
            <p className="offer-detail__dates">
              <time dateTime={offer.start}>{offerDates(offer.start, offer.end, site.address.time_zone)}</time>
            </p>
            {offer.brief ? <p className="offer-detail__brief">{offer.brief}</p> : null}
            {offer.description ? <SafeHtml html={offer.description} /> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
