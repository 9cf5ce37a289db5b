import { HELP_SEARCH_MAX_RESULTS, isBlankSearch, questionMatches } from '@commons/domain';
import type { HelpAnswer, HelpParent, HelpQuestion } from '@commons/contract';
import type { HelpAnswerRow, HelpElementRow, HelpQuestionRow } from './help.repo.ts';

interface SiteHelpRows {
  questions: readonly HelpQuestionRow[];
  answers: readonly HelpAnswerRow[];
  elements: readonly HelpElementRow[];
}

function answersByQuestion({ answers, elements }: SiteHelpRows): Map<number, HelpAnswer> {
  const elementsOf = new Map<number, HelpAnswer['form_elements']>();
  for (const { answer_id, ...element } of elements) {
    const list = elementsOf.get(answer_id) ?? [];
    list.push(element);
    elementsOf.set(answer_id, list);
  }
  const byQuestion = new Map<number, HelpAnswer>();
  for (const { question_id, ...answer } of answers) {
    byQuestion.set(question_id, { ...answer, form_elements: answer.type === 'form' ? (elementsOf.get(answer.id) ?? []) : [] });
  }
  return byQuestion;
}

/**
 * A site's questions as the tree the page browses: the top questions (no parent) in their order,
 * each with its answer, its ancestors and its children. A question whose parent is not one of the
 * site's is left out with its children, and so is any loop: only what hangs from a top question shows.
 */
export function helpTree(rows: SiteHelpRows): HelpQuestion[] {
  const answers = answersByQuestion(rows);
  const childrenOf = new Map<number | null, HelpQuestionRow[]>();
  for (const question of rows.questions) {
    const siblings = childrenOf.get(question.parent_id) ?? [];
    siblings.push(question);
    childrenOf.set(question.parent_id, siblings);
  }
  const build = (question: HelpQuestionRow, parents: HelpParent[]): HelpQuestion => {
    const path = [...parents, { id: question.id, text: question.text }];
    return {
      id: question.id,
      text: question.text,
      parents,
      answer: answers.get(question.id) ?? null,
      child_questions: (childrenOf.get(question.id) ?? []).map((child) => build(child, path)),
    };
  };
  return (childrenOf.get(null) ?? []).map((top) => build(top, []));
}

/**
 * The questions of a tree whose text holds every word of `needle`, accents and case aside, in the
 * order the page lists them (depth first), at most HELP_SEARCH_MAX_RESULTS. Blank finds nothing.
 */
export function searchHelpTree(tree: readonly HelpQuestion[], needle: string): HelpQuestion[] {
  if (isBlankSearch(needle)) return [];
  const found: HelpQuestion[] = [];
  const visit = (questions: readonly HelpQuestion[]) => {
    for (const question of questions) {
      if (found.length >= HELP_SEARCH_MAX_RESULTS) return;
      if (questionMatches(question.text, needle)) found.push(question);
      visit(question.child_questions);
    }
  };
  visit(tree);
  return found;
}
