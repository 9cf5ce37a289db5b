import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import { SettingsText } from './settings-text.tsx';

interface SubscriptionTermsDialogProps {
  planName: string;
  terms: string;
  onAccept: () => void;
  onClose: () => void;
}

/** The subscription terms (docs/product/purchase.md#terms): the plan is added only once they are accepted here. */
export function SubscriptionTermsDialog({ planName, terms, onAccept, onClose }: SubscriptionTermsDialogProps) {
  return (
    <ModalDialog title={PURCHASE_TEXTS.termsTitle} onClose={onClose} className="purchase-terms">
      <p className="purchase-terms__plan">{planName}</p>
      <SettingsText text={terms} className="purchase-terms__text" />
      <div className="purchase-terms__actions">
        <button type="button" className="button" onClick={onAccept}>
          {PURCHASE_TEXTS.acceptTerms}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {PURCHASE_TEXTS.cancel}
        </button>
      </div>
    </ModalDialog>
  );
}
