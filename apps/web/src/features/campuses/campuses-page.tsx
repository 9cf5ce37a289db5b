import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { PlainLayout } from '../../ui/plain-layout.tsx';
import { campusQueries } from './queries.ts';
import { CampusPicker } from './campus-picker.tsx';

/** `/campuses`: the multi-campus page, which needs no site. */
export function CampusesPage() {
  const campuses = useQuery(campusQueries.list());
  return (
    <PlainLayout>
      <PageHead title="Choose your campus | Campus Dining" description="Choose your campus to see its dining locations, menus, hours and more." />
      <h1 className="page-title" tabIndex={-1}>
        Choose your campus
      </h1>
      <p className="page-lead">Each campus has its own dining website with menus, hours and locations.</p>
      {campuses.isPending ? <LoadingState label="Loading campuses…" /> : null}
      {campuses.isError ? <ErrorState onRetry={() => void campuses.refetch()} /> : null}
      {campuses.data?.campuses.length === 0 ? <p>There are no campuses to choose from yet.</p> : null}
      {campuses.data && campuses.data.campuses.length > 0 ? <CampusPicker campuses={campuses.data.campuses} /> : null}
    </PlainLayout>
  );
}
