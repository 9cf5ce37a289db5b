import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Survey, SurveyChoice } from '@commons/contract';
import { endpoints } from '@commons/contract/endpoints';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { surveyQueries } from './queries.ts';

type SurveyList = { surveys: Survey[] };

/**
 * Casts a vote. The answered survey, with its results, replaces the old one in every survey list
 * of the site; when the server says this browser had already answered, the lists are fetched
 * again so they show that answer.
 */
export function useSurveyVote(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ survey, choice }: { survey: Survey; choice: SurveyChoice }) =>
      api(endpoints.postSurveyAnswer, { body: { survey_id: survey.id, choice_id: choice.id, choice: choice.choice, site_id: siteId } }),
    onSuccess: ({ survey }) => {
      queryClient.setQueriesData<SurveyList>({ queryKey: surveyQueries.siteKey(siteId) }, (old) =>
        old ? { surveys: old.surveys.map((s) => (s.id === survey.id ? survey : s)) } : old,
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: surveyQueries.siteKey(siteId) });
    },
  });
}

/** What to tell the visitor when a vote fails. */
export function voteFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return 'Your vote could not be sent. Please check your connection and try again.';
  if (error instanceof ApiError && error.status === 400) return Object.values(error.errors)[0] ?? error.message;
  if (error instanceof ApiError && error.status !== 500) return error.message;
  return "We're sorry, something went wrong. Please try again.";
}
