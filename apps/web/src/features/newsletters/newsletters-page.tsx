import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Newsletter, Section } from '@commons/contract';
import { localDateTime } from '@commons/domain';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { shortDate } from '../../ui/dates.ts';
import { newsletterQueries } from './queries.ts';
import { groupNewsletters, type NewsletterGroup } from './newsletter-groups.ts';
import './newsletters.css';
import { paths } from '../../api/paths.ts';

/** Shown when a site has no newsletters (the page's own words). */
export const EMPTY_NEWSLETTERS_TEXT = 'No newsletters have been posted yet. Please check back soon!';

const newsletterUrl = (fileName: string) => paths.file('newsletters', fileName);

function NewsletterEntry({ newsletter }: { newsletter: Newsletter }) {
  return (
    <li className="newsletter">
      <div className="newsletter__text">
        <h3 className="newsletter__name">{newsletter.name}</h3>
        <p className="newsletter__date">
          <time dateTime={newsletter.date}>{shortDate(newsletter.date)}</time>
        </p>
        {newsletter.description ? <p className="newsletter__description">{newsletter.description}</p> : null}
      </div>
      <a className="button button--ghost newsletter__view" href={newsletterUrl(newsletter.file_name)} target="_blank" rel="noopener">
        View <span className="visually-hidden">{newsletter.name} (PDF, opens in a new tab)</span>
      </a>
    </li>
  );
}

function YearGroup({ group }: { group: NewsletterGroup }) {
  const headingId = useId();
  return (
    <section className="newsletter-year" aria-labelledby={headingId}>
      <h2 id={headingId} className="newsletter-year__heading">
        {group.heading}
      </h2>
      <ul className="newsletter-list">
        {group.newsletters.map((n) => (
          <NewsletterEntry key={n.file_name} newsletter={n} />
        ))}
      </ul>
    </section>
  );
}

/** Newsletters (section newsletters, docs/product/site.md#newsletters): PDFs grouped by year, this year's first. */
export function NewslettersPage({ section }: { section: Section }) {
  const site = useSite();
  const query = useQuery(newsletterQueries.list(site.id));
  const newsletters = query.data?.newsletters;
  const currentYear = Number(localDateTime(new Date(), site.address.time_zone).date.slice(0, 4));

  return (
    <div className="section-page container newsletters-page">
      <PageHead title={`${section.name} | ${site.name}`} description={`Newsletters from ${site.name} Dining, this year's and past years'.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {query.isPending ? <LoadingState label="Loading newsletters…" /> : null}
      {query.isError ? <ErrorState message="We're sorry, something went wrong loading this content." onRetry={() => void query.refetch()} /> : null}
      {newsletters && newsletters.length === 0 ? <p className="newsletters-page__empty">{EMPTY_NEWSLETTERS_TEXT}</p> : null}
      {newsletters
        ? groupNewsletters(newsletters, currentYear).map((group) => <YearGroup key={group.year} group={group} />)
        : null}
    </div>
  );
}
