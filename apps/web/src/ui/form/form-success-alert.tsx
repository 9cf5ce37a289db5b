import { useEffect, useRef } from 'react';
import { DismissibleBox } from '../dismissible-box.tsx';
import { dismissToasts } from '@commons/ui/toast.ts';
import './form-success-alert.css';

/** The close button's name. */
export const DISMISS_SUCCESS = 'Dismiss message';

interface FormSuccessAlertProps {
  /** The message to show, or null for none: the live region stays on the page either way, so a new message is announced. */
  message: string | null;
  /** Counts the successes: the same message shown again is announced and focused again. */
  count: number;
  onDismiss: () => void;
}

/**
 * A form's success, above it: announced politely (role=status) and focused, so it is in view and
 * read even when the submit button was far below; a button closes it. Toasts still on screen (an
 * earlier try's failure) are taken away.
 */
export function FormSuccessAlert({ message, count, onDismiss }: FormSuccessAlertProps) {
  const box = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (count === 0) return;
    // A failure's toast from an earlier try would contradict the thanks.
    dismissToasts();
    box.current?.focus();
  }, [count]);
  return (
    <div role="status" className="form-success-region">
      {message !== null ? (
        <DismissibleBox key={count} ref={box} tone="success" icon="info" dismissLabel={DISMISS_SUCCESS} onDismiss={onDismiss} tabIndex={-1} className="form-success">
          <p>{message}</p>
        </DismissibleBox>
      ) : null}
    </div>
  );
}
