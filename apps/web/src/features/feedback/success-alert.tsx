import { useEffect, useRef } from 'react';
import { Icon } from '../../ui/icons/icon.tsx';
import { FEEDBACK_UI_TEXTS as T } from './feedback-texts.ts';

interface SuccessAlertProps {
  /** The message to show, or null for none: the live region stays on the page either way, so a new message is announced. */
  message: string | null;
  /** Each success counts up: the same message shown again is announced and focused again. */
  count: number;
  onDismiss: () => void;
}

/**
 * The dismissible success alert (spec 03 §4 "Feedback"): announced politely (role=status) and
 * focused, so it is in view and read even when the submit button was far below it.
 */
export function SuccessAlert({ message, count, onDismiss }: SuccessAlertProps) {
  const box = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (count > 0) box.current?.focus();
  }, [count]);
  return (
    <div role="status" className="feedback-success-region">
      {message !== null ? (
        <div key={count} ref={box} className="feedback-success" tabIndex={-1}>
          <Icon name="info" size={22} className="feedback-success__icon" />
          <p className="feedback-success__message">{message}</p>
          <button type="button" className="feedback-success__close" onClick={onDismiss} aria-label={T.dismissSuccess}>
            <Icon name="close" size={22} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
