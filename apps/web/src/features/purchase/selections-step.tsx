import { useId } from 'react';
import type { OrderForm } from '@commons/contract';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import { SelectionField } from './selection-field.tsx';
import type { SelectionKey, Selections } from './selections.ts';

interface SelectionsStepProps {
  form: OrderForm;
  selections: Selections;
  onChange: (next: Selections) => void;
  /** The selections the cart's items were chosen under, locked while it has items (docs/product/purchase.md#selections). */
  locked: readonly SelectionKey[];
}

/** The four customer selections (docs/product/purchase.md#selections): location, term (named by school_term_label), type and year. */
export function SelectionsStep({ form, selections, onChange, locked }: SelectionsStepProps) {
  const lockedId = useId();
  const fields = [
    { key: 'location_id', label: PURCHASE_TEXTS.labels.location, options: form.customerLocations },
    { key: 'term_id', label: form.orderFormSettings.school_term_label || 'Term', options: form.customerTerms },
    { key: 'customer_type_id', label: PURCHASE_TEXTS.labels.type, options: form.customerTypes },
    { key: 'year_id', label: PURCHASE_TEXTS.labels.year, options: form.customerYears },
  ] as const;
  const shown = fields.filter((field) => field.options.length > 0);
  const isLocked = (key: SelectionKey) => locked.includes(key);
  // Every choice locked, or only the cart's customer type (the others were not made when the cart got its items).
  const lockedText = shown.every((field) => isLocked(field.key)) ? PURCHASE_TEXTS.selectionsLocked : PURCHASE_TEXTS.typeLocked;
  return (
    <div className="purchase-selections">
      <p className="purchase-selections__intro">{PURCHASE_TEXTS.selectionsIntro}</p>
      {shown.some((field) => isLocked(field.key)) ? (
        <p id={lockedId} className="purchase-selections__locked">
          {lockedText}
        </p>
      ) : null}
      <div className="purchase-selections__fields">
        {shown.map((field) => (
          <SelectionField
            key={field.key}
            label={field.label}
            options={field.options}
            value={selections[field.key]}
            isDisabled={isLocked(field.key)}
            describedBy={isLocked(field.key) ? lockedId : undefined}
            onChange={(id) => onChange({ ...selections, [field.key]: id })}
          />
        ))}
      </div>
    </div>
  );
}
