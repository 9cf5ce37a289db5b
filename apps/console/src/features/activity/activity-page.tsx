import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { CONSOLE_MESSAGES } from '@commons/contract/console';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { ApiError } from '../../api/api-error.ts';
import { paths } from '../../api/paths.ts';
import { useSignedInSession } from '../auth/index.ts';
import { SiteNotFound, siteBySlug } from '../sites/index.ts';
import { activityQuery } from './activity-query.ts';
import { ActivityEntry } from './activity-entry.tsx';
import { ActivityFilters, type ActivityFilter } from './activity-filters.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the page's address names (?who=&what=&from=&to=), what is malformed left out. */
function filterOf(search: URLSearchParams): ActivityFilter {
  const who = Number(search.get('who'));
  const what = search.get('what');
  const from = search.get('from');
  const to = search.get('to');
  return {
    ...(Number.isInteger(who) && who > 0 ? { staff_id: who } : {}),
    ...(what ? { entity: what } : {}),
    ...(from && DAY.test(from) ? { from } : {}),
    ...(to && DAY.test(to) ? { to } : {}),
  };
}

function searchOf(filter: ActivityFilter): Record<string, string> {
  return {
    ...(filter.staff_id === undefined ? {} : { who: String(filter.staff_id) }),
    ...(filter.entity === undefined ? {} : { what: filter.entity }),
    ...(filter.from === undefined ? {} : { from: filter.from }),
    ...(filter.to === undefined ? {} : { to: filter.to }),
  };
}

/** /console/sites/{slug}/activity: every staff write to the site, newest first. */
export function ActivityPage() {
  const session = useSignedInSession();
  const { slug } = useParams();
  const site = siteBySlug(session.sites, slug);
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const activity = useInfiniteQuery({ ...activityQuery(site?.id ?? 0, filter), enabled: site !== null, placeholderData: (previous) => previous });
  const isFiltered = Object.keys(filter).length > 0;
  if (!site) return <SiteNotFound />;
  const events = activity.data?.pages.flatMap((page) => page.events) ?? [];
  const isForbidden = activity.error instanceof ApiError && activity.error.status === 403;
  return (
    <>
      <title>{`Activity | ${site.name} | Commons console`}</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.site(site.slug)}>{site.name}</Link>
          </li>
          <li aria-current="page">Activity</li>
        </ol>
      </nav>
      <h1>Activity</h1>
      <p>Every change staff made to {site.name}, newest first.</p>
      {activity.data?.pages[0] ? <ActivityFilters filter={filter} people={activity.data.pages[0].people} entities={activity.data.pages[0].entities} onChange={(next) => setSearch(searchOf(next), { replace: true })} /> : null}
      {activity.isPending ? <LoadingState label="Loading the activity…" /> : null}
      {isForbidden ? (
        <p className="notice" role="alert">
          {CONSOLE_MESSAGES.notAllowed}
        </p>
      ) : null}
      {activity.isError && !isForbidden && events.length === 0 ? <ErrorState message="The activity could not be loaded." onRetry={() => void activity.refetch()} /> : null}
      {activity.isSuccess && events.length === 0 ? (
        <p className="empty-state" role="status">
          {isFiltered ? 'No changes match these filters.' : 'No changes yet.'}
        </p>
      ) : null}
      {events.length > 0 ? (
        <ol className="activity" aria-label={`Changes to ${site.name}`}>
          {events.map((event) => (
            <ActivityEntry key={event.id} event={event} />
          ))}
        </ol>
      ) : null}
      {activity.hasNextPage ? (
        <button type="button" className="button button--ghost" onClick={() => void activity.fetchNextPage()} aria-disabled={activity.isFetchingNextPage || undefined}>
          {activity.isFetchingNextPage ? 'Loading…' : 'Show older changes'}
        </button>
      ) : null}
      {activity.isFetchNextPageError ? <ErrorState message="Older changes could not be loaded." onRetry={() => void activity.fetchNextPage()} /> : null}
    </>
  );
}
