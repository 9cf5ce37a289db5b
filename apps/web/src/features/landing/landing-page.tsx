import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { PlainLayout } from '../../ui/plain-layout.tsx';
import { CampusPicker } from '../campuses/index.ts';
import { landingQueries } from './queries.ts';
import { SchoolPicker } from './school-picker.tsx';
import './landing.css';

/**
 * `/`: a searchable choice of schools, or, on hosts configured for it, the multi-campus picker.
 * Both lists are asked for at once so the page needs one round trip.
 */
export function LandingPage() {
  const landing = useQuery(landingQueries.landing());
  const sites = useQuery(landingQueries.publicSites());
  const campuses = landing.data?.campuses ?? null;
  const needsSites = landing.isSuccess && campuses === null;

  const retry = () => {
    void landing.refetch();
    void sites.refetch();
  };

  let content: ReactNode;
  if (landing.isError || (needsSites && sites.isError)) content = <ErrorState onRetry={retry} />;
  else if (landing.isPending || (needsSites && sites.isPending)) content = <LoadingState label="Loading schools…" />;
  else if (campuses !== null)
    content = (
      <>
        <h2 className="landing__subtitle">Choose your campus</h2>
        <CampusPicker campuses={campuses} />
      </>
    );
  else if (!sites.data || sites.data.sites.length === 0) content = <p>No school dining sites are available yet. Please check back soon.</p>;
  else content = <SchoolPicker sites={sites.data.sites} />;

  return (
    <PlainLayout>
      <PageHead
        title="Campus Dining | Find your school"
        description="Find your school's dining site: what's open, what's on the menu, nutritional information and more."
      />
      <section className="landing">
        <h1 className="page-title" tabIndex={-1}>
          Welcome to Campus Dining
        </h1>
        <p className="page-lead">Find what's open, what's on the menu, nutritional information and more.</p>
        <div className="landing__picker">{content}</div>
      </section>
    </PlainLayout>
  );
}
