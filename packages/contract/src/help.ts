import { z } from 'zod';
import {
  HELP_ANSWER_TYPES,
  HELP_ELEMENT_TYPES,
  HELP_NEEDLE_MAX_LENGTH,
  helpCommentsProblem,
  helpEmailProblem,
  helpNameProblem,
  helpStudentIdProblem,
  type HelpAnswerType,
  type HelpElementType,
} from '@commons/domain';
import { get, post } from './route.ts';
import { bodyId, personName, siteId, storableText, type TextError } from './primitives.ts';

const tag = 'help';

/** Longer than any help text field allows: the rule's own length message speaks below it; more is refused at once. */
const RAW_MAX = 20_000;
/** The most elements one answer form sends, and choices one checkbox group sends. */
export const HELP_FORM_MAX_ELEMENTS = 50;
export const HELP_CHOICES_MAX = 50;

/** One element of an answer's form (docs/product/forms.md#help): its options are the choices of a checkbox or radio group. */
export const helpFormElement = z.object({
  id: z.number(),
  type: z.enum(HELP_ELEMENT_TYPES),
  label: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
});
export type HelpFormElement = z.infer<typeof helpFormElement>;

/**
 * A question's answer (docs/product/forms.md#help): `text` is plain text (shown as text, never as markup); a link
 * answer has `url` and `url_text`; a form answer has `form_elements`. `contact`: the visitor may
 * send a follow-up question about it.
 */
export const helpAnswer = z.object({
  id: z.number(),
  type: z.enum(HELP_ANSWER_TYPES),
  description: z.string().nullable(),
  text: z.string().nullable(),
  url: z.string().nullable(),
  url_text: z.string().nullable(),
  contact: z.boolean(),
  form_elements: z.array(helpFormElement),
});
export type HelpAnswer = z.infer<typeof helpAnswer>;

/** An ancestor of a question, from the top of the tree down to its parent. */
export const helpParent = z.object({ id: z.number(), text: z.string() });
export type HelpParent = z.infer<typeof helpParent>;

interface HelpQuestionShape {
  id: number;
  text: string;
  /** Ancestors from the top down; empty for a top question. */
  parents: HelpParent[];
  answer: {
    id: number;
    type: HelpAnswerType;
    description: string | null;
    text: string | null;
    url: string | null;
    url_text: string | null;
    contact: boolean;
    form_elements: { id: number; type: HelpElementType; label: string; options: string[]; required: boolean }[];
  } | null;
  child_questions: HelpQuestionShape[];
}

/** A help question with its answer (if any) and its child questions, in their order. */
export const helpQuestion: z.ZodType<HelpQuestionShape> = z.lazy(() =>
  z.object({
    id: z.number(),
    text: z.string(),
    parents: z.array(helpParent),
    answer: helpAnswer.nullable(),
    child_questions: z.array(helpQuestion),
  }),
);
export type HelpQuestion = HelpQuestionShape;

const helpAnswerMsg = z.object({ msg: z.string() });

export const getHelpQuestions = get(
  '/v1/dynamic_faqs',
  {
    summary: "A published site's help questions as a tree: the top questions, each with its answer and child questions, in their order.",
    tag,
    query: z.object({ site_id: siteId }).strict(),
  },
  z.object({ questions: z.array(helpQuestion) }),
);

export const getHelpSearch = get(
  '/v1/dynamic_faqs/search',
  {
    summary:
      'Help questions whose text holds every word of `needle`, accents and case aside, in tree order (at most 50), each with its ancestors (`parents`), answer and child questions. A blank needle finds nothing.',
    tag,
    query: z
      .object({
        site_id: siteId,
        needle: storableText('clean', 'Must be text.').max(HELP_NEEDLE_MAX_LENGTH, `At most ${HELP_NEEDLE_MAX_LENGTH} characters.`).optional().default(''),
      })
      .strict(),
  },
  z.object({ questions: z.array(helpQuestion) }),
);

/** A choice or a line of text, as the visitor sent it; the server checks it against its element. */
const elementText = storableText('refuse').max(RAW_MAX, 'Too long.');

/**
 * One element's value: text (input, textarea), the chosen option (radio_buttons) or the chosen
 * options (checkboxes). `valid` is the page's own judgement, kept for the call's documented shape and ignored:
 * the server checks every element again.
 */
export const helpFormValue = z
  .object({
    id: bodyId,
    value: z.union([elementText, z.array(elementText).max(HELP_CHOICES_MAX, `At most ${HELP_CHOICES_MAX} choices.`)], { error: 'Must be text or a list of choices.' }),
    valid: z.boolean().optional(),
  })
  .strict();
export type HelpFormValue = z.input<typeof helpFormValue>;

export const helpAnswerBody = z
  .object({
    answer_id: bodyId,
    site_id: bodyId,
    form: z.array(helpFormValue).max(HELP_FORM_MAX_ELEMENTS, `At most ${HELP_FORM_MAX_ELEMENTS} elements.`),
  })
  .strict();
export type HelpAnswerBody = z.output<typeof helpAnswerBody>;

export const postHelpAnswer = post(
  '/v1/dynamic_faqs/answer/submit',
  {
    summary:
      "Send a form answer's filled-in form to the site's dining team. Every element is checked on the server: a 400 keys each problem by element id ('This field is required.'). Stored first, then e-mailed to the team; nothing goes to an address typed into the form (it has no captcha). An answer that is not a form answer of the site is a 404. Rate limited per address.",
    tag,
    body: helpAnswerBody,
  },
  helpAnswerMsg,
);

/**
 * A follow-up field checked by a domain rule: missing is its "required" message; answers the trimmed
 * text. A `name` is a `personName` (it goes into the team's mail subject).
 */
function ruled(problem: (value: string) => string | null, kind: 'text' | 'name' = 'text') {
  const required = problem('') ?? 'Must be text.';
  const error: TextError = (issue) => (issue.input === undefined || issue.input === null ? required : 'Must be text.');
  return (kind === 'name' ? personName(error) : storableText('refuse', error))
    .max(RAW_MAX, 'Too long.')
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => value.trim());
}

/** docs/product/forms.md#help: the four fields and their messages. */
export const helpFollowUpBody = z
  .object({
    site_id: bodyId,
    answer_id: bodyId,
    name: ruled(helpNameProblem, 'name'),
    email: ruled(helpEmailProblem),
    student_id: ruled(helpStudentIdProblem),
    comments: ruled(helpCommentsProblem),
  })
  .strict();
export type HelpFollowUpBody = z.output<typeof helpFollowUpBody>;
export type HelpFollowUpForm = z.input<typeof helpFollowUpBody>;

export const postHelpFollowUp = post(
  '/v1/dynamic_faqs/answer/follow_up',
  {
    summary:
      "Ask the site's dining team a follow-up question about an answer that offers one (its `contact` flag). Stored first, then e-mailed to the team, who reply to the address given; nothing is mailed to that address from here (no captcha). The name is one line without < or >. Rate limited per address.",
    tag,
    body: helpFollowUpBody,
  },
  helpAnswerMsg,
);
