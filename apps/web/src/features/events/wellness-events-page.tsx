import { useQuery } from '@tanstack/react-query';
import type { Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { eventQueries } from './queries.ts';
import { EventTimeline } from './event-timeline.tsx';
import { CHECK_BACK_TEXT } from './event-texts.ts';
import { specialSectionName } from './special-section-slug.ts';
import './events.css';

const DEFAULT_TITLE = 'Balanced U Events';

/**
 * The wellness (Balanced U) events page: the section balanced_u_events, or `/{site}/balanced-u-events`
 * without a section, titled by the site's wellness section when it has one.
 */
export function WellnessEventsPage({ section }: { section?: Section }) {
  const site = useSite();
  const query = useQuery(eventQueries.balancedU(site.id));
  const title = section?.name ?? specialSectionName(site.section_list, 'balanced_u_events') ?? DEFAULT_TITLE;
  return (
    <div className="section-page container events-page">
      <PageHead title={`${title} | ${site.name}`} description={`Wellness events at ${site.name} Dining.`} noIndex={section?.no_robots} />
      {section ? (
        <SectionHeading section={section} alwaysShow />
      ) : (
        <h1 className="section-title" tabIndex={-1}>
          {title}
        </h1>
      )}
      <EventTimeline query={query} siteSlug={site.slug} timeZone={site.address.time_zone} emptyText={CHECK_BACK_TEXT} />
    </div>
  );
}
