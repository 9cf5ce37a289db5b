import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { FilterDef } from '@commons/domain';
import { Icon } from '@commons/ui/icons/icon.tsx';

interface FilterPickerProps {
  /** The button's text, e.g. 'Filter by allergen'. */
  label: string;
  /** The filters still available, sorted by name. */
  options: readonly FilterDef[];
  onPick: (id: number) => void;
}

/**
 * A button that opens the list of available filters (a multi-select listbox): Down/Up, Home/End or
 * the first letter move, Enter, Space or a click picks and the list stays open for the next pick
 * (the picked filter leaves it, and the next one becomes active); Escape closes and focus comes back
 * to the button. Every option listed is one not chosen yet, so none is announced as selected: the
 * option the keyboard is on is the list's active descendant, not a choice.
 */
export function FilterPicker({ label, options, onPick }: FilterPickerProps) {
  const baseId = useId();
  const buttonId = `${baseId}button`;
  const listId = `${baseId}list`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeChosen, setActive] = useState(0);
  const isEmpty = options.length === 0;
  // Once the last filter is picked there is nothing left to show: the list closes.
  if (isOpen && isEmpty) setIsOpen(false);
  // A pick of the last option in the list moves to the one before it.
  const active = Math.max(0, Math.min(activeChosen, options.length - 1));

  useLayoutEffect(() => {
    if (isOpen) listRef.current?.focus();
  }, [isOpen]);
  useEffect(() => {
    if (isOpen) document.getElementById(`${baseId}option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [isOpen, active, baseId]);

  const open = (index: number) => {
    if (isEmpty) return;
    setActive(Math.max(0, Math.min(index, options.length - 1)));
    setIsOpen(true);
  };
  const close = (refocus: boolean) => {
    setIsOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const pick = (option: FilterDef | undefined) => {
    if (option) onPick(option.id);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 0 : options.length - 1);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        setActive(Math.min(active + 1, last));
        break;
      case 'ArrowUp':
        setActive(Math.max(active - 1, 0));
        break;
      case 'Home':
        setActive(0);
        break;
      case 'End':
        setActive(last);
        break;
      case 'Enter':
      case ' ':
        pick(options[active]);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        handled = false;
        close(false);
        break;
      default: {
        handled = false;
        // Ctrl, Alt and Cmd make a shortcut of a letter (Ctrl+F is Find): the browser's, not typeahead.
        const isShortcut = event.ctrlKey || event.altKey || event.metaKey;
        if (!isShortcut && event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const after = options.findIndex((o, i) => i > active && o.name.toLowerCase().startsWith(letter));
          const found = after >= 0 ? after : options.findIndex((o) => o.name.toLowerCase().startsWith(letter));
          if (found >= 0) setActive(found);
          handled = found >= 0;
        }
      }
    }
    if (handled) event.preventDefault();
  };

  return (
    <div className="filter-picker">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="filter-picker__button"
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        disabled={isEmpty}
        onClick={() => (isOpen ? close(true) : open(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <Icon name="chevron-down" size={18} />
      </button>
      {isOpen ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={0}
          aria-labelledby={buttonId}
          aria-multiselectable="true"
          aria-activedescendant={`${baseId}option-${active}`}
          className="filter-picker__list"
          onKeyDown={onListKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) close(false);
          }}
        >
          {options.map((option, index) => (
            // The keyboard works on the list (aria-activedescendant); options answer clicks only.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.id}
              id={`${baseId}option-${index}`}
              role="option"
              aria-selected="false"
              className={index === active ? 'filter-picker__option filter-picker__option--active' : 'filter-picker__option'}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => pick(option)}
            >
              {option.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
