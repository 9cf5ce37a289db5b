import { useEffect, useId, useRef } from 'react';
import type { OrderForm } from '@commons/contract';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import { IdSelectField } from '../../ui/form/id-select-field.tsx';
import type { SelectionKey, Selections } from './selections.ts';

interface SelectionsStepProps {
  form: OrderForm;
  selections: Selections;
  onChange: (next: Selections) => void;
  /** The selections the cart's items were chosen under, locked while it has items (docs/product/purchase.md#selections). */
  locked: readonly SelectionKey[];
  /** Counts the checkouts asked for before every selection was made: each one marks the unmade fields and focuses the first. */
  checkoutAsked: number;
}

/** The four customer selections (docs/product/purchase.md#selections): location, term (named by school_term_label), type and year. */
export function SelectionsStep({ form, selections, onChange, locked, checkoutAsked }: SelectionsStepProps) {
  const lockedId = useId();
  const selects = useRef(new Map<SelectionKey, HTMLSelectElement>());
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
  const unmade = shown.filter((field) => selections[field.key] === null).map((field) => field.key);
  const firstUnmade = unmade[0];
  // Only a new ask moves the focus, not a choice made since.
  const focusedForAsk = useRef(0);
  useEffect(() => {
    if (checkoutAsked === focusedForAsk.current) return;
    focusedForAsk.current = checkoutAsked;
    if (firstUnmade) selects.current.get(firstUnmade)?.focus();
  }, [checkoutAsked, firstUnmade]);
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
          <IdSelectField
            key={field.key}
            ref={(element) => {
              if (element) selects.current.set(field.key, element);
              else selects.current.delete(field.key);
            }}
            error={checkoutAsked > 0 && unmade.includes(field.key) ? PURCHASE_TEXTS.chooseBeforeCheckout(field.label) : undefined}
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
