import { useEffect, useRef, type ReactNode } from 'react';
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
 * The app's modal dialog, on React Aria's Modal and Dialog: open while mounted, focus moves to the
 * Close button and stays inside, Escape or Close closes it, the page behind is inert and focus
 * goes back where it was when it closes. It is labelled by its heading.
 */
export function ModalDialog({ title, onClose, children, className, titleDisplay = 'visible', describedBy, onKeyDown }: ModalDialogProps) {
  const isTitleHidden = titleDisplay === 'hidden';
  const dialogRef = useRef<HTMLElement>(null);

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
