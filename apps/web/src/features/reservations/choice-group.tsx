import { useId } from 'react';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
  /** Shown under the label and read with it: seats left, or why it cannot be chosen. */
  note?: string | null;
  isDisabled?: boolean;
}

interface ChoiceGroupProps<V extends string | number> {
  legend: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  className?: string;
}

/**
 * One wizard step as native radio buttons in a fieldset: Tab enters the group, the arrow keys move
 * and choose, and a choice that cannot be taken stays listed with its reason in words (read out
 * with it, not only on hover).
 */
export function ChoiceGroup<V extends string | number>({ legend, choices, value, onChange, className }: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <fieldset className={className ? `res-choices ${className}` : 'res-choices'}>
      <legend className="res-step__title">{legend}</legend>
      <div className="res-choices__list">
        {choices.map((choice) => {
          const noteId = `${name}-${choice.value}-note`;
          return (
            <div key={choice.value} className={choice.isDisabled ? 'res-choice res-choice--disabled' : 'res-choice'}>
              <label className="res-choice__main">
                <input
                  type="radio"
                  name={name}
                  value={choice.value}
                  checked={value === choice.value}
                  disabled={choice.isDisabled}
                  aria-describedby={choice.note ? noteId : undefined}
                  onChange={() => onChange(choice.value)}
                />
                <span className="res-choice__label">{choice.label}</span>
              </label>
              {choice.note ? (
                <span id={noteId} className="res-choice__note">
                  {choice.note}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
