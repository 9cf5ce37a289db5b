import { z } from 'zod';
import { YES_NO } from '@commons/domain';
import { personName, storableText } from './primitives.ts';

/** Text whose domain rule's message (if any) is the field's error. */
const checkedBy = (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

/** A text field checked by a domain rule: missing or null is `required`'s message via the rule. */
export function ruledText(problem: (value: string) => string | null, rawMax: number, required: string) {
  return storableText('refuse', (issue) => (issue.input === undefined || issue.input === null ? required : 'Must be text.'))
    .max(rawMax, 'Too long.')
    .superRefine(checkedBy(problem))
    .transform((value) => value.trim());
}

/** A person's name (`personName`: one line, no markup characters) checked by a domain rule; missing or null is `required`'s message. */
export function ruledName(problem: (value: string) => string | null, rawMax: number, required: string) {
  return personName((issue) => (issue.input === undefined || issue.input === null ? required : 'Must be text.'))
    .max(rawMax, 'Too long.')
    .superRefine(checkedBy(problem))
    .transform((value) => value.trim());
}

/** An optional text field checked by a domain rule; missing, null or blank is ''. */
export function optionalRuledText(problem: (value: string) => string | null, rawMax: number) {
  return storableText('refuse')
    .max(rawMax, 'Too long.')
    .superRefine(checkedBy(problem))
    .nullable()
    .optional()
    .transform((value) => value?.trim() ?? '');
}

/** Optional free text up to `max` characters (trimmed); missing or null is ''. */
export function optionalText(max: number, tooLong: string) {
  return storableText('refuse')
    .max(max * 4, tooLong)
    .nullable()
    .optional()
    .transform((value) => value?.trim() ?? '')
    .refine((value) => value.length <= max, tooLong);
}

/** A yes/no radio answer, sent as the strings 'true' and 'false' (docs/product/forms.md#feedback, #dietary-health). */
export const yesNo = (message: string) => z.enum(YES_NO as ['true', 'false'], { error: message });

/** One choice from `list`, required. */
export const oneOf = <T extends string>(list: readonly T[], message: string) => z.enum(list as [T, ...T[]], { error: message });

/** Several choices from `list` (none by default), kept in the list's order without duplicates. */
export function someOf<T extends string>(list: readonly T[], message: string) {
  return z
    .array(z.enum(list as [T, ...T[]], { error: message }), { error: message })
    .max(list.length * 2, message)
    .optional()
    .transform((chosen) => list.filter((option) => (chosen ?? []).includes(option)));
}
