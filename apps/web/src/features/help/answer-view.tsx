import { Link } from 'react-router';
import type { HelpAnswer } from '@commons/contract';
import { AnswerForm } from './answer-form.tsx';
import { FollowUpForm } from './follow-up-form.tsx';
import { HELP_UI_TEXTS as T } from './help-texts.ts';

/** Text as paragraphs at its blank lines; always text, never markup. */
function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

/**
 * A link answer's link: a page of this website in the app, another website in a new tab (without
 * access to this page). Anything but an http(s) address or a path is shown as text, not followed.
 */
function AnswerLink({ url, text }: { url: string; text: string }) {
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className="help-answer__link">
        {text}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} className="help-answer__link" target="_blank" rel="noopener noreferrer">
        {text}
        <span className="visually-hidden">{T.opensInNewTab}</span>
      </a>
    );
  }
  return <p>{text}</p>;
}

interface AnswerViewProps {
  siteId: number;
  answer: HelpAnswer;
  /** The question answered: names the answer's form. */
  question: string;
}

/** An answer (docs/product/forms.md#help): its description, then its text, link or form, and a follow-up question where it offers one. */
export function AnswerView({ siteId, answer, question }: AnswerViewProps) {
  return (
    <div className="help-answer">
      {answer.description ? <Paragraphs text={answer.description} className="help-answer__description" /> : null}
      {answer.type === 'text' && answer.text ? <Paragraphs text={answer.text} /> : null}
      {answer.type === 'link' && answer.url ? <AnswerLink url={answer.url} text={answer.url_text?.trim() || answer.url} /> : null}
      {answer.type === 'form' ? <AnswerForm siteId={siteId} answer={answer} question={question} /> : null}
      {answer.contact ? <FollowUpForm siteId={siteId} answerId={answer.id} /> : null}
    </div>
  );
}
