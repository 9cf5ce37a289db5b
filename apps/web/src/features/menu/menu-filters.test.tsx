// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MenuFilters } from './menu-filters.tsx';

const allergens = [
  { id: 3, name: 'Peanuts', type: 'allergen' },
  { id: 1, name: 'Egg', type: 'allergen' },
  { id: 2, name: 'Milk', type: 'allergen' },
];
const labels = [{ id: 10, name: 'Vegan', type: 'label' }];

function Harness({ onChange, onHideMayContainChange = () => undefined }: { onChange: (next: { allergens: number[]; labels: number[] }) => void; onHideMayContainChange?: (hide: boolean) => void }) {
  const [state, setState] = useState<{ allergens: number[]; labels: number[] }>({ allergens: [], labels: [] });
  const [hideMayContain, setHideMayContain] = useState(true);
  return (
    <MenuFilters
      allergens={allergens}
      labels={labels}
      selectedAllergens={state.allergens}
      selectedLabels={state.labels}
      onChange={(next) => {
        onChange(next);
        setState(next);
      }}
      hideMayContain={hideMayContain}
      onHideMayContainChange={(hide) => {
        onHideMayContainChange(hide);
        setHideMayContain(hide);
      }}
    />
  );
}

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('menu filters', () => {
  it('offers the available allergens sorted by name and picks several by keyboard, the list staying open', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Filter by allergen' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const list = screen.getByRole('listbox', { name: 'Filter by allergen' });
    expect(document.activeElement).toBe(list);
    expect(optionNames()).toEqual(['Egg', 'Milk', 'Peanuts']);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    // Being on Milk is not choosing it.
    expect(screen.getByRole('option', { name: 'Milk' })).toHaveProperty('ariaSelected', 'false');
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ allergens: [2], labels: [] });
    expect(screen.getByRole('button', { name: 'Remove Milk filter' })).toBeTruthy();
    expect(document.activeElement).toBe(list);
    expect(optionNames()).toEqual(['Egg', 'Peanuts']);

    fireEvent.keyDown(list, { key: 'p' });
    fireEvent.keyDown(list, { key: ' ' });
    expect(onChange).toHaveBeenLastCalledWith({ allergens: [2, 3], labels: [] });
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('picking the last category left gives focus to its chip, as the emptied picker is disabled', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Filter by category' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('listbox', { name: 'Filter by category' }), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ allergens: [], labels: [10] });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Vegan filter' }));
  });

  it('Escape closes the list without picking', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Filter by allergen' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removing a chip moves focus to the next chip, then to the picker', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    // One opening of the list, two picks.
    fireEvent.click(screen.getByRole('button', { name: 'Filter by allergen' }));
    for (const name of ['Egg', 'Milk']) fireEvent.click(screen.getByRole('option', { name }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Egg filter' }));
    expect(onChange).toHaveBeenLastCalledWith({ allergens: [2], labels: [] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Milk filter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Milk filter' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filter by allergen' }));
  });

  it('category filters have their own picker and chips', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter by category' }));
    fireEvent.click(screen.getByRole('option', { name: 'Vegan' }));
    expect(onChange).toHaveBeenLastCalledWith({ allergens: [], labels: [10] });
    expect(screen.getByRole('list', { name: 'Showing only items that are:' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Filter by category' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onChange).toHaveBeenLastCalledWith({ allergens: [], labels: [] });
  });

  it('offers to also hide items that may contain the allergen, on by default, and says what the chips hide', () => {
    const onHide = vi.fn();
    render(<Harness onChange={vi.fn()} onHideMayContainChange={onHide} />);
    const option = screen.getByRole('checkbox', { name: 'Also hide items that may contain it' });
    expect((option as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Filter by allergen' }));
    fireEvent.click(screen.getByRole('option', { name: 'Milk' }));
    expect(screen.getByRole('list', { name: 'Hiding items that contain or may contain:' })).toBeTruthy();

    fireEvent.click(option);
    expect(onHide).toHaveBeenLastCalledWith(false);
    expect((option as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('list', { name: 'Hiding items that contain:' })).toBeTruthy();
    fireEvent.click(option);
    expect(onHide).toHaveBeenLastCalledWith(true);
  });

  it('shows a click on the may-contain option at once, before the address follows, and follows the address when it changes', () => {
    const onHide = vi.fn();
    const props = { allergens, labels, selectedAllergens: [], selectedLabels: [], onChange: vi.fn(), onHideMayContainChange: onHide };
    const { rerender } = render(<MenuFilters {...props} hideMayContain />);
    const option = screen.getByRole('checkbox', { name: 'Also hide items that may contain it' }) as HTMLInputElement;
    fireEvent.click(option);
    expect(onHide).toHaveBeenLastCalledWith(false);
    expect(option.checked).toBe(false);
    rerender(<MenuFilters {...props} hideMayContain={false} />);
    expect(option.checked).toBe(false);
    // Back to an address without the choice.
    rerender(<MenuFilters {...props} hideMayContain />);
    expect(option.checked).toBe(true);
  });

  it('leaves the may-contain option out where no allergen filter is offered', () => {
    render(<MenuFilters allergens={[]} labels={labels} selectedAllergens={[]} selectedLabels={[]} onChange={vi.fn()} hideMayContain onHideMayContainChange={vi.fn()} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("does not offer again what the customer's profile hides, and 'Clear all filters' clears those too", () => {
    const onChange = vi.fn();
    const onClearProfile = vi.fn();
    render(
      <MenuFilters
        allergens={allergens}
        labels={labels}
        selectedAllergens={[]}
        selectedLabels={[]}
        onChange={onChange}
        hideMayContain
        onHideMayContainChange={vi.fn()}
        profileAllergens={[2]}
        onClearProfile={onClearProfile}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filter by allergen' }));
    expect(optionNames()).toEqual(['Egg', 'Peanuts']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onChange).toHaveBeenCalledWith({ allergens: [], labels: [] });
    expect(onClearProfile).toHaveBeenCalledTimes(1);
  });
});
