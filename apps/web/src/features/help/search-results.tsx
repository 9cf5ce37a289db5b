import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { AnswerView } from './answer-view.tsx';
import { HELP_UI_TEXTS as T } from './help-texts.ts';
import { helpQueries } from './queries.ts';
import { QuestionTree } from './question-tree.tsx';

interface SearchResultsProps {
  siteId: number;
  needle: string;
  onBack: () => void;
}

/**
 * The results of a search (docs/product/forms.md#help): 'Loading...' while it runs, then each question found
 * with the path of questions above it, its answer and its child questions; a Back button returns
 * to browsing. The title takes focus when the results arrive, so a screen reader reads them next.
 */
export function SearchResults({ siteId, needle, onBack }: SearchResultsProps) {
  const query = useQuery(helpQueries.search(siteId, needle));
  const title = useRef<HTMLHeadingElement>(null);
  const found = query.data?.questions;
  const hasArrived = found !== undefined;
  useEffect(() => {
    if (hasArrived) title.current?.focus();
  }, [hasArrived, needle]);

  return (
    <section className="help-results" aria-labelledby="help-results-title">
      <div className="help-results__bar">
        <h2 id="help-results-title" className="help-results__title" ref={title} tabIndex={-1}>
          {T.resultsTitle(needle)}
        </h2>
        <button type="button" className="button button--ghost" onClick={onBack}>
          {T.back}
        </button>
      </div>
      {query.isPending ? <LoadingState label={T.loading} /> : null}
      {query.isError && !found ? <ErrorState message={T.loadFailure} onRetry={() => void query.refetch()} /> : null}
      {found && found.length === 0 ? <p className="help-results__empty">{T.noResults(needle)}</p> : null}
      {found && found.length > 0 ? (
        <>
          <p className="help-results__count">{T.resultCount(found.length)}</p>
          <ol className="help-results__list">
            {found.map((question) => (
              <li key={question.id} className="help-result">
                {question.parents.length > 0 ? (
                  <p className="help-result__path">
                    <span className="visually-hidden">In </span>
                    {question.parents.map((parent) => parent.text).join(' › ')}
                  </p>
                ) : null}
                <h3 className="help-result__question">{question.text}</h3>
                {question.answer ? <AnswerView siteId={siteId} answer={question.answer} question={question.text} /> : null}
                {question.child_questions.length > 0 ? <QuestionTree siteId={siteId} questions={question.child_questions} level={4} /> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
