import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { Survey } from '@commons/contract';
import { notify } from '@commons/ui/toast.ts';
import { SurveyResults } from './survey-results.tsx';
import { useSurveyVote, voteFailureText } from './use-survey-vote.ts';

interface SurveyPollProps {
  survey: Survey;
  siteId: number;
  /** The level of the question's heading: 3 inside a home tile, 2 on the surveys page. */
  headingLevel: 2 | 3;
}

/**
 * One survey: its question and choices as a radio group with 'Vote Now' until this browser has
 * answered, then the results. Failures are announced beside the form and the thank-you in a toast;
 * after a vote the focus moves to the results heading.
 */
export function SurveyPoll({ survey, siteId, headingLevel }: SurveyPollProps) {
  const id = useId();
  const questionId = `${id}-question`;
  const [choiceId, setChoiceId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const hasVotedHere = useRef(false);
  const vote = useSurveyVote(siteId);
  const isAnswered = survey.answered !== null;

  useLayoutEffect(() => {
    if (isAnswered && hasVotedHere.current) resultsHeadingRef.current?.focus();
  }, [isAnswered]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (vote.isPending) return;
    const choice = survey.choices.find((c) => c.id === choiceId);
    if (!choice) {
      setFailure('Please choose an answer first.');
      firstChoiceRef.current?.focus();
      return;
    }
    setFailure(null);
    hasVotedHere.current = true;
    vote.mutate(
      { survey, choice },
      {
        onSuccess: () => notify('Thank you for voting!'),
        onError: (error) => setFailure(voteFailureText(error)),
      },
    );
  }

  const Question = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="survey">
      <Question id={questionId} className="survey__question">
        {survey.question}
      </Question>
      {isAnswered ? (
        <SurveyResults ref={resultsHeadingRef} survey={survey} headingLevel={headingLevel === 2 ? 3 : 4} />
      ) : (
        <form className="survey__form" onSubmit={submit} noValidate>
          <div className="survey__choices" role="radiogroup" aria-labelledby={questionId}>
            {survey.choices.map((choice, index) => (
              <label key={choice.id} className="survey__choice">
                <input
                  ref={index === 0 ? firstChoiceRef : undefined}
                  type="radio"
                  name={`${id}-choice`}
                  value={choice.id}
                  checked={choiceId === choice.id}
                  onChange={() => setChoiceId(choice.id)}
                />
                <span>{choice.choice}</span>
              </label>
            ))}
          </div>
          <button type="submit" className="button survey__vote" aria-disabled={vote.isPending || undefined}>
            Vote Now
          </button>
        </form>
      )}
      <div className="survey__message" role="alert">
        {failure ? <p className="survey__error">{failure}</p> : null}
      </div>
    </div>
  );
}
