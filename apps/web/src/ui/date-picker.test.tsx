// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker.tsx';

afterEach(cleanup);

/** An owner that, like an address being navigated, takes each date a few milliseconds after it is sent. */
function LaggingOwner({ initial, onDate }: { initial: string; onDate: (date: string) => void }) {
  const [date, setDate] = useState(initial);
  return (
    <DatePicker
      label="Date"
      name="date"
      value={date}
      minValue="1900-01-01"
      onChange={(next) => {
        onDate(next);
        setTimeout(() => setDate(next), 5);
      }}
    />
  );
}

const field = () => screen.getByRole('group', { name: 'Date' });
const segment = (name: string) => within(field()).getByRole('spinbutton', { name: new RegExp(`^${name}`) });
const valuesShown = () => ['month', 'day', 'year'].map((name) => segment(name).getAttribute('aria-valuenow'));

/** Types faster than the owner takes each date: its echoes arrive while the later digits are typed. */
async function typeInto(element: HTMLElement, digits: string) {
  element.focus();
  for (const data of digits) {
    await act(async () => {
      fireEvent(document.activeElement ?? element, new InputEvent('beforeinput', { data, inputType: 'insertText', bubbles: true, cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, 3));
    });
  }
}

describe('DatePicker', () => {
  it('shows the day in month, day and year segments named by its label, and carries it in the form', () => {
    render(<LaggingOwner initial="2026-11-24" onDate={vi.fn()} />);
    expect(valuesShown()).toEqual(['11', '24', '2026']);
    expect((document.querySelector('input[name="date"][hidden]') as HTMLInputElement).value).toBe('2026-11-24');
    expect(within(field()).getByRole('button', { name: 'Calendar Date' })).toBeTruthy();
  });

  it('takes a typed date digit by digit while the owner takes each complete date a moment later', async () => {
    const onDate = vi.fn();
    render(<LaggingOwner initial="2026-11-24" onDate={onDate} />);
    await typeInto(segment('month'), '03152027');
    await waitFor(() => expect(valuesShown()).toEqual(['3', '15', '2027']));
    expect(onDate).toHaveBeenLastCalledWith('2027-03-15');
    // Years before 1900 (the first digits of a year being typed) are not sent.
    expect(onDate.mock.calls.map(([date]: string[]) => date ?? '').filter((date) => date < '1900')).toEqual([]);
  });

  it('opens a month grid from its button; a day chosen there is sent, and Escape closes it with focus back on the button', async () => {
    const onDate = vi.fn();
    render(<LaggingOwner initial="2026-11-24" onDate={onDate} />);
    const button = within(field()).getByRole('button', { name: 'Calendar Date' });
    fireEvent.click(button);
    const grid = await screen.findByRole('grid');
    expect(grid.getAttribute('aria-label')).toContain('November 2026');
    fireEvent.click(within(grid).getByRole('button', { name: /Friday, November 27, 2026/ }));
    expect(onDate).toHaveBeenLastCalledWith('2026-11-27');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());

    button.focus();
    fireEvent.click(button);
    await screen.findByRole('grid');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
