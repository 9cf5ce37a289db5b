import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosureGroup, DisclosurePanel } from 'react-aria-components/DisclosureGroup';
import { Heading } from 'react-aria-components/Heading';
import type { HelpQuestion } from '@commons/contract';
import { AnswerView } from './answer-view.tsx';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;
const deeper = (level: HeadingLevel): HeadingLevel => (level < 6 ? ((level + 1) as HeadingLevel) : 6);

interface QuestionTreeProps {
  siteId: number;
  questions: readonly HelpQuestion[];
  /** The heading level of these questions; their children's is one deeper (to h6). */
  level: HeadingLevel;
}

/**
 * Questions as disclosures (docs/product/forms.md#help): each a heading whose button opens its answer
 * and its child questions, nested the same way. Several may be open at once; Tab moves between
 * the buttons, Enter or Space opens and closes one.
 */
export function QuestionTree({ siteId, questions, level }: QuestionTreeProps) {
  return (
    <DisclosureGroup allowsMultipleExpanded className="help-tree">
      {questions.map((question) => (
        <Disclosure key={question.id} id={question.id} className="help-question">
          <Heading level={level} className="help-question__heading">
            <Button slot="trigger" className="help-question__trigger">
              <span className="help-question__chevron" aria-hidden="true" />
              <span>{question.text}</span>
            </Button>
          </Heading>
          <DisclosurePanel className="help-question__panel">
            {question.answer ? <AnswerView siteId={siteId} answer={question.answer} question={question.text} /> : null}
            {question.child_questions.length > 0 ? <QuestionTree siteId={siteId} questions={question.child_questions} level={deeper(level)} /> : null}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
