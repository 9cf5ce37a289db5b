// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_SUGGESTED_MESSAGE } from '@commons/contract/console';
import { BusyChoice } from './busy-choice.tsx';
import { CloseDialog } from './close-dialog.tsx';

afterEach(cleanup);

describe('closing now', () => {
  it('offers the suggested message, so a second tap closes until the end of today', () => {
    const onSubmit = vi.fn();
    render(<CloseDialog locationName="Union Market" timeZone="America/New_York" errors={{}} isSaving={false} onClose={() => undefined} onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: 'Close Union Market now?' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Message' }).value).toBe(LIVE_SUGGESTED_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Close now' }));
    expect(onSubmit).toHaveBeenCalledWith({ message: LIVE_SUGGESTED_MESSAGE, until: '' });
  });

  it('shows the server’s word on a field beside it', () => {
    render(<CloseDialog locationName="Union Market" timeZone="America/New_York" errors={{ 'closure.until': 'Choose a time later than now.' }} isSaving={false} onClose={() => undefined} onSubmit={() => undefined} />);
    const until = screen.getByLabelText('Closed until');
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect(until.getAttribute('aria-describedby')).toContain('until-error');
    expect(screen.getByText('Choose a time later than now.')).toBeTruthy();
  });
});

describe('how busy', () => {
  it('is one pressed button among four, in words, and one tap sets another', () => {
    const onChange = vi.fn();
    render(<BusyChoice locationName="Union Market" value="busy" onChange={onChange} isDisabled={false} />);
    expect(screen.getByRole('radiogroup', { name: 'How busy Union Market is' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Busy' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Very busy' }));
    expect(onChange).toHaveBeenCalledWith('very_busy');
    fireEvent.click(screen.getByRole('radio', { name: 'Not said' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
