import { Link } from 'react-router';
import { paths } from '../../api/paths.ts';
import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { NOT_FOUND_HEADING, NOT_FOUND_LEAD } from './not-found-texts.ts';

/** `/{site}/404` and unknown addresses under a site: the not-found page inside the site's own header and footer. */
export function SiteNotFoundPage() {
  const site = useSite();
  return (
    <div className="section-page container narrow-page">
      <PageHead title="Page not found" description="The page you were looking for could not be found." noIndex />
      <h1 className="page-title" tabIndex={-1}>
        {NOT_FOUND_HEADING}
      </h1>
      <p className="page-lead">{NOT_FOUND_LEAD}</p>
      <p>
        <Link className="button" to={paths.siteHome(site.slug)}>
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
