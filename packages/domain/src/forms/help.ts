/**
 * Help / "get answers now" (docs/product/forms.md#help): the answer form's element rules, the follow-up
 * form's rules and the search's text matching. Documented messages are kept verbatim.
 */
import { emailProblem } from '../account/customer-fields.ts';

export const HELP_ANSWER_TYPES = ['text', 'link', 'form'] as const;
export type HelpAnswerType = (typeof HELP_ANSWER_TYPES)[number];

export const HELP_ELEMENT_TYPES = ['checkboxes', 'input', 'radio_buttons', 'textarea'] as const;
export type HelpElementType = (typeof HELP_ELEMENT_TYPES)[number];

/** Longest one-line answer kept. */
export const HELP_INPUT_MAX_LENGTH = 500;
/** Longest text box answer and follow-up comments kept: a long letter fits; a pasted book does not. */
export const HELP_TEXT_MAX_LENGTH = 5000;
export const HELP_NAME_MAX_LENGTH = 100;
export const HELP_STUDENT_ID_MAX_LENGTH = 30;
/** The most questions one search answers. */
export const HELP_SEARCH_MAX_RESULTS = 50;
/** The longest search text taken. */
export const HELP_NEEDLE_MAX_LENGTH = 200;

export const HELP_TEXTS = {
  /** docs/product/forms.md#help. */
  required: 'This field is required.',
  /** docs/product/forms.md#help (a notification for 3 seconds). */
  success: 'Thank you — your request has been sent.',
  /** docs/product/forms.md#help. */
  failure: 'Sorry — we were unable to process your request at this time.',
  /** docs/product/forms.md#help. */
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be correctly formatted.',
  studentIdRequired: 'Student ID is required.',
  commentsRequired: 'Please describe how we can help.',
  /** docs/product/forms.md#help. */
  loadFailure: "We're sorry, something went wrong loading this content.",
  /** The form's own words, beyond the documented ones. */
  notAnOption: 'Please choose from the options given.',
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
  nameTooLong: `A name must be at most ${HELP_NAME_MAX_LENGTH} characters.`,
  studentIdTooLong: `A student ID must be at most ${HELP_STUDENT_ID_MAX_LENGTH} characters.`,
  commentsTooLong: `Please keep this to ${HELP_TEXT_MAX_LENGTH} characters or fewer.`,
} as const;

const T = HELP_TEXTS;

/** What the rules need to know of an answer form's element. */
export interface HelpElementRule {
  type: HelpElementType;
  options: readonly string[];
  required: boolean;
  /** Names what the element asks for: a line labelled as an e-mail address must hold one. */
  label?: string;
}

/** An element's value: the chosen options of a checkbox group, text or the chosen option otherwise. */
export type HelpElementValue = string | readonly string[];

const isBlank = (value: string) => value.trim() === '';

/** The longest text an element of `type` takes. */
export const helpElementMaxLength = (type: HelpElementType): number => (type === 'textarea' ? HELP_TEXT_MAX_LENGTH : HELP_INPUT_MAX_LENGTH);

/**
 * What is wrong with one element's value, or null (docs/product/forms.md#help): a required element needs a value
 * (text is trimmed, blank counts as empty; checkboxes need at least one choice); a radio or
 * checkbox value must be among the element's options; text is capped. A missing value is empty.
 */
export function helpElementProblem(element: HelpElementRule, value: HelpElementValue | undefined): string | null {
  if (element.type === 'checkboxes') {
    const chosen = value === undefined ? [] : typeof value === 'string' ? (isBlank(value) ? [] : [value]) : value;
    if (chosen.length === 0) return element.required ? T.required : null;
    const unique = new Set(chosen);
    if (unique.size !== chosen.length || chosen.some((choice) => !element.options.includes(choice))) return T.notAnOption;
    return null;
  }
  if (typeof value !== 'string') {
    // Several values for a one-value element: only a checkbox group takes a list.
    if (value !== undefined && value.length > 0) return T.notAnOption;
    return element.required ? T.required : null;
  }
  if (isBlank(value)) return element.required ? T.required : null;
  if (element.type === 'radio_buttons') return element.options.includes(value) ? null : T.notAnOption;
  const max = helpElementMaxLength(element.type);
  if (value.trim().length > max) return T.tooLong(max);
  if (isEmailElement(element) && emailProblem(value) !== null) return T.emailInvalid;
  return null;
}

const EMAIL_LABEL = /\be-?mail\b/;

/**
 * Does the element ask for an e-mail address? A line of text labelled so ("Email address",
 * "E-mail"): its value must be one, and the sender gets a copy of the request there.
 */
export const isEmailElement = (element: Pick<HelpElementRule, 'type' | 'label'>): boolean =>
  element.type === 'input' && element.label !== undefined && EMAIL_LABEL.test(searchableText(element.label));

/** An element's value as kept and mailed: text trimmed, choices in the element's option order. */
export function helpElementValueText(element: HelpElementRule, value: HelpElementValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  return element.options.filter((option) => value.includes(option)).join(', ');
}

/** Every element's problem, keyed by element id; empty when the form may be sent. */
export function helpFormProblems(
  elements: readonly (HelpElementRule & { id: number })[],
  valueOf: (id: number) => HelpElementValue | undefined,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const element of elements) {
    const problem = helpElementProblem(element, valueOf(element.id));
    if (problem) problems[String(element.id)] = problem;
  }
  return problems;
}

/** Follow-up name: required. */
export function helpNameProblem(value: string): string | null {
  if (isBlank(value)) return T.nameRequired;
  return value.trim().length > HELP_NAME_MAX_LENGTH ? T.nameTooLong : null;
}

/** Follow-up email: required, and an address. */
export function helpEmailProblem(value: string): string | null {
  if (isBlank(value)) return T.emailRequired;
  return emailProblem(value) === null ? null : T.emailInvalid;
}

/** Follow-up student ID: required. */
export function helpStudentIdProblem(value: string): string | null {
  if (isBlank(value)) return T.studentIdRequired;
  return value.trim().length > HELP_STUDENT_ID_MAX_LENGTH ? T.studentIdTooLong : null;
}

/** Follow-up comments: required, capped. */
export function helpCommentsProblem(value: string): string | null {
  if (isBlank(value)) return T.commentsRequired;
  return value.trim().length > HELP_TEXT_MAX_LENGTH ? T.commentsTooLong : null;
}

const COMBINING_MARKS = /\p{M}/gu;
const SPACES = /\s+/gu;

/**
 * Text as the help search compares it: accents and case aside ("Café" and "cafe" are one word),
 * runs of white space as one space, trimmed. Decomposed (NFD) so each accent is a mark of its own.
 */
export function searchableText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(SPACES, ' ').trim();
}

/** docs/product/forms.md#help: blank text (after trimming) does nothing. */
export const isBlankSearch = (needle: string): boolean => searchableText(needle) === '';

/**
 * Does a question's text match the search? Every word of the needle appears in it, accents and
 * case aside, in any order ("switch plan" finds "How do I switch plans mid-semester?"). A blank
 * needle matches nothing.
 */
export function questionMatches(questionText: string, needle: string): boolean {
  const words = searchableText(needle).split(' ').filter((word) => word !== '');
  if (words.length === 0) return false;
  const text = searchableText(questionText);
  return words.every((word) => text.includes(word));
}
