import type { QueryClient } from '@tanstack/react-query';
import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswers } from '@commons/contract/first-answers';
import { siteQueries } from './site-queries.ts';

/**
 * Puts the answers the page's first HTML carries (its site, and its section on a section page) into
 * the query cache, once, so the site guard and the section route start with them instead of asking
 * the server again. A page without them, or with text that is not JSON, leaves the cache as it is.
 */
export function takeFirstAnswers(queryClient: QueryClient, page: Document = document): void {
  const element = page.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element) return;
  element.remove();
  let answers: FirstAnswers;
  try {
    answers = JSON.parse(element.textContent ?? '') as FirstAnswers;
  } catch {
    return;
  }
  if (answers.site) queryClient.setQueryData(siteQueries.info(answers.site.slug).queryKey, answers.site.answer);
  if (answers.section) queryClient.setQueryData(siteQueries.section(answers.section.siteId, answers.section.slug).queryKey, answers.section.answer);
}
