import { useId, useState } from 'react';
import { LIVE_MESSAGE_MAX, LIVE_SUGGESTED_MESSAGE } from '@commons/contract/console';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';

/** What a closure says and until when (the site's wall clock, or '' for the end of today). */
export interface CloseChoice {
  message: string;
  until: string;
}

/**
 * The small dialog "Close now" opens: the message visitors read (a suggested one filled in, so
 * closing takes a second tap only) and, if wanted, until when; the end of today when left empty.
 */
export function CloseDialog({ locationName, timeZone, errors, isSaving, onClose, onSubmit }: {
  locationName: string;
  timeZone: string;
  errors: Record<string, string>;
  isSaving: boolean;
  onClose: () => void;
  onSubmit: (choice: CloseChoice) => void;
}) {
  const [message, setMessage] = useState(LIVE_SUGGESTED_MESSAGE);
  const [until, setUntil] = useState('');
  const id = useId();
  const messageError = errors['closure.message'] ?? errors.closure;
  const untilError = errors['closure.until'];
  return (
    <ModalDialog title={`Close ${locationName} now?`} onClose={onClose}>
      <form
        className="close-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSaving) onSubmit({ message, until });
        }}
      >
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-message`}>
            Message
          </label>
          <p className="form-field__hint" id={`${id}-message-hint`}>
            What visitors read, at most {LIVE_MESSAGE_MAX} characters, such as “Closed early today: water outage”.
          </p>
          <input
            id={`${id}-message`}
            className="form-field__input"
            value={message}
            maxLength={LIVE_MESSAGE_MAX}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={`${id}-message-hint${messageError ? ` ${id}-message-error` : ''}`}
          />
          {messageError ? (
            <p className="form-field__error" id={`${id}-message-error`}>
              {messageError}
            </p>
          ) : null}
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-until`}>
            Closed until
          </label>
          <p className="form-field__hint" id={`${id}-until-hint`}>
            On the site’s clock ({timeZone}); empty: until the end of today.
          </p>
          <input
            id={`${id}-until`}
            className="form-field__input"
            type="datetime-local"
            step={60}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            aria-invalid={untilError ? true : undefined}
            aria-describedby={`${id}-until-hint${untilError ? ` ${id}-until-error` : ''}`}
          />
          {untilError ? (
            <p className="form-field__error" id={`${id}-until-error`}>
              {untilError}
            </p>
          ) : null}
        </div>
        <div className="button-row">
          <button type="submit" className="button live-close-button" aria-disabled={isSaving || undefined}>
            {isSaving ? 'Closing…' : 'Close now'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
