import { useRef, type RefObject, type SyntheticEvent } from 'react';

/**
 * Closes a modal <dialog> and reports it to its owner once, as soon as the visitor asks: on Escape
 * (the `cancel` event, during the key press) and on the Close button, with the `close` event as a
 * fallback. The browser sends `close` a task later; waiting for it would let a quick reopen of the
 * same dialog be undone by the late event of the one before. The dialog is closed before the owner
 * hears of it, so the page is no longer inert when the owner moves focus back into it.
 */
export function useDialogClose(dialogRef: RefObject<HTMLDialogElement | null>, onClose: () => void) {
  const reported = useRef(false);
  const report = () => {
    if (reported.current) return;
    reported.current = true;
    if (dialogRef.current?.open) dialogRef.current.close();
    onClose();
  };
  return {
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      report();
    },
    onClose: report,
    close: report,
  };
}
