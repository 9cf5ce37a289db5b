import type { LocationSummary, MenuFilter, MenuItem } from '@commons/contract';
import { useMemo } from 'react';
import { conceptValueText, CONCEPT_NUTRIENTS } from './concept-nutrients.ts';
import { declaredCalories } from './declared-calories.ts';
import { allergenNames, itemMarks, labelNames, mayContainNames, type MarkFlags } from './item-marks.ts';
import { mayContainText } from './may-contain-text.ts';
import { MarkIcon } from './mark-icon.tsx';
import { MARK_INFO } from './mark-info.ts';
import { ITEM_DISCLAIMER } from './menu-disclaimer.ts';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { NutritionFacts } from './nutrition-facts.tsx';
import { nutritionFacts } from './nutrition-facts-model.ts';
import { ProfileAllergenWarning } from './profile-allergen-warning.tsx';

interface NutritionDialogProps {
  item: MenuItem;
  locationType: LocationSummary['type'];
  filtersById: ReadonlyMap<number, MenuFilter>;
  flags: MarkFlags;
  displayAllergens: boolean;
  /** The logged-in customer's allergens, warned about at the top; empty when nobody is logged in. */
  profileAllergens?: readonly string[];
  onClose: () => void;
}

function ConceptNutrition({ item }: { item: MenuItem }) {
  return (
    <section className="concept-nutrition" aria-labelledby={`concept-${item.id}`}>
      <h3 id={`concept-${item.id}`}>Nutrition information</h3>
      <table className="concept-nutrition__table">
        <caption className="visually-hidden">Nutrient values per serving</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Nutrient</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {item.portion ? (
            <tr>
              <th scope="row">Serving size</th>
              <td>{item.portion}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Calories</th>
            <td>{declaredCalories(item) ?? 'Not available'}</td>
          </tr>
          {CONCEPT_NUTRIENTS.map(({ key, label, rounding }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td>{conceptValueText(item[key], rounding)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** An item's nutrition, allergens and ingredients in a modal dialog (docs/product/menus.md#nutrition). */
export function NutritionDialog({ item, locationType, filtersById, flags, displayAllergens, profileAllergens = [], onClose }: NutritionDialogProps) {
  const facts = useMemo(() => nutritionFacts(item), [item]);
  const marks = itemMarks(item, filtersById, flags);
  const allergens = allergenNames(item, filtersById);
  const mayContain = mayContainNames(item, filtersById);
  const labels = labelNames(item, filtersById);
  const hasFacts = facts.calories !== null || facts.main.length > 0 || facts.micro.length > 0;

  return (
    <ModalDialog title={item.name} onClose={onClose} className="nutrition-dialog">
      <ProfileAllergenWarning item={item} filtersById={filtersById} profile={profileAllergens} displayAllergens={displayAllergens} />
      {item.desc ? <p className="nutrition-dialog__desc">{item.desc}</p> : null}
      {marks.length > 0 || labels.length > 0 ? (
        <ul className="nutrition-dialog__tags" aria-label="Labels">
          {marks.map((kind) => (
            <li key={kind}>
              <MarkIcon kind={kind} size={20} />
              <span aria-hidden="true">{MARK_INFO[kind].name}</span>
            </li>
          ))}
          {labels
            .filter((name) => !marks.some((kind) => MARK_INFO[kind].name.toLowerCase().includes(name.toLowerCase())))
            .map((name) => (
              <li key={name}>{name}</li>
            ))}
        </ul>
      ) : null}
      <div className="nutrition-dialog__layout">
        <div className="nutrition-dialog__details">
          {displayAllergens || mayContain.length > 0 ? (
            <section className="nutrition-dialog__section">
              <h3>Allergens</h3>
              {!displayAllergens ? null : !item.allergen_info_available ? (
                <p className="nutrition-dialog__warning">Allergen information unavailable</p>
              ) : allergens.length > 0 ? (
                <p>Contains: {allergens.join(', ')}</p>
              ) : mayContain.length > 0 ? null : (
                <p>No allergens are listed for this item.</p>
              )}
              {/* Cross-contact is shown even where a site hides its allergen list: it is a safety note. */}
              {mayContain.length > 0 ? <p>{mayContainText(mayContain)}</p> : null}
            </section>
          ) : null}
          {item.custom_allergens?.trim() ? (
            <section className="nutrition-dialog__section">
              <h3>Allergen notes</h3>
              <p>{item.custom_allergens}</p>
            </section>
          ) : null}
          {locationType === 'concept' && !item.ingredients ? null : (
            <section className="nutrition-dialog__section">
              <h3>Ingredients</h3>
              <p>{item.ingredients?.trim() || 'Ingredients are not available for this item.'}</p>
            </section>
          )}
        </div>
        <div className="nutrition-dialog__nutrition">
          {locationType === 'concept' ? (
            <ConceptNutrition item={item} />
          ) : hasFacts ? (
            <NutritionFacts panel={facts} />
          ) : (
            <p>Nutrition information is not available for this item.</p>
          )}
        </div>
      </div>
      <p className="nutrition-dialog__disclaimer">{ITEM_DISCLAIMER}</p>
    </ModalDialog>
  );
}
