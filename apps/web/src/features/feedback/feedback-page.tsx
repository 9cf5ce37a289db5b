import { useQuery } from '@tanstack/react-query';
import type { Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import { FEEDBACK_UI_TEXTS as T } from './feedback-texts.ts';
import { feedbackQueries } from './queries.ts';
import './feedback.css';

/**
 * The feedback section (docs/product/forms.md#feedback): the section's title and text, then the form
 * once the site's feedback locations are known (they decide whether a location is asked for).
 */
export function FeedbackPage({ section }: { section: Section }) {
  const site = useSite();
  const locations = useQuery(feedbackQueries.locations(site.id));
  const body = section.body?.trim() ?? '';
  return (
    <div className="section-page container feedback-page">
      <PageHead title={`${section.name} | ${site.name}`} description={`Tell ${site.name} Dining what you think: send your comments to the dining team.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {body ? <SafeHtml html={body} className="section-page__body" /> : null}
      {locations.data ? (
        <div className="feedback-page__card">
          <FeedbackForm siteId={site.id} locations={locations.data.locations} name={section.name} />
        </div>
      ) : locations.isError ? (
        <ErrorState message={T.locationsFailed} onRetry={() => void locations.refetch()} />
      ) : (
        <LoadingState label={T.locationsLoading} />
      )}
    </div>
  );
}
