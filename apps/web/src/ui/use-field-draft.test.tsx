// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFieldDraft } from './use-field-draft.ts';

afterEach(cleanup);

/** The field's setter, handed out to the test as a field would use it from its change handler. */
const handle: { send: (draft: string, sent: string | null) => void } = { send: () => undefined };

function Field({ value }: { value: string }) {
  const [draft, setDraft] = useFieldDraft(value, (v) => v);
  useEffect(() => {
    handle.send = setDraft;
  });
  return <output>{draft}</output>;
}

const send = (draft: string, sent: string | null) => handle.send(draft, sent);

const shown = () => screen.getByRole('status').textContent;

describe('useFieldDraft', () => {
  it("keeps what was typed when the owner's late echoes of earlier values arrive", () => {
    const { rerender } = render(<Field value="2026-11-24" />);
    act(() => send('2026-01-24', '2026-01-24'));
    act(() => send('2026-11-24', '2026-11-24'));
    act(() => send('2026-11-2', null));
    expect(shown()).toBe('2026-11-2');
    // The owner catches up, one sent value after the other: neither undoes the digit typed since.
    rerender(<Field value="2026-01-24" />);
    expect(shown()).toBe('2026-11-2');
    rerender(<Field value="2026-11-24" />);
    expect(shown()).toBe('2026-11-2');
  });

  it('takes any other value from the owner, e.g. a day-forward button', () => {
    const { rerender } = render(<Field value="2026-11-24" />);
    act(() => send('2026-11-25', '2026-11-25'));
    rerender(<Field value="2026-11-26" />);
    expect(shown()).toBe('2026-11-26');
    // An echo that comes after an outside change is an outside change too.
    rerender(<Field value="2026-11-25" />);
    expect(shown()).toBe('2026-11-25');
  });
});
