import { useId, useLayoutEffect, useRef, useState } from 'react';
import { availableFilters, type FilterDef } from '@commons/domain';
import { Icon } from '@commons/ui/icons/icon.tsx';
import { FilterPicker } from './filter-picker.tsx';

interface MenuFiltersProps {
  allergens: readonly FilterDef[];
  labels: readonly FilterDef[];
  selectedAllergens: readonly number[];
  selectedLabels: readonly number[];
  onChange: (next: { allergens: number[]; labels: number[] }) => void;
  /** Allergen filters also hide items that may contain the allergen (cross-contact). */
  hideMayContain: boolean;
  onHideMayContainChange: (hide: boolean) => void;
  /** Allergens hidden for the customer's profile (shown as their own chips): not offered again, and cleared by 'Clear all filters' too. */
  profileAllergens?: readonly number[];
  onClearProfile?: () => void;
}

export const MAY_CONTAIN_OPTION_TEXT = 'Also hide items that may contain it';

type Kind = 'allergen' | 'label';

/**
 * Allergen and category filters (docs/product/menus.md#filters): a picker of what is still available (sorted by
 * name) and the selected filters as removable chips. Removing a chip moves focus to the next chip,
 * else to its picker, so keyboard focus is never lost. Beside the allergen picker, a checkbox (on by
 * default) also hides items that may contain a chosen allergen through cross-contact.
 */
export function MenuFilters({
  allergens,
  labels,
  selectedAllergens,
  selectedLabels,
  onChange,
  hideMayContain,
  onHideMayContainChange,
  profileAllergens = [],
  onClearProfile,
}: MenuFiltersProps) {
  const mayContainId = useId();
  // The address holds the choice, and it changes in a transition: the box shows the click at once
  // and follows the address whenever the address changes.
  const [hideShown, setHideShown] = useState(hideMayContain);
  const [hideFromAddress, setHideFromAddress] = useState(hideMayContain);
  if (hideFromAddress !== hideMayContain) {
    setHideFromAddress(hideMayContain);
    setHideShown(hideMayContain);
  }
  const rootRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);

  const chosen = (all: readonly FilterDef[], ids: readonly number[]) => ids.flatMap((id) => all.filter((f) => f.id === id));
  const chosenAllergens = chosen(allergens, selectedAllergens);
  const chosenLabels = chosen(labels, selectedLabels);

  useLayoutEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) rootRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const offered = (kind: Kind) => (kind === 'allergen' ? availableFilters(allergens, [...selectedAllergens, ...profileAllergens]) : availableFilters(labels, selectedLabels));

  const add = (kind: Kind, id: number) => {
    // The picker stays open for more picks; after the last one it is empty and its button disabled, so focus goes to the new chip.
    if (offered(kind).length === 1) focusNext.current = `[data-chip="${kind}-${id}"]`;
    onChange(kind === 'allergen' ? { allergens: [...selectedAllergens, id], labels: [...selectedLabels] } : { allergens: [...selectedAllergens], labels: [...selectedLabels, id] });
  };

  const remove = (kind: Kind, list: readonly FilterDef[], index: number) => {
    const next = list[index + 1] ?? list[index - 1];
    focusNext.current = next ? `[data-chip="${kind}-${next.id}"]` : `[data-picker="${kind}"] button`;
    const removed = list[index]?.id;
    const without = (ids: readonly number[]) => ids.filter((id) => id !== removed);
    onChange(kind === 'allergen' ? { allergens: without(selectedAllergens), labels: [...selectedLabels] } : { allergens: [...selectedAllergens], labels: without(selectedLabels) });
  };

  const chips = (kind: Kind, list: readonly FilterDef[], caption: string) =>
    list.length > 0 ? (
      <div className="menu-filters__chips">
        <span className="menu-filters__chips-caption">{caption}</span>
        <ul className="chip-list" aria-label={caption}>
          {list.map((filter, index) => (
            <li key={filter.id}>
              <button type="button" className={`chip chip--${kind}`} data-chip={`${kind}-${filter.id}`} aria-label={`Remove ${filter.name} filter`} onClick={() => remove(kind, list, index)}>
                {filter.name}
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    ) : null;

  const hasSelection = chosenAllergens.length + chosenLabels.length + profileAllergens.length > 0;

  return (
    <div ref={rootRef} className="menu-filters" role="group" aria-label="Menu filters">
      <div className="menu-filters__pickers">
        {allergens.length > 0 ? (
          <div data-picker="allergen">
            <FilterPicker label="Filter by allergen" options={offered('allergen')} onPick={(id) => add('allergen', id)} />
          </div>
        ) : null}
        {allergens.length > 0 ? (
          <div className="menu-filters__may-contain">
            <input
              id={mayContainId}
              type="checkbox"
              checked={hideShown}
              onChange={(event) => {
                setHideShown(event.currentTarget.checked);
                onHideMayContainChange(event.currentTarget.checked);
              }}
            />
            <label htmlFor={mayContainId}>{MAY_CONTAIN_OPTION_TEXT}</label>
          </div>
        ) : null}
        {labels.length > 0 ? (
          <div data-picker="label">
            <FilterPicker label="Filter by category" options={offered('label')} onPick={(id) => add('label', id)} />
          </div>
        ) : null}
        {hasSelection ? (
          <button
            type="button"
            className="menu-filters__clear"
            onClick={() => {
              focusNext.current = '[data-picker] button';
              onChange({ allergens: [], labels: [] });
              onClearProfile?.();
            }}
          >
            Clear all filters
          </button>
        ) : null}
      </div>
      {chips('allergen', chosenAllergens, hideShown ? 'Hiding items that contain or may contain:' : 'Hiding items that contain:')}
      {chips('label', chosenLabels, 'Showing only items that are:')}
    </div>
  );
}
