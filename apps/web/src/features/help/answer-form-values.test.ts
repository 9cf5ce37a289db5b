import { describe, expect, it } from 'vitest';
import type { HelpFormElement } from '@commons/contract';
import { answerFormResolver, emptyAnswerValues, fieldOf } from './answer-form-values.ts';

const elements: HelpFormElement[] = [
  { id: 7, type: 'radio_buttons', label: 'New meal plan', options: ['Gold', 'Silver'], required: true },
  { id: 8, type: 'checkboxes', label: 'Apply the change to', options: ['Fall', 'Spring'], required: true },
  { id: 9, type: 'input', label: 'Email address', options: [], required: false },
  { id: 10, type: 'textarea', label: 'Anything else?', options: [], required: false },
];
const resolve = (values: Record<string, string | string[]>) => answerFormResolver(elements)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the answer form’s values', () => {
  it('start empty: no choice, no text', () => {
    expect(emptyAnswerValues(elements)).toEqual({ e7: '', e8: [], e9: '', e10: '' });
    expect(fieldOf(12)).toBe('e12');
  });

  it("hold the form back with 'This field is required.' on each empty required element", async () => {
    const { errors } = await resolve(emptyAnswerValues(elements));
    expect(Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]))).toEqual({ e7: 'This field is required.', e8: 'This field is required.' });
  });

  it('let the form go once every required element has a value, and check an e-mail line', async () => {
    const filled = { e7: 'Gold', e8: ['Spring'], e9: '', e10: '  ' };
    expect((await resolve(filled)).errors).toEqual({});
    expect((await resolve({ ...filled, e9: 'jamie@' })).errors.e9?.message).toBe('Email must be correctly formatted.');
  });
});
