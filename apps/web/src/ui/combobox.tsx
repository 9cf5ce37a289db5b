import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { matchesSearch } from './text-match.ts';
import './combobox.css';

export interface ComboboxOption {
  id: string;
  label: string;
}

interface ComboboxProps<T extends ComboboxOption> {
  label: string;
  placeholder?: string;
  options: readonly T[];
  onSelect: (option: T) => void;
  /** Accessible name of the button that shows every option. */
  toggleLabel: string;
  /** Shown when nothing matches what was typed. */
  noMatchText: (query: string) => string;
  /** Read to screen readers as the list filters, e.g. "3 schools found". */
  countText: (count: number) => string;
}

/**
 * An editable combobox with a filtered listbox, after the WAI-ARIA APG "list autocomplete" pattern:
 * typing filters (case- and accent-insensitive substring), Down/Up move through the options (and
 * open the list), Enter chooses, Escape closes (or clears when already closed), clicks work too.
 */
export function Combobox<T extends ComboboxOption>(props: ComboboxProps<T>) {
  const { label, placeholder, options, onSelect, toggleLabel, noMatchText, countText } = props;
  const baseId = useId();
  const inputId = `${baseId}input`;
  const listId = `${baseId}list`;
  const optionId = (index: number) => `${baseId}option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const filtered = useMemo(() => options.filter((option) => matchesSearch(option.label, query)), [options, query]);
  const isShown = isOpen && filtered.length > 0;
  const activeOption = isShown && active >= 0 ? filtered[active] : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(`${baseId}option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption, active, baseId]);

  const close = () => {
    setIsOpen(false);
    setActive(-1);
  };

  const choose = (option: T) => {
    setQuery(option.label);
    close();
    onSelect(option);
  };

  const move = (step: 1 | -1) => {
    const count = filtered.length;
    if (count === 0) return;
    setActive((current) => {
      if (!isShown || current < 0) return step === 1 ? 0 : count - 1;
      return (current + step + count) % count;
    });
    setIsOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setIsOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) close();
        else move(-1);
        break;
      case 'Enter': {
        const chosen = activeOption ?? (isShown && filtered.length === 1 ? filtered[0] : undefined);
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        }
        break;
      }
      case 'Escape':
        if (isShown) {
          event.preventDefault();
          close();
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
        }
        break;
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  const showNoMatch = isOpen && query.trim() !== '' && filtered.length === 0;

  return (
    <div className="combobox">
      <label className="combobox__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="combobox__field">
        <input
          ref={inputRef}
          id={inputId}
          className="combobox__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isShown}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setIsOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setIsOpen(true)}
          onBlur={close}
        />
        <button
          type="button"
          className="combobox__toggle"
          tabIndex={-1}
          aria-label={toggleLabel}
          aria-expanded={isShown}
          aria-controls={listId}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (isShown) close();
            else setIsOpen(true);
            inputRef.current?.focus();
          }}
        >
          <span className="combobox__chevron" aria-hidden="true" />
        </button>
      </div>
      <ul id={listId} className="combobox__list" role="listbox" aria-label={label} hidden={!isShown}>
        {filtered.map((option, index) => (
          // Options never take focus: the keyboard works on the input, through aria-activedescendant.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.id}
            id={optionId(index)}
            className="combobox__option"
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <p className="combobox__status" role="status">
        {showNoMatch ? noMatchText(query.trim()) : null}
        {isShown && query.trim() !== '' ? <span className="visually-hidden">{countText(filtered.length)}</span> : null}
      </p>
    </div>
  );
}
