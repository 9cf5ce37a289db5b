import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icons/icon.tsx';
import { keepTabInside } from './keep-tab-inside.ts';
import { useDialogClose } from './use-dialog-close.ts';
import './modal-dialog.css';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

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

  return (
    // Escape arrives as the dialog's cancel event; the key handler only keeps Tab inside.
    <dialog ref={ref} className={className ? `modal ${className}` : 'modal'} aria-labelledby={titleId} onCancel={closing.onCancel} onClose={closing.onClose} onKeyDown={(event) => keepTabInside(event, ref.current)}>
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
