import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import type { TermsKind } from './checkout-context.ts';
import { CHECKOUT_TEXTS as T } from './checkout-texts.ts';
import { SettingsText } from './settings-text.tsx';

interface CheckoutTermsDialogProps {
  kind: TermsKind;
  terms: string;
  onAccept: () => void;
  onClose: () => void;
}

const TITLES: Record<TermsKind, string> = { student_id: T.terms.studentId, meal_plan: T.terms.mealPlan };

/** A term of the order (docs/product/purchase.md#terms): the order goes on only once it is accepted here. */
export function CheckoutTermsDialog({ kind, terms, onAccept, onClose }: CheckoutTermsDialogProps) {
  return (
    <ModalDialog title={TITLES[kind]} onClose={onClose} className="purchase-terms">
      <SettingsText text={terms} className="purchase-terms__text" />
      <div className="purchase-terms__actions">
        <button type="button" className="button" onClick={onAccept}>
          {T.terms.accept}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {T.terms.cancel}
        </button>
      </div>
    </ModalDialog>
  );
}
