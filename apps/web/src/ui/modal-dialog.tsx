import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icons/icon.tsx';
import { useDialogClose } from './use-dialog-close.ts';
import './modal-dialog.css';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog>: opens as modal when mounted (the page behind becomes
 * inert), Tab and Shift+Tab cycle inside it, Escape and the Close button close it. The parent
 * unmounts it in `onClose` and puts focus back where it was.
 */
export function ModalDialog({ title, onClose, children, className }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closing = useDialogClose(ref, onClose);

  useLayoutEffect(() => {
    const dialog = ref.current;
    // Removing the element on unmount ends the modal state, so there is nothing to clean up.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The dialog element handles Escape itself; the key handler only keeps Tab inside.
    <dialog ref={ref} className={className ? `modal ${className}` : 'modal'} aria-labelledby={titleId} onCancel={closing.onCancel} onClose={closing.onClose} onKeyDown={onKeyDown}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" onClick={closing.close}>
          <Icon name="close" size={20} />
          Close
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
