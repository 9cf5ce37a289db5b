import { useQuery } from '@tanstack/react-query';
import type { Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { surveyQueries } from './queries.ts';
import { SurveyPoll } from './survey-poll.tsx';
import './surveys.css';

export const NO_SURVEYS_TEXT = 'There are no surveys open right now. Please check back soon!';
/** Surveys are content: a failed load uses the content wording (docs/product/forms.md#surveys). */
export const SURVEYS_FAILED_TEXT = "We're sorry, something went wrong loading this content.";

/** Surveys (section surveys): every published survey, newest first, each to vote on or with its results. */
export function SurveysPage({ section }: { section: Section }) {
  const site = useSite();
  const query = useQuery(surveyQueries.list(site.id));
  const surveys = query.data?.surveys;
  return (
    <div className="section-page container surveys-page">
      <PageHead title={`${section.name} | ${site.name}`} description={`Tell ${site.name} Dining what you think: vote in our surveys and see the results.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      {query.isPending ? <LoadingState label="Loading surveys…" /> : null}
      {query.isError && !surveys ? <ErrorState message={SURVEYS_FAILED_TEXT} onRetry={() => void query.refetch()} /> : null}
      {surveys && surveys.length === 0 ? <p className="surveys-page__empty">{NO_SURVEYS_TEXT}</p> : null}
      {surveys && surveys.length > 0 ? (
        <ul className="surveys-page__list">
          {surveys.map((survey) => (
            <li key={survey.id} className="surveys-page__item">
              <SurveyPoll survey={survey} siteId={site.id} headingLevel={2} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
