import { useQuery } from '@tanstack/react-query';
import type { Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { eventQueries } from './queries.ts';
import { EventTimeline } from './event-timeline.tsx';
import { NO_EVENTS_TEXT } from './event-texts.ts';
import './events.css';

/** The events section (section events): the site's events that have not ended, as a timeline. */
export function EventsPage({ section }: { section: Section }) {
  const site = useSite();
  const query = useQuery(eventQueries.publicList(site.id));
  return (
    <div className="section-page container events-page">
      <PageHead title={`${section.name} | ${site.name}`} description={`Upcoming events at ${site.name} Dining.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      <EventTimeline query={query} siteSlug={site.slug} timeZone={site.address.time_zone} emptyText={NO_EVENTS_TEXT} />
    </div>
  );
}
