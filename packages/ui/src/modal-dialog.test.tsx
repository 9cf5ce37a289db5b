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

const framesDrawn = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((drawn) => requestAnimationFrame(drawn));
};

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

  it('gives focus back at once when closed by a click without a pointer (Enter on Close), even while the page behind is still moving', async () => {
    render(<Page />);
    const { opener } = open();
    // Something behind the dialog is in a CSS transition, e.g. the home carousel sliding to its next slide.
    const sliding = Object.assign(new Event('transitionrun', { bubbles: true }), { propertyName: 'transform' });
    document.body.dispatchEvent(sliding);
    try {
      // A click with no pointer (detail 0) is what a browser makes of Enter or Space on a button.
      fireEvent.click(screen.getByRole('button', { name: 'Close' }), { detail: 0 });
      expect(screen.queryByRole('dialog')).toBeNull();
      // A few frames, and no more: focus must not wait for the page to stop moving.
      await framesDrawn(3);
      expect(document.activeElement).toBe(opener);
    } finally {
      document.body.dispatchEvent(Object.assign(new Event('transitionend', { bubbles: true }), { propertyName: 'transform' }));
    }
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
