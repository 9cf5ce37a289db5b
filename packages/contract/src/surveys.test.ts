import { describe, expect, it } from 'vitest';
import { SURVEY_CHOICE_MAX_LENGTH, SURVEY_LIST_MAX, surveyAnswerBody, surveyListQuery } from './surveys.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('the survey list query', () => {
  it('pages with an optional count from 1 to 50', () => {
    expect(SURVEY_LIST_MAX).toBe(50);
    expect(surveyListQuery.parse({ site_id: '3' })).toEqual({ site_id: 3 });
    expect(surveyListQuery.parse({ site_id: '3', count: '50' })).toEqual({ site_id: 3, count: 50 });
    expect(messagesOf(surveyListQuery.safeParse({ site_id: '3', count: '0' }))).toEqual(['Must be 1 or more.']);
    expect(messagesOf(surveyListQuery.safeParse({ site_id: '3', count: '51' }))).toEqual(['At most 50.']);
    expect(messagesOf(surveyListQuery.safeParse({ site_id: '3', count: 'all' }))).toEqual(['Must be a number.']);
  });
});

describe('the survey answer body', () => {
  it('takes ids as JSON numbers and never coerces strings or booleans into them', () => {
    expect(surveyAnswerBody.parse({ survey_id: 5, choice_id: 2 })).toEqual({ survey_id: 5, choice_id: 2 });
    expect(messagesOf(surveyAnswerBody.safeParse({ survey_id: '5', choice_id: true }))).toEqual(['Must be a number.', 'Must be a number.']);
    expect(messagesOf(surveyAnswerBody.safeParse({ survey_id: 5, choice_id: 2, site_id: '9' }))).toEqual(['Must be a number.']);
  });

  it('holds ids to whole positive numbers PostgreSQL can store', () => {
    expect(messagesOf(surveyAnswerBody.safeParse({ survey_id: 0, choice_id: 1.5 }))).toEqual(['Must be a positive number.', 'Must be a whole number.']);
    expect(messagesOf(surveyAnswerBody.safeParse({ survey_id: 2_147_483_648, choice_id: 1 }))).toEqual(['Too large.']);
  });

  it('cleans the echoed choice text instead of refusing the vote, and caps its length', () => {
    expect(surveyAnswerBody.parse({ survey_id: 5, choice_id: 2, choice: 'Pie\u0000\ud800' }).choice).toBe('Pie\ufffd');
    expect(SURVEY_CHOICE_MAX_LENGTH).toBe(500);
    expect(messagesOf(surveyAnswerBody.safeParse({ survey_id: 5, choice_id: 2, choice: 'x'.repeat(501) }))).toEqual(['Must be at most 500 characters.']);
  });

  it('refuses fields it does not know', () => {
    expect(surveyAnswerBody.safeParse({ survey_id: 5, choice_id: 2, votes: 100 }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
