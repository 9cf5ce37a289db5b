import { useState, type ReactNode } from 'react';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { ApiError } from '../../api/api-error.ts';
import { ConflictNotice } from './conflict-notice.tsx';
import { isConflict } from './grant-form.ts';

interface ConfirmDialogProps {
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** The call; a failure stays in the dialog (a 409 with Reload). */
  onConfirm: () => Promise<unknown>;
  onReload: () => void;
  onClose: () => void;
}

/** Asks before a change that takes something away, saying what happens; Cancel is the way out. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onReload, onClose }: ConfirmDialogProps) {
  const [isBusy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; isConflict: boolean } | null>(null);
  const confirm = async () => {
    if (isBusy) return;
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setProblem({ message: error instanceof ApiError ? error.message : 'Something went wrong.', isConflict: isConflict(error) });
      setBusy(false);
    }
  };
  return (
    <ModalDialog title={title} onClose={onClose}>
      <div className="confirm__text">{children}</div>
      {problem?.isConflict ? <ConflictNotice message={problem.message} onReload={onReload} /> : null}
      {problem && !problem.isConflict ? (
        <p className="notice" role="alert">
          {problem.message}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button button--danger" onClick={() => void confirm()} aria-disabled={isBusy || undefined}>
          {isBusy ? 'Working…' : confirmLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
