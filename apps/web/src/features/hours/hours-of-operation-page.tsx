import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Section } from '@commons/contract';
import { addDays, currentWeekStart, localDateTime } from '@commons/domain';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { hoursQueries } from './queries.ts';
import { foodEstablishmentsLd } from './food-establishment-ld.ts';
import { HoursTable } from './hours-table.tsx';
import { JsonLdScript } from './json-ld-script.tsx';
import { useWeekParam } from './use-week-param.ts';
import { WeekNav } from './week-nav.tsx';
import './hours.css';

/** Hours of operation (section hours-of-operation): a week of hours, one table per building. */
export function HoursOfOperationPage({ section }: { section: Section }) {
  const site = useSite();
  const [week, setWeek] = useWeekParam();
  const query = useQuery({ ...hoursQueries.hoursOfOperation(site.id, week), placeholderData: keepPreviousData });
  const timeZone = site.address.time_zone;
  const today = localDateTime(new Date(), timeZone).date;

  const goTo = (sunday: string) => setWeek(sunday === currentWeekStart(new Date(), timeZone) ? null : sunday);
  const data = query.data?.hours_with_locations;
  const everyLocation = data ? [...data.buildings.flatMap((b) => b.locations), ...data.additional_locations] : [];

  return (
    <div className="section-page container hours-page">
      <PageHead
        title={`${section.name} | ${site.name}`}
        description={`Opening hours of every ${site.name} dining location, week by week.`}
        noIndex={section.no_robots}
      />
      <SectionHeading section={section} alwaysShow />
      {query.isPending ? <LoadingState label="Loading hours…" /> : null}
      {query.isError && !data ? <ErrorState message="We're sorry, something went wrong." onRetry={() => void query.refetch()} /> : null}
      {data ? (
        <div aria-busy={query.isPlaceholderData}>
          <WeekNav
            weekOf={data.week_of}
            isCurrentWeek={data.is_current_week}
            onPrevious={() => goTo(addDays(data.week_of, -7))}
            onNext={() => goTo(addDays(data.week_of, 7))}
          />
          {data.buildings.map((building) => (
            <HoursTable key={building.id} caption={building.name} weekOf={data.week_of} today={today} locations={building.locations} />
          ))}
          {data.additional_locations.length > 0 ? (
            <HoursTable caption="Additional Locations" weekOf={data.week_of} today={today} locations={data.additional_locations} showPlace />
          ) : null}
          {everyLocation.length === 0 ? <p>No dining locations have hours to show yet.</p> : null}
          <p className="hours-page__disclaimer">* Hours may be subject to change.</p>
          <JsonLdScript data={foodEstablishmentsLd(everyLocation)} />
        </div>
      ) : null}
    </div>
  );
}
