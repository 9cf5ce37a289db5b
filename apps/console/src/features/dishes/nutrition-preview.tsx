import { DISH_NUTRIENTS, dishNutrientLabel, type DishNutrient } from '@commons/contract/console';
import { parseNutrientAmount, percentDailyValue, roundForLabel, roundLessThanForLabel } from '@commons/domain';

/** Nutrients printed indented under another, as the FDA panel does. */
const INDENT: Partial<Record<DishNutrient, 1 | 2>> = { saturated_fat: 1, trans_fat: 1, dietary_fiber: 1, total_sugars: 1, added_sugars: 2 };
/** The vitamins and minerals, printed below the main nutrients. */
const MICRO: readonly DishNutrient[] = ['vitamin_d', 'calcium', 'iron', 'potassium'];
/** Lines whose % Daily Value the panel leaves blank (21 CFR 101.9(c)). */
const NO_PERCENT: readonly DishNutrient[] = ['trans_fat', 'total_sugars', 'protein'];

interface PreviewRow {
  key: DishNutrient;
  name: string;
  amount: string;
  percent: number | null;
}

/** A nutrient's line as the panel declares it (FDA rounding, packages/domain fda-rounding.ts), or null when it is not a readable amount. */
function rowOf(key: DishNutrient, value: string | undefined): PreviewRow | null {
  const amount = value ? parseNutrientAmount(value) : null;
  if (!amount) return null;
  try {
    if (amount.kind === 'less than') return { key, name: dishNutrientLabel(key).name, amount: roundLessThanForLabel(key, amount.bound).text, percent: null };
    const percent = NO_PERCENT.includes(key) ? null : percentDailyValue(key, amount.value);
    return { key, name: dishNutrientLabel(key).name, amount: roundForLabel(key, amount.value).text, percent };
  } catch {
    // An amount the label cannot declare: the field's own check says why.
    return null;
  }
}

interface NutritionPreviewProps {
  portion: string;
  calories: string;
  nutrients: Partial<Record<DishNutrient, string>>;
}

/** The Nutrition Facts panel as students will see it, FDA-rounded, from the form's values as they are typed. */
export function NutritionPreview({ portion, calories, nutrients }: NutritionPreviewProps) {
  const rows = DISH_NUTRIENTS.flatMap((key) => rowOf(key, nutrients[key]) ?? []);
  const kcal = /^\d+$/.test(calories.trim()) ? roundForLabel('calories', Number(calories)).text : null;
  const line = (row: PreviewRow) => (
    <tr key={row.key} className={`facts__row facts__row--indent-${INDENT[row.key] ?? 0}`}>
      <th scope="row">
        {row.name} <span className="facts__amount">{row.amount}</span>
      </th>
      <td>{row.percent === null ? '' : `${row.percent}%`}</td>
    </tr>
  );
  return (
    <section className="facts" aria-labelledby="facts-title">
      <h3 id="facts-title" className="facts__title">
        Nutrition Facts <span className="facts__preview">(preview)</span>
      </h3>
      <p className="facts__serving">Serving size {portion.trim() || '—'}</p>
      <p className="facts__calories">
        Calories <span>{kcal ?? '—'}</span>
      </p>
      <table className="facts__table">
        <caption className="visually-hidden">Nutrients per serving and % Daily Value</caption>
        <thead>
          <tr>
            <th scope="col">Nutrient</th>
            <th scope="col">% Daily Value</th>
          </tr>
        </thead>
        <tbody>{rows.filter((row) => !MICRO.includes(row.key)).map(line)}</tbody>
        <tbody>{rows.filter((row) => MICRO.includes(row.key)).map(line)}</tbody>
      </table>
    </section>
  );
}
