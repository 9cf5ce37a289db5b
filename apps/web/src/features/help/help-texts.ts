import { HELP_TEXTS } from '@commons/domain';

/** The help page's words: the documented ones (HELP_TEXTS, docs/product/forms.md#help) and the page's own. */
export const HELP_UI_TEXTS = {
  loading: 'Loading...',
  loadFailure: HELP_TEXTS.loadFailure,
  searchLabel: 'Search help',
  search: 'Search',
  back: 'Back',
  browseTitle: 'Browse questions',
  noQuestions: 'There are no help questions yet. Please check back soon.',
  resultsTitle: (needle: string) => `Results for “${needle}”`,
  resultCount: (count: number) => (count === 1 ? '1 question found.' : `${count} questions found.`),
  noResults: (needle: string) => `No questions match “${needle}”. Try other words, or go back to browse all questions.`,
  sendRequest: 'Send request',
  sending: 'Sending…',
  chooseAtLeastOne: 'Choose at least one.',
  opensInNewTab: ' (opens in a new tab)',
  followUpOpen: 'Ask a follow-up question',
  followUpTitle: 'Still need help? Ask the dining team',
  followUpSend: 'Send question',
} as const;
