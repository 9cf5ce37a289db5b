// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TimeZoneField } from './time-zone-field.tsx';

const siteForm = z.object({ time_zone: z.string().min(1, 'Choose the site’s time zone.') });
type SiteForm = z.infer<typeof siteForm>;

function ZoneForm({ initial, send }: { initial: string; send: (values: SiteForm) => void }) {
  const form = useForm<SiteForm>({ resolver: zodResolver(siteForm), defaultValues: { time_zone: initial } });
  return (
    <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate>
      <TimeZoneField control={form.control} name="time_zone" label="Time zone" hint="Where the site’s clock is." isRequired />
      <button type="submit">Save</button>
    </form>
  );
}

const describedBy = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

function renderZone(initial = 'America/New_York') {
  const send = vi.fn();
  render(<ZoneForm initial={initial} send={send} />);
  return { send, input: screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement };
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
};

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the time zone field', () => {
  it('shows the zone held, with its label, hint and required state', () => {
    const { input } = renderZone();
    expect(input.value).toBe('America/New_York');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(describedBy(input)).toContain('Where the site’s clock is.');
  });

  it('lists only the zones that match what is typed, each with its offset from UTC now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T17:00:00Z'));
    const { input } = renderZone('');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'new york' } });
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['America/New_YorkUTC−05:00']);
    expect(options[0]?.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('sends the zone chosen from the list', async () => {
    const { input, send } = renderZone('');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'Chicago' } });
    fireEvent.click(await screen.findByRole('option', { name: /America\/Chicago/ }));
    expect(input.value).toBe('America/Chicago');
    await submit();
    expect(send).toHaveBeenCalledWith({ time_zone: 'America/Chicago' }, expect.anything());
  });

  it('chooses by keyboard: arrow down to a match, Enter', async () => {
    const { input, send } = renderZone('');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'los_angeles' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input.value).toBe('America/Los_Angeles'));
    await submit();
    expect(send).toHaveBeenCalledWith({ time_zone: 'America/Los_Angeles' }, expect.anything());
  });

  it('keeps a saved zone the browser does not list as a choice', () => {
    const { input } = renderZone('America/Zz_Saved');
    expect(input.value).toBe('America/Zz_Saved');
  });

  it('with none chosen, is refused with the schema’s message, tied to the field and focused', async () => {
    const { input, send } = renderZone('');
    await submit();
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(input)).toEqual(['Where the site’s clock is.', 'Choose the site’s time zone.']);
    expect(document.activeElement).toBe(input);
  });
});
