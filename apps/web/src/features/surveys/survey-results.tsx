import { forwardRef, useId } from 'react';
import type { Survey } from '@commons/contract';
import { voteShares } from './vote-shares.ts';

const votesText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'vote' : 'votes'}`;

interface SurveyResultsProps {
  survey: Survey;
  headingLevel: 3 | 4;
}

/**
 * The results of an answered survey: each choice with its share in whole percents (adding up to
 * 100), a bar read out as a meter, and the visitor's own answer marked in words.
 */
export const SurveyResults = forwardRef<HTMLHeadingElement, SurveyResultsProps>(function SurveyResults({ survey, headingLevel }, headingRef) {
  const id = useId();
  const shares = voteShares(survey.choices.map((c) => c.votes));
  const total = survey.choices.reduce((sum, c) => sum + c.votes, 0);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="survey__results">
      <Heading ref={headingRef} tabIndex={-1} className="survey__results-title">
        Results
      </Heading>
      <ul className="survey__result-list">
        {survey.choices.map((choice, index) => {
          const share = shares[index] ?? 0;
          const isChosen = survey.answered === choice.id;
          const labelId = `${id}-${choice.id}`;
          return (
            <li key={choice.id} className={isChosen ? 'survey__result survey__result--chosen' : 'survey__result'}>
              <span id={labelId} className="survey__result-choice">
                {choice.choice}
                {isChosen ? (
                  <span className="survey__yours">
                    <span aria-hidden="true">✓ </span>Your answer
                  </span>
                ) : null}
              </span>
              <div className="survey__result-line">
                <div
                  className="survey__bar"
                  role="meter"
                  aria-labelledby={labelId}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={share}
                  aria-valuetext={`${share}%`}
                >
                  <span className="survey__bar-fill" style={{ width: `${share}%` }} />
                </div>
                <span className="survey__result-share">{share}%</span>
                <span className="survey__result-votes">{votesText(choice.votes)}</span>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="survey__total">{votesText(total)} in all</p>
    </div>
  );
});
