import { useQuery } from '@tanstack/react-query';
import { ON_THE_GO_TEXTS, ON_THE_GO_TITLE } from '@commons/domain';
import { ApiError } from '../../api/api-error.ts';
import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SiteNotFoundPage } from '../not-found/index.ts';
import { OnTheGoForm } from './on-the-go-form.tsx';
import { ON_THE_GO_UI_TEXTS as T } from './on-the-go-texts.ts';
import { onTheGoQueries } from './queries.ts';
import './on-the-go.css';

const HEADING_ID = 'on-the-go-title';

/** `/{site}/on-the-go-valentine-dining` (docs/product/forms.md#on-the-go): only where the site shows on-the-go ordering, else the site's 404 page. */
export function OnTheGoPage() {
  const site = useSite();
  return site.show_on_the_go ? <OnTheGoOrder siteId={site.id} siteName={site.name} /> : <SiteNotFoundPage />;
}

function OnTheGoOrder({ siteId, siteName }: { siteId: number; siteName: string }) {
  const offer = useQuery(onTheGoQueries.pickUpTimes(siteId));
  // The site shows the page but no location takes orders (the API's 404): say so instead of a form that cannot be sent.
  const isNotOffered = offer.error instanceof ApiError && offer.error.status === 404;
  return (
    <div className="section-page container public-form-page">
      <PageHead title={`${ON_THE_GO_TITLE} | ${siteName}`} description={T.description(`${siteName} Dining`)} />
      <h1 id={HEADING_ID} className="page-title" tabIndex={-1}>
        {ON_THE_GO_TITLE}
      </h1>
      {isNotOffered ? (
        <p className="page-lead">{ON_THE_GO_TEXTS.notOffered}</p>
      ) : (
        <>
          <p className="page-lead">{T.lead}</p>
          <div className="public-form-page__card">
            <OnTheGoForm siteId={siteId} offer={offer.data} isOfferError={offer.isError} refetchOffer={offer.refetch} labelledBy={HEADING_ID} />
          </div>
        </>
      )}
    </div>
  );
}
