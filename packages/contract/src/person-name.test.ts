import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkoutCardFields, checkoutCustomerFields } from './checkout-fields.ts';
import { allergenProfileBody, signUpBody, updateCustomerBody } from './customers.ts';
import { dietaryHealthBody } from './dietary-health.ts';
import { feedbackBody } from './feedback.ts';
import { helpFollowUpBody } from './help.ts';
import { onTheGoBody } from './on-the-go.ts';
import { personName, singleLineText } from './primitives.ts';
import { reservationBody } from './reservations.ts';

const NAME_MESSAGE = 'A name must be one line of text, without line breaks, control characters, < or >.';
const ONE_LINE_MESSAGE = 'Must be one line of text, without line breaks or control characters.';

/** The first message on `field` when `value` is sent there (the rest of the body may be anything). */
function messageOn(schema: z.ZodType, field: string, value: unknown): string | undefined {
  const result = schema.safeParse({ [field]: value });
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

/** Every form's name fields (docs/product: sign-up, profile, allergens, feedback, help, dietary, on-the-go, reservations, checkout). */
const NAME_FIELDS: [string, z.ZodType, string][] = [
  ['sign-up', signUpBody, 'first_name'],
  ['sign-up', signUpBody, 'last_name'],
  ['profile', updateCustomerBody, 'first_name'],
  ['profile', updateCustomerBody, 'last_name'],
  ['allergen profile', allergenProfileBody, 'contact_name'],
  ['feedback', feedbackBody, 'first_name'],
  ['feedback', feedbackBody, 'last_name'],
  ['help follow-up', helpFollowUpBody, 'name'],
  ['dietary health', dietaryHealthBody, 'name'],
  ['on-the-go', onTheGoBody, 'name'],
  ['reservation', reservationBody, 'first_name'],
  ['reservation', reservationBody, 'last_name'],
  ['checkout buyer', checkoutCustomerFields, 'first_name'],
  ['checkout buyer', checkoutCustomerFields, 'last_name'],
  ['checkout student', checkoutCustomerFields, 'student_first_name'],
  ['checkout student', checkoutCustomerFields, 'student_last_name'],
  ['card holder', checkoutCardFields, 'card_first_name'],
  ['card holder', checkoutCardFields, 'card_last_name'],
];

describe('a name in every form', () => {
  it.each(NAME_FIELDS)('%s %s refuses line breaks, control characters and markup with one clear message', (_form, schema, field) => {
    for (const bad of ['Ada\r\nBcc: all@example.edu', 'Ada\n', 'Ada\tLovelace', 'Ada\u0085', 'Ada\u2028Lovelace', '\u202eecalevoL', '<b>Ada</b>', 'Ada>']) {
      expect(messageOn(schema, field, bad), JSON.stringify(bad)).toBe(NAME_MESSAGE);
    }
  });

  it.each(NAME_FIELDS)('%s %s takes a name of any script', (_form, schema, field) => {
    expect(messageOn(schema, field, 'Zoë')).toBeUndefined();
  });

  it('help follow-up: a name of several words with punctuation is still a name', () => {
    expect(messageOn(helpFollowUpBody, 'name', 'Dr. Anne-Marie O’Neil (Jr.)')).toBeUndefined();
  });
});

describe('singleLineText and personName', () => {
  it('refuse only what does not belong on one line; NUL keeps its own message', () => {
    expect(singleLineText().safeParse('one\ntwo').error?.issues[0]?.message).toBe(ONE_LINE_MESSAGE);
    expect(singleLineText().parse('a <b> & “c”')).toBe('a <b> & “c”');
    expect(personName().safeParse('a<b').error?.issues[0]?.message).toBe(NAME_MESSAGE);
    expect(personName().safeParse('A\u0000da').error?.issues.map((issue) => issue.message)).toEqual(['Must not contain NUL characters or broken Unicode (unpaired surrogates).']);
  });
});
