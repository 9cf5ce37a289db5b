import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Site } from '@commons/contract';
import { surveyQueries } from './queries.ts';
import { SurveyPoll } from './survey-poll.tsx';
import './surveys.css';

/** Survey home tile (docs/product/forms.md#surveys): the newest survey to vote on, or its results; hidden when there is none. */
export function SurveyTile({ site }: { site: Site }) {
  const { data } = useSuspenseQuery(surveyQueries.list(site.id, 1));
  const headingId = useId();
  const survey = data.surveys[0];
  if (!survey) return null;
  return (
    <section className="tile tile--survey" aria-labelledby={headingId}>
      <h2 id={headingId} className="tile__title">
        Survey
      </h2>
      <SurveyPoll survey={survey} siteId={site.id} headingLevel={3} />
    </section>
  );
}
