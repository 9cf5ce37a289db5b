// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogClose } from './use-dialog-close.ts';

afterEach(cleanup);

// jsdom's <dialog> has no methods: close() here does what the browser's does for this hook.
const dialogPrototype: Partial<Pick<HTMLDialogElement, 'close'>> = HTMLDialogElement.prototype;
dialogPrototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

function Probe({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const closing = useDialogClose(ref, onClose);
  return (
    <dialog ref={ref} open aria-label="Bio" onCancel={closing.onCancel} onClose={closing.onClose}>
      <button type="button" onClick={closing.close}>
        Close
      </button>
    </dialog>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Bio' });

describe('useDialogClose', () => {
  it('closes the dialog and tells the owner once when the Close button is followed by the close event', () => {
    const onClose = vi.fn();
    render(<Probe onClose={onClose} />);
    const bio = dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(bio.hasAttribute('open')).toBe(false);
    fireEvent(bio, new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('answers Escape (cancel) at once, closing the dialog itself, and ignores the late close event', () => {
    const onClose = vi.fn();
    render(<Probe onClose={onClose} />);
    const bio = dialog();
    const notCancelled = fireEvent(bio, new Event('cancel', { cancelable: true }));
    expect(notCancelled).toBe(false);
    expect(bio.hasAttribute('open')).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent(bio, new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
