import { describe, expect, it } from 'vitest';
import {
  HELP_TEXTS as T,
  HELP_SEARCH_MAX_RESULTS,
  HELP_TEXT_MAX_LENGTH,
  helpCommentsProblem,
  helpElementProblem,
  helpElementValueText,
  helpEmailProblem,
  helpFormProblems,
  helpNameProblem,
  helpStudentIdProblem,
  isBlankSearch,
  isEmailElement,
  questionMatches,
  searchableText,
  type HelpElementRule,
} from './help.ts';

const plans = ['Gold', 'Silver', 'Bronze'];
const element = (type: HelpElementRule['type'], required = true, options: string[] = []): HelpElementRule => ({ type, required, options });

describe('help texts (docs/product/forms.md)', () => {
  it('keeps the spec’s words', () => {
    expect(T.required).toBe('This field is required.');
    expect(T.success).toBe('Thank you — your request has been sent.');
    expect(T.failure).toBe('Sorry — we were unable to process your request at this time.');
    expect(T.nameRequired).toBe('Name is required.');
    expect(T.emailRequired).toBe('Email is required');
    expect(T.emailInvalid).toBe('Email must be correctly formatted.');
    expect(T.studentIdRequired).toBe('Student ID is required.');
    expect(T.commentsRequired).toBe('Please describe how we can help.');
    expect(T.loadFailure).toBe("We're sorry, something went wrong loading this content.");
  });
});

describe('answer form elements (docs/product/forms.md#help)', () => {
  it('needs a value in a required text element; trimmed blank is empty', () => {
    for (const type of ['input', 'textarea'] as const) {
      for (const empty of [undefined, '', '   ', '\n\t']) expect(helpElementProblem(element(type), empty)).toBe(T.required);
      expect(helpElementProblem(element(type), ' N1234 ')).toBeNull();
      expect(helpElementProblem(element(type, false), '  ')).toBeNull();
    }
  });

  it('needs at least one choice in a required checkbox group, each among the options, none twice', () => {
    const group = element('checkboxes', true, plans);
    expect(helpElementProblem(group, [])).toBe(T.required);
    expect(helpElementProblem(group, undefined)).toBe(T.required);
    expect(helpElementProblem(group, ['Gold'])).toBeNull();
    expect(helpElementProblem(group, ['Gold', 'Bronze'])).toBeNull();
    expect(helpElementProblem(group, ['Platinum'])).toBe(T.notAnOption);
    expect(helpElementProblem(group, ['Gold', 'Gold'])).toBe(T.notAnOption);
    expect(helpElementProblem(element('checkboxes', false, plans), [])).toBeNull();
  });

  it('takes a radio value only among the options', () => {
    const radio = element('radio_buttons', true, plans);
    expect(helpElementProblem(radio, '')).toBe(T.required);
    expect(helpElementProblem(radio, 'Silver')).toBeNull();
    expect(helpElementProblem(radio, 'silver')).toBe(T.notAnOption);
    expect(helpElementProblem(radio, ['Silver'])).toBe(T.notAnOption);
    expect(helpElementProblem(element('radio_buttons', false, plans), '')).toBeNull();
  });

  it('caps text: a line at 500 characters, a text box at 5000', () => {
    expect(helpElementProblem(element('input'), 'x'.repeat(500))).toBeNull();
    expect(helpElementProblem(element('input'), 'x'.repeat(501))).toBe(T.tooLong(500));
    expect(helpElementProblem(element('textarea'), 'x'.repeat(HELP_TEXT_MAX_LENGTH))).toBeNull();
    expect(helpElementProblem(element('textarea'), 'x'.repeat(HELP_TEXT_MAX_LENGTH + 1))).toBe(T.tooLong(HELP_TEXT_MAX_LENGTH));
  });

  it('needs an address in a line labelled as an e-mail address', () => {
    const email = { ...element('input'), label: 'Email address' };
    expect(isEmailElement(email)).toBe(true);
    expect(isEmailElement({ type: 'input', label: 'Your E-mail' })).toBe(true);
    expect(isEmailElement({ type: 'input', label: 'Student ID' })).toBe(false);
    expect(isEmailElement({ type: 'textarea', label: 'Email us anything' })).toBe(false);
    expect(helpElementProblem(email, 'jamie@')).toBe(T.emailInvalid);
    expect(helpElementProblem(email, ' jamie@example.edu ')).toBeNull();
    expect(helpElementProblem({ ...email, required: false }, '')).toBeNull();
  });

  it('keys every problem of a form by element id', () => {
    const elements = [
      { id: 7, ...element('radio_buttons', true, plans) },
      { id: 8, ...element('input') },
      { id: 9, ...element('textarea', false) },
    ];
    const values = new Map<number, string>([[8, 'N1']]);
    expect(helpFormProblems(elements, (id) => values.get(id))).toEqual({ 7: T.required });
    values.set(7, 'Gold');
    expect(helpFormProblems(elements, (id) => values.get(id))).toEqual({});
  });

  it('writes choices in the options’ order, text trimmed', () => {
    expect(helpElementValueText(element('checkboxes', true, plans), ['Bronze', 'Gold'])).toBe('Gold, Bronze');
    expect(helpElementValueText(element('input'), '  N1  ')).toBe('N1');
    expect(helpElementValueText(element('input'), undefined)).toBe('');
  });
});

describe('follow-up form (docs/product/forms.md#help)', () => {
  it('says each of the four messages', () => {
    expect(helpNameProblem(' ')).toBe('Name is required.');
    expect(helpEmailProblem('')).toBe('Email is required');
    expect(helpEmailProblem('jamie@')).toBe('Email must be correctly formatted.');
    expect(helpStudentIdProblem('')).toBe('Student ID is required.');
    expect(helpCommentsProblem('\n')).toBe('Please describe how we can help.');
  });

  it('passes filled fields', () => {
    expect(helpNameProblem('Jamie Rivera')).toBeNull();
    expect(helpEmailProblem(' jamie@example.edu ')).toBeNull();
    expect(helpStudentIdProblem('N1234567')).toBeNull();
    expect(helpCommentsProblem('My card was charged twice.')).toBeNull();
    expect(helpCommentsProblem('x'.repeat(HELP_TEXT_MAX_LENGTH + 1))).toBe(T.commentsTooLong);
  });
});

describe('help search (docs/product/forms.md#help)', () => {
  it('compares text with accents and case aside', () => {
    expect(searchableText('  Crème  BRÛLÉE\n')).toBe('creme brulee');
    expect(searchableText('Café hours')).toBe(searchableText('CAFE HOURS'));
    // A precomposed é and e + combining acute are one letter.
    expect(searchableText('caf\u00e9')).toBe(searchableText('cafe\u0301'));
  });

  it('matches when every word of the needle is in the question, in any order', () => {
    const question = 'What are the Café hours on weekends?';
    for (const needle of ['cafe', 'CAFÉ', 'café hours', 'weekends cafe', ' Hours ']) expect(questionMatches(question, needle), needle).toBe(true);
    for (const needle of ['coffee', 'cafe lunch']) expect(questionMatches(question, needle), needle).toBe(false);
  });

  it('does nothing for blank text', () => {
    for (const needle of ['', '   ', '\t\n']) {
      expect(isBlankSearch(needle)).toBe(true);
      expect(questionMatches('Anything', needle)).toBe(false);
    }
    expect(isBlankSearch(' x ')).toBe(false);
    expect(HELP_SEARCH_MAX_RESULTS).toBe(50);
  });
});
