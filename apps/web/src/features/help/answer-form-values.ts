import type { FieldErrors, Resolver } from 'react-hook-form';
import type { HelpFormElement } from '@commons/contract';
import { helpElementProblem } from '@commons/domain';

/** An answer form's values by field name: text or the chosen option, or the chosen options of a checkbox group. */
export type AnswerValues = Record<string, string | string[]>;

/** The form field of an element (never a bare number: React Hook Form would read it as an array index). */
export const fieldOf = (elementId: number) => `e${elementId}`;

/** Every element empty: no text, no choice. */
export function emptyAnswerValues(elements: readonly HelpFormElement[]): AnswerValues {
  return Object.fromEntries(elements.map((element) => [fieldOf(element.id), element.type === 'checkboxes' ? [] : '']));
}

/** Checks each element with the domain's rule, the one the server applies again (docs/product/forms.md#help). */
export function answerFormResolver(elements: readonly HelpFormElement[]): Resolver<AnswerValues> {
  return async (values) => {
    const errors: FieldErrors<AnswerValues> = {};
    for (const element of elements) {
      const name = fieldOf(element.id);
      const problem = helpElementProblem(element, values[name]);
      if (problem) errors[name] = { type: 'validate', message: problem };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
