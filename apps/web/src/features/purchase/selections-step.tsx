import { useId } from 'react';
import type { OrderForm } from '@commons/contract';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import { SelectionField } from './selection-field.tsx';
import type { Selections } from './selections.ts';

interface SelectionsStepProps {
  form: OrderForm;
  selections: Selections;
  onChange: (next: Selections) => void;
  /** The cart has items: its products were chosen for these selections (docs/product/purchase.md#selections). */
  isLocked: boolean;
}

/** The four customer selections (docs/product/purchase.md#selections): location, term (named by school_term_label), type and year. */
export function SelectionsStep({ form, selections, onChange, isLocked }: SelectionsStepProps) {
  const lockedId = useId();
  const fields = [
    { key: 'location_id', label: PURCHASE_TEXTS.labels.location, options: form.customerLocations },
    { key: 'term_id', label: form.orderFormSettings.school_term_label || 'Term', options: form.customerTerms },
    { key: 'customer_type_id', label: PURCHASE_TEXTS.labels.type, options: form.customerTypes },
    { key: 'year_id', label: PURCHASE_TEXTS.labels.year, options: form.customerYears },
  ] as const;
  return (
    <div className="purchase-selections">
      <p className="purchase-selections__intro">{PURCHASE_TEXTS.selectionsIntro}</p>
      {isLocked ? (
        <p id={lockedId} className="purchase-selections__locked">
          {PURCHASE_TEXTS.selectionsLocked}
        </p>
      ) : null}
      <div className="purchase-selections__fields">
        {fields
          .filter((field) => field.options.length > 0)
          .map((field) => (
            <SelectionField
              key={field.key}
              label={field.label}
              options={field.options}
              value={selections[field.key]}
              isDisabled={isLocked}
              describedBy={isLocked ? lockedId : undefined}
              onChange={(id) => onChange({ ...selections, [field.key]: id })}
            />
          ))}
      </div>
    </div>
  );
}
