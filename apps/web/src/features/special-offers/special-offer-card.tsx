import { useId } from 'react';
import { Link } from 'react-router';
import type { SpecialOffer } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { offerDates } from '../events/index.ts';

/** One offer in the list: image, name, dates, brief and 'Read more'. */
export function SpecialOfferCard({ offer, siteSlug, timeZone }: { offer: SpecialOffer; siteSlug: string; timeZone: string }) {
  const titleId = useId();
  return (
    <li className="offer-card">
      <article aria-labelledby={titleId}>
        {offer.picture ? (
          <img className="offer-card__image" src={paths.file('images', offer.picture.file_name)} alt={offer.name} width={480} height={300} loading="lazy" />
        ) : null}
        <div className="offer-card__body">
          <h2 id={titleId} className="offer-card__title">
            {offer.name}
          </h2>
          <p className="offer-card__dates">
            <time dateTime={offer.start}>{offerDates(offer.start, offer.end, timeZone)}</time>
          </p>
          {offer.brief ? <p>{offer.brief}</p> : null}
          <Link className="offer-card__more" to={paths.specialOffer(siteSlug, offer.id)} aria-describedby={titleId}>
            Read more
          </Link>
        </div>
      </article>
    </li>
  );
}
