// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox.tsx';

const options = [
  { id: '1', label: 'Northfield University' },
  { id: '2', label: 'Lakeside College' },
  { id: '3', label: 'Université Laval' },
];

function setup() {
  const onSelect = vi.fn();
  render(
    <Combobox
      label="Find your school's dining site"
      placeholder="Select a school"
      options={options}
      onSelect={onSelect}
      toggleLabel="Show all schools"
      noMatchText={(query) => `No schools match "${query}".`}
      countText={(count) => `${count} schools found`}
    />,
  );
  return { onSelect, input: screen.getByRole('combobox', { name: "Find your school's dining site" }) };
}

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

describe('Combobox', () => {
  it('filters as you type, ignoring case and accents', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'UNIV' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Northfield University', 'Université Laval']);
    fireEvent.change(input, { target: { value: 'universite' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Université Laval']);
  });

  it('moves with the arrow keys, wrapping around, and chooses with Enter', () => {
    const { input, onSelect } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = screen.getByRole('option', { name: 'Northfield University' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: 'Université Laval' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(options[2]);
    expect((input as HTMLInputElement).value).toBe('Université Laval');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('chooses the only match with Enter, closes with Escape and clears with a second Escape', () => {
    const { input, onSelect } = setup();
    fireEvent.change(input, { target: { value: 'lake' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    fireEvent.change(input, { target: { value: 'lake' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(options[1]);
  });

  it('says when nothing matches', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByRole('status').textContent).toBe('No schools match "zzz".');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('chooses an option with a click', () => {
    const { input, onSelect } = setup();
    fireEvent.click(input);
    fireEvent.click(screen.getByRole('option', { name: 'Lakeside College' }));
    expect(onSelect).toHaveBeenCalledWith(options[1]);
  });
});
