import { Link, useSearchParams } from 'react-router';
import { paths } from '../../api/paths.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { PlainLayout } from '../../ui/plain-layout.tsx';
import { INVALID_SITE, NOT_FOUND_HEADING, NOT_FOUND_LEAD } from './not-found-texts.ts';

/** `/404` and any unknown address (docs/product/site.md#not-found); after a refused school, it says 'Invalid site.' (§8). */
export function NotFoundPage() {
  const [search] = useSearchParams();
  const isInvalidSite = search.get('reason') === 'invalid-site';
  return (
    <PlainLayout>
      <PageHead title="Page not found" description="The page you were looking for could not be found." noIndex />
      <div className="narrow-page">
        <h1 className="page-title" tabIndex={-1}>
          {NOT_FOUND_HEADING}
        </h1>
        {isInvalidSite ? <p className="page-lead">{INVALID_SITE}</p> : null}
        <p className="page-lead">{NOT_FOUND_LEAD}</p>
        <p>
          <Link className="button" to={paths.landing()}>
            Go to the home page
          </Link>
        </p>
      </div>
    </PlainLayout>
  );
}
