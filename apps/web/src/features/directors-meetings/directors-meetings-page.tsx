import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { shortDateIn } from '../../ui/dates.ts';
import { ContentTabs } from '../../ui/content-tabs.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { meetingQueries } from './queries.ts';
import { MeetingDetails } from './meeting-details.tsx';
import { defaultMeeting, groupByLocation, type LocationMeetings } from './meeting-groups.ts';
import './directors-meetings.css';

export const EMPTY_MEETINGS_TEXT = 'Check back soon for more meetings';

/** The date tabs of one location; the next meeting is open first. */
function LocationDates({ group, timeZone }: { group: LocationMeetings; timeZone: string }) {
  const [selected, setSelected] = useState<string | null>(null);
  const open = group.meetings.find((m) => String(m.id) === selected) ?? defaultMeeting(group.meetings, new Date());
  if (!open) return null;
  return (
    <ContentTabs
      label={`Meeting dates at ${group.location}`}
      tabs={group.meetings.map((m) => ({ key: String(m.id), label: shortDateIn(new Date(m.start), timeZone) }))}
      selectedKey={String(open.id)}
      onSelect={setSelected}
      className="meeting-dates"
    >
      <MeetingDetails meeting={open} timeZone={timeZone} />
    </ContentTabs>
  );
}

/** Directors meetings (section directors-meetings, docs/product/site.md#directors-meetings): tabs by location, then by date. */
export function DirectorsMeetingsPage({ section }: { section: Section }) {
  const site = useSite();
  const query = useQuery(meetingQueries.list(site.id));
  const groups = useMemo(() => groupByLocation(query.data?.meetings ?? []), [query.data]);
  const [location, setLocation] = useState<string | null>(null);
  const open = groups.find((g) => g.location === location) ?? groups[0];

  return (
    <div className="section-page container directors-meetings">
      <PageHead title={`${section.name} | ${site.name}`} description={`Agendas and notes of the ${site.name} dining directors meetings.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {query.isPending ? <LoadingState label="Loading meetings…" /> : null}
      {query.isError ? <ErrorState message="We're sorry, something went wrong loading this content." onRetry={() => void query.refetch()} /> : null}
      {query.data && !open ? <p className="library-empty">{EMPTY_MEETINGS_TEXT}</p> : null}
      {open ? (
        <ContentTabs label="Meeting locations" tabs={groups.map((g) => ({ key: g.location, label: g.location }))} selectedKey={open.location} onSelect={setLocation}>
          <LocationDates key={open.location} group={open} timeZone={site.address.time_zone} />
        </ContentTabs>
      ) : null}
    </div>
  );
}
