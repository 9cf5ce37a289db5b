// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FilterDef } from '@commons/domain';
import { FilterPicker } from './filter-picker.tsx';

const options: FilterDef[] = [
  { id: 1, name: 'Egg', type: 'allergen' },
  { id: 2, name: 'Fish', type: 'allergen' },
  { id: 3, name: 'Milk', type: 'allergen' },
  { id: 4, name: 'Mustard', type: 'allergen' },
  { id: 5, name: 'Peanuts', type: 'allergen' },
];

beforeAll(() => {
  // jsdom has no layout; the picker scrolls the active option into view.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

/** The picker as the menu uses it: a picked filter leaves the list of what can still be picked. */
function MenuLikePicker({ shown, onPick }: { shown: readonly FilterDef[]; onPick: (id: number) => void }) {
  const [picked, setPicked] = useState<number[]>([]);
  return (
    <FilterPicker
      label="Filter by allergen"
      options={shown.filter((o) => !picked.includes(o.id))}
      onPick={(id) => {
        setPicked((ids) => [...ids, id]);
        onPick(id);
      }}
    />
  );
}

function renderPicker(shown: readonly FilterDef[] = options) {
  const onPick = vi.fn();
  render(
    <>
      <MenuLikePicker shown={shown} onPick={onPick} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onPick, button: screen.getByRole('button', { name: 'Filter by allergen' }) };
}

const list = () => screen.getByRole('listbox', { name: 'Filter by allergen' });
/** The option the list points at for assistive technology, by its visible name; none is announced as selected. */
function activeOption(): string | null {
  const id = list().getAttribute('aria-activedescendant');
  const option = id ? document.getElementById(id) : null;
  expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-selected'))).not.toContain('true');
  return option?.textContent ?? null;
}
const press = (key: string) => fireEvent.keyDown(list(), { key });

describe('filter picker', () => {
  it('is a collapsed button that opens a listbox named after it, with the options in order and focus on the list', () => {
    const { button } = renderPicker();
    expect(button.getAttribute('aria-haspopup')).toBe('listbox');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(list().id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Egg', 'Fish', 'Milk', 'Mustard', 'Peanuts']);
    expect(document.activeElement).toBe(list());
    expect(activeOption()).toBe('Egg');
  });

  it('announces no option as selected before one is picked: a multi-select list whose options are all unselected', () => {
    const { button } = renderPicker();
    fireEvent.click(button);
    expect(list().getAttribute('aria-multiselectable')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'false', 'false', 'false', 'false']);
    press('ArrowDown');
    expect(screen.getByRole('option', { name: 'Fish' }).getAttribute('aria-selected')).toBe('false');
  });

  it('opens from the button with Down on the first option and with Up on the last', () => {
    const { button } = renderPicker();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(activeOption()).toBe('Egg');
    press('Escape');
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(list());
    expect(activeOption()).toBe('Peanuts');
  });

  it('moves with Down and Up, stopping at the ends, and jumps with Home and End', () => {
    const { button } = renderPicker();
    fireEvent.click(button);
    press('ArrowDown');
    press('ArrowDown');
    expect(activeOption()).toBe('Milk');
    press('ArrowUp');
    expect(activeOption()).toBe('Fish');
    press('ArrowUp');
    press('ArrowUp');
    expect(activeOption()).toBe('Egg');
    press('End');
    expect(activeOption()).toBe('Peanuts');
    press('ArrowDown');
    expect(activeOption()).toBe('Peanuts');
    press('Home');
    expect(activeOption()).toBe('Egg');
  });

  it('picks the active option with Enter and stays open on the next one, for several picks in a row', () => {
    const { button, onPick } = renderPicker();
    fireEvent.click(button);
    press('ArrowDown');
    press('Enter');
    expect(onPick).toHaveBeenCalledExactlyOnceWith(2);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(list());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Egg', 'Milk', 'Mustard', 'Peanuts']);
    expect(activeOption()).toBe('Milk');
    press('Enter');
    expect(onPick).toHaveBeenLastCalledWith(3);
    expect(activeOption()).toBe('Mustard');
    press('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('picks with Space too, and after the last option in the list moves to the one before it', () => {
    const { button, onPick } = renderPicker();
    fireEvent.click(button);
    press('End');
    press(' ');
    expect(onPick).toHaveBeenCalledExactlyOnceWith(5);
    expect(document.activeElement).toBe(list());
    expect(activeOption()).toBe('Mustard');
  });

  it('closes once nothing is left to pick', () => {
    const { button, onPick } = renderPicker(options.slice(0, 2));
    fireEvent.click(button);
    press('Enter');
    press('Enter');
    expect(onPick.mock.calls).toEqual([[1], [2]]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes without picking and gives focus back to the button', () => {
    const { button, onPick } = renderPicker();
    fireEvent.click(button);
    press('ArrowDown');
    press('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('a first letter moves to the next option starting with it, going round, and other letters leave it be', () => {
    const { button } = renderPicker();
    fireEvent.click(button);
    press('m');
    expect(activeOption()).toBe('Milk');
    press('M');
    expect(activeOption()).toBe('Mustard');
    press('m');
    expect(activeOption()).toBe('Milk');
    press('z');
    expect(activeOption()).toBe('Milk');
    press('p');
    expect(activeOption()).toBe('Peanuts');
  });

  it('leaves shortcuts with Ctrl, Alt or Cmd to the browser', () => {
    const { button } = renderPicker();
    fireEvent.click(button);
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey']) {
      // Ctrl+F is Find, even where an option starts with F.
      expect(fireEvent.keyDown(list(), { key: 'f', [modifier]: true }), modifier).toBe(true);
      expect(activeOption()).toBe('Egg');
    }
  });

  it('picks an option that is clicked, and stays open for another click', () => {
    const { button, onPick } = renderPicker();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('option', { name: 'Mustard' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(4);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Egg', 'Fish', 'Milk', 'Peanuts']);
    fireEvent.click(screen.getByRole('option', { name: 'Egg' }));
    expect(onPick).toHaveBeenLastCalledWith(1);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(list());
  });

  it('closes when its button is clicked again', () => {
    const { button, onPick } = renderPicker();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('closes without picking when focus leaves it, and leaves focus where it went', () => {
    const { button, onPick } = renderPicker();
    fireEvent.click(button);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('Tab closes the list and lets focus move on', () => {
    const { button } = renderPicker();
    fireEvent.click(button);
    const tab = fireEvent.keyDown(list(), { key: 'Tab' });
    // Not cancelled: the browser moves focus to the next control as usual.
    expect(tab).toBe(true);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).not.toBe(button);
  });

  it('is disabled and does not open when no filter is left to offer', () => {
    const { button } = renderPicker([]);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.click(button);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
