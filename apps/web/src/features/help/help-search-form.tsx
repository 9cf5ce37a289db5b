import { useId, useState, type RefObject } from 'react';
import { HELP_NEEDLE_MAX_LENGTH, isBlankSearch } from '@commons/domain';
import { HELP_UI_TEXTS as T } from './help-texts.ts';

interface HelpSearchFormProps {
  /** The search being shown ('' while browsing): the box follows it when it changes (the browser's Back). */
  current: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onSearch: (needle: string) => void;
}

/** The search box and its Search button (docs/product/forms.md#help: blank text, after trimming, does nothing). */
export function HelpSearchForm({ current, inputRef, onSearch }: HelpSearchFormProps) {
  const inputId = useId();
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    if (current !== '') setText(current);
  }
  return (
    <form
      role="search"
      className="help-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBlankSearch(text)) onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId} className="help-search__label">
        {T.searchLabel}
      </label>
      <div className="help-search__row">
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className="help-search__input"
          value={text}
          maxLength={HELP_NEEDLE_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {T.search}
        </button>
      </div>
    </form>
  );
}
