import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Section } from '@commons/contract';
import { useSite } from '../../site/site-context.tsx';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { HelpSearchForm } from './help-search-form.tsx';
import { HELP_UI_TEXTS as T } from './help-texts.ts';
import { helpQueries } from './queries.ts';
import { QuestionTree } from './question-tree.tsx';
import { SearchResults } from './search-results.tsx';
import './help.css';

/** The URL's search text: results mode while it is there. */
const SEARCH_PARAM = 'q';

/**
 * Help, "get answers now" (sections get-answers-now and help, docs/product/forms.md#help): browse
 * the questions as nested disclosures, or search them. A search shows 'Loading...' then its
 * results; Back returns to browsing as it was left (the tree stays, hidden, with its open
 * questions and typed answers). The search is in the URL, so the browser's Back works too.
 */
export function HelpPage({ section }: { section: Section }) {
  const site = useSite();
  const [params, setParams] = useSearchParams();
  const needle = params.get(SEARCH_PARAM)?.trim() ?? '';
  const isResults = needle !== '';
  const tree = useQuery(helpQueries.tree(site.id));
  const questions = tree.data?.questions;
  const searchBox = useRef<HTMLInputElement>(null);

  const search = (text: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(SEARCH_PARAM, text);
      return next;
    });
  };
  const back = () => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(SEARCH_PARAM);
      return next;
    });
    searchBox.current?.focus();
  };

  return (
    <div className="section-page container help-page">
      <PageHead title={`${section.name} | ${site.name}`} description={`Answers to common questions about ${site.name} Dining: meal plans, locations, allergies and more.`} noIndex={section.no_robots} />
      <SectionHeading section={section} alwaysShow />
      <HelpSearchForm current={needle} inputRef={searchBox} onSearch={search} />
      {isResults ? <SearchResults siteId={site.id} needle={needle} onBack={back} /> : null}
      <section className="help-browse" aria-labelledby="help-browse-title" hidden={isResults}>
        <h2 id="help-browse-title" className="visually-hidden">
          {T.browseTitle}
        </h2>
        {tree.isPending ? <LoadingState label={T.loading} /> : null}
        {tree.isError && !questions ? <ErrorState message={T.loadFailure} onRetry={() => void tree.refetch()} /> : null}
        {questions && questions.length === 0 ? <p className="help-browse__empty">{T.noQuestions}</p> : null}
        {questions && questions.length > 0 ? <QuestionTree siteId={site.id} questions={questions} level={3} /> : null}
      </section>
    </div>
  );
}
