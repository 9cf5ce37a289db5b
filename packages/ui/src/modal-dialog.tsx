import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Icon } from './icons/icon.tsx';
import './modal-dialog.css';

interface ModalDialogProps {
  /** The dialog's heading, which also names it. */
  title: string;
  /** Called once when the visitor closes it (Escape or the Close button); the parent unmounts it. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** 'hidden' keeps the heading for screen readers only, and the Close button shrinks to an icon over the content. */
  titleDisplay?: 'visible' | 'hidden';
  /** The id of an element inside that describes the dialog (e.g. a photo counter). */
  describedBy?: string;
  /** Keys the dialog handles itself, e.g. arrows that step through photos. */
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * Gives focus back, as soon as the dialog has gone and the page behind is no longer inert, to what
 * had it when the dialog opened. React Aria does this too, but after a click without a pointer (Enter
 * or Space on Close, a screen reader's click) it waits until no CSS transition runs anywhere on the
 * page: behind a dialog the home carousel keeps sliding, and focus stayed on the page's body meanwhile.
 */
function useFocusBackAtOnce() {
  // Read during the first render, before the Close button takes focus (autoFocus).
  const [focusedBefore] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      // Once the closing update is done: after a visitor's Escape or click, React has lifted the page's inert state by then.
      queueMicrotask(() => {
        const isLost = document.activeElement === null || document.activeElement === document.body;
        if (!isLost || !(focusedBefore instanceof HTMLElement) || focusedBefore === document.body) return;
        if (focusedBefore.isConnected && !focusedBefore.closest('[inert]')) focusedBefore.focus({ preventScroll: true });
      });
    },
    [focusedBefore],
  );
}

/**
 * The app's modal dialog, on React Aria's Modal and Dialog: open while mounted, focus moves to the
 * Close button and stays inside, Escape or Close closes it, the page behind is inert and focus
 * goes back where it was when it closes, at once. It is labelled by its heading.
 */
export function ModalDialog({ title, onClose, children, className, titleDisplay = 'visible', describedBy, onKeyDown }: ModalDialogProps) {
  const isTitleHidden = titleDisplay === 'hidden';
  const dialogRef = useRef<HTMLElement>(null);
  useFocusBackAtOnce();

  // React Aria's Dialog takes no key handlers of its own, so the dialog's element gets the listener.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !onKeyDown) return;
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [onKeyDown]);

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className="modal-overlay"
    >
      <Modal className={className ? `modal ${className}` : 'modal'}>
        <Dialog ref={dialogRef} className="modal__dialog" aria-describedby={describedBy}>
          <div className={isTitleHidden ? 'modal__header modal__header--floating' : 'modal__header'}>
            <Heading slot="title" level={2} className={isTitleHidden ? 'visually-hidden' : 'modal__title'}>
              {title}
            </Heading>
            {/* Focus starts here, as on a native modal <dialog>: the first thing inside that takes it. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <button type="button" className={isTitleHidden ? 'modal__close modal__close--icon' : 'modal__close'} autoFocus onClick={onClose}>
              <Icon name="close" size={isTitleHidden ? 22 : 20} />
              <span className={isTitleHidden ? 'visually-hidden' : undefined}>Close</span>
            </button>
          </div>
          <div className="modal__body">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
