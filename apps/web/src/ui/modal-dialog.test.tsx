// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

afterEach(cleanup);

function Page({ onKey }: { onKey?: (event: KeyboardEvent) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Read bio
      </button>
      <a href="#behind">Behind</a>
      {isOpen ? (
        <ModalDialog title="Priya Raman" onClose={() => setIsOpen(false)} onKeyDown={onKey}>
          <p>Campus Dietitian</p>
          <a href="#more">More</a>
        </ModalDialog>
      ) : null}
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Read bio' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Priya Raman' }) };
}

describe('ModalDialog', () => {
  it('is labelled by its heading and moves focus to its Close button; the page behind is inert', () => {
    render(<Page />);
    const { dialog } = open();
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { level: 2, name: 'Priya Raman' }).id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    // Outside the dialog nothing is left for assistive technology (inert, or aria-hidden where inert is missing).
    expect(screen.queryByRole('link', { name: 'Behind' })).toBeNull();
    expect(screen.getByRole('link', { name: 'More' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    render(<Page />);
    const { opener } = open();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(screen.getByRole('link', { name: 'Behind' })).toBeTruthy();
  });

  it('closes with its Close button, focus going back too', async () => {
    render(<Page />);
    const { opener } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('hands other keys to its owner', () => {
    const onKey = vi.fn((event: KeyboardEvent) => event.key);
    render(<Page onKey={onKey} />);
    open();
    fireEvent.keyDown(screen.getByRole('link', { name: 'More' }), { key: 'ArrowRight' });
    expect(onKey).toHaveBeenCalledTimes(1);
    expect(onKey.mock.results[0]?.value).toBe('ArrowRight');
  });
});
