/**
 * What a menu item's nutrition facts must be before they are stored: each amount a number ≥ 0
 * (or the one "less than" form FDA labels use for that nutrient, e.g. "<1" g of sugars) in the unit
 * FDA labels use, within a sanity bound per serving, each nutrient once, and amounts that agree
 * with each other (sugars within carbohydrates, and so on). Problems carry a path relative to
 * the item (`['nutrients', 3, 'value']`, `['calories']`) for the caller to report.
 */
import { nutrientKey, type LabelNutrient } from './fda-rounding.ts';

export type NutrientAmount = { readonly kind: 'exact'; readonly value: number } | { readonly kind: 'less than'; readonly bound: number };

export interface NutrientRule {
  /** The name FDA labels print. */
  readonly name: string;
  /** The unit FDA labels give the amount in first, then other spellings of it (compared ignoring case). */
  readonly units: readonly string[];
  /** The bound of the one "less than" declaration FDA labels use for the nutrient, else null. */
  readonly lessThan: number | null;
  /** The most one serving can hold: above it the value or its unit is wrong (a slipped decimal, mg for g). */
  readonly max: number;
}

/**
 * Per nutrient of the label: units and "less than" forms of 21 CFR 101.9(c) (see fda-rounding.ts),
 * and bounds well above any dish a dining hall serves (a whole large pizza has about 3,000 kcal,
 * 130 g of fat and 7,000 mg of sodium).
 */
export const NUTRIENT_RULES: Readonly<Record<LabelNutrient, NutrientRule>> = {
  calories: { name: 'Calories', units: ['kcal', 'Cal'], lessThan: null, max: 5_000 },
  total_fat: { name: 'Total Fat', units: ['g'], lessThan: null, max: 500 },
  saturated_fat: { name: 'Saturated Fat', units: ['g'], lessThan: null, max: 500 },
  trans_fat: { name: 'Trans Fat', units: ['g'], lessThan: null, max: 100 },
  cholesterol: { name: 'Cholesterol', units: ['mg'], lessThan: 5, max: 3_000 },
  sodium: { name: 'Sodium', units: ['mg'], lessThan: null, max: 20_000 },
  total_carb: { name: 'Total Carbohydrates', units: ['g'], lessThan: 1, max: 1_000 },
  dietary_fiber: { name: 'Dietary Fiber', units: ['g'], lessThan: 1, max: 200 },
  total_sugars: { name: 'Total Sugars', units: ['g'], lessThan: 1, max: 1_000 },
  added_sugars: { name: 'Added Sugars', units: ['g'], lessThan: 1, max: 1_000 },
  protein: { name: 'Protein', units: ['g'], lessThan: 1, max: 500 },
  vitamin_d: { name: 'Vitamin D', units: ['mcg', 'µg'], lessThan: null, max: 250 },
  calcium: { name: 'Calcium', units: ['mg'], lessThan: null, max: 10_000 },
  iron: { name: 'Iron', units: ['mg'], lessThan: null, max: 200 },
  potassium: { name: 'Potassium', units: ['mg'], lessThan: null, max: 20_000 },
};

const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+`;
const PLAIN = new RegExp(`^(?:${NUMBER})$`);
const LESS_THAN = new RegExp(`^<\\s*(${NUMBER})$`);
const toNumber = (text: string) => Number(text.replace(/,/g, ''));

/** "12", "0.5", "1,250" → exact amounts; "<1" → less than 1; anything else (negative, "trace", "") → null. */
export function parseNutrientAmount(text: string): NutrientAmount | null {
  const trimmed = text.trim();
  if (PLAIN.test(trimmed)) return { kind: 'exact', value: toNumber(trimmed) };
  const lessThan = LESS_THAN.exec(trimmed);
  return lessThan?.[1] === undefined ? null : { kind: 'less than', bound: toNumber(lessThan[1]) };
}

export type RulePath = readonly (string | number)[];

export interface NutritionProblem {
  readonly path: RulePath;
  readonly message: string;
}

export interface NutrientRow {
  readonly name: string;
  readonly uom: string;
  readonly value: string;
}

/** A nutrient whose amount passed its own checks, as the cross-field rules read it. */
interface Checked {
  readonly at: RulePath;
  readonly amount: NutrientAmount;
  /** The amount as written with its unit, for messages: '30 g', '<1 g'. */
  readonly text: string;
}
type CheckedAmounts = Partial<Record<LabelNutrient, Checked>>;

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const EPSILON = 1e-9;

function overBound(key: LabelNutrient, value: number): string {
  const rule = NUTRIENT_RULES[key];
  const unit = rule.units[0] ?? '';
  const what = key === 'calories' ? `${grouped.format(value)} ${unit}` : `${grouped.format(value)} ${unit} of ${rule.name}`;
  return `${what} in one serving is over the bound of ${grouped.format(rule.max)} ${unit}; check the value and its unit`;
}

const notAnAmount = (value: string, rule: NutrientRule | null) =>
  `'${value}' is not an amount: write a number ≥ 0 such as "12" or "0.5"${rule === null ? ', or a bound such as "<1"' : rule.lessThan === null ? '' : `, or "<${rule.lessThan}" as FDA labels do`}`;

/** Does the smallest amount `part` can be exceed the largest `whole` can be? */
function exceeds(partLow: number, whole: NutrientAmount): boolean {
  return whole.kind === 'exact' ? partLow > whole.value + EPSILON : partLow >= whole.bound - EPSILON;
}
const lowOf = (amount: NutrientAmount) => (amount.kind === 'exact' ? amount.value : 0);

const PARTS: readonly { part: LabelNutrient; whole: LabelNutrient }[] = [
  { part: 'total_sugars', whole: 'total_carb' },
  { part: 'added_sugars', whole: 'total_sugars' },
  { part: 'dietary_fiber', whole: 'total_carb' },
];

function crossFieldProblems(amounts: CheckedAmounts): NutritionProblem[] {
  const problems: NutritionProblem[] = [];
  const described = (key: LabelNutrient, checked: Checked) => `${NUTRIENT_RULES[key].name} (${checked.text})`;
  for (const { part, whole } of PARTS) {
    const p = amounts[part];
    const w = amounts[whole];
    if (p && w && exceeds(lowOf(p.amount), w.amount)) problems.push({ path: p.at, message: `${described(part, p)} is more than ${described(whole, w)}` });
  }
  const total = amounts.total_fat;
  const fats = (['saturated_fat', 'trans_fat'] as const).flatMap((key) => {
    const checked = amounts[key];
    return checked ? [{ key, checked }] : [];
  });
  const first = fats[0];
  if (total && first && exceeds(fats.reduce((sum, f) => sum + lowOf(f.checked.amount), 0), total.amount)) {
    const parts = fats.map((f) => described(f.key, f.checked));
    const message = parts.length === 1 ? `${parts[0]} is more than ${described('total_fat', total)}` : `${parts.join(' and ')} add up to more than ${described('total_fat', total)}`;
    problems.push({ path: first.checked.at, message });
  }
  return problems;
}

const isUnitOf = (rule: NutrientRule, uom: string) => rule.units.some((unit) => unit.toLowerCase() === uom.trim().toLowerCase());

/** One row's own checks; adds it to `amounts` when it passes and is the first of its nutrient. */
function checkRow(row: NutrientRow, index: number, firstAt: Map<string, { index: number; name: string }>, amounts: CheckedAmounts): NutritionProblem[] {
  const at = (field: string): RulePath => ['nutrients', index, field];
  const key = nutrientKey(row.name);
  const rule = key === null ? null : NUTRIENT_RULES[key];
  const problems: NutritionProblem[] = [];
  const identity = key ?? `name:${row.name.trim().toLowerCase()}`;
  const earlier = firstAt.get(identity);
  if (earlier) {
    const as = earlier.name.trim() === row.name.trim() ? '' : ` (as '${earlier.name}')`;
    problems.push({ path: at('name'), message: `'${row.name}' is also listed at nutrients[${earlier.index}]${as}` });
  } else firstAt.set(identity, { index, name: row.name });

  const amount = parseNutrientAmount(row.value);
  if (amount === null) problems.push({ path: at('value'), message: notAnAmount(row.value, rule) });
  if (key === null || rule === null) return problems;

  if (amount?.kind === 'less than' && amount.bound !== rule.lessThan) {
    const instead = rule.lessThan === null ? 'write a number' : `write a number, or "<${rule.lessThan}"`;
    problems.push({ path: at('value'), message: `'${row.value}' is not how FDA labels declare ${rule.name}: ${instead}` });
  }
  const unit = rule.units[0] ?? '';
  const hasUnit = isUnitOf(rule, row.uom);
  if (!hasUnit) {
    const message = row.uom.trim() === '' ? `is missing: FDA labels give ${rule.name} in ${unit}` : `'${row.uom}' is not the unit of ${rule.name}: FDA labels give it in ${unit}`;
    problems.push({ path: at('uom'), message });
  }
  if (hasUnit && amount?.kind === 'exact' && amount.value > rule.max) problems.push({ path: at('value'), message: overBound(key, amount.value) });
  if (problems.length === 0 && amount !== null) amounts[key] = { at: at('value'), amount, text: `${row.value.trim()} ${unit}` };
  return problems;
}

/**
 * Every problem of an item's nutrition facts: each row on its own (rows given as null could not be
 * read and are skipped), then the rules between rows, then the item's `calories` against the
 * 'Calories' nutrient (the same number, rounded to a whole one, when both are given).
 */
export function nutritionProblems(item: { calories: number | null; nutrients: readonly (NutrientRow | null)[] }): NutritionProblem[] {
  const amounts: CheckedAmounts = {};
  const firstAt = new Map<string, { index: number; name: string }>();
  const problems = item.nutrients.flatMap((row, index) => (row ? checkRow(row, index, firstAt, amounts) : []));
  problems.push(...crossFieldProblems(amounts));
  if (item.calories !== null) {
    const nutrient = amounts.calories;
    if (item.calories > NUTRIENT_RULES.calories.max) problems.push({ path: ['calories'], message: overBound('calories', item.calories) });
    else if (nutrient?.amount.kind === 'exact' && Math.round(nutrient.amount.value) !== item.calories) {
      const where = `${String(nutrient.at[0])}[${String(nutrient.at[1])}]`;
      const message = `${item.calories} differs from the Calories nutrient (${nutrient.text} at ${where}); give the same number, or leave calories out to take the nutrient's`;
      problems.push({ path: ['calories'], message });
    }
  }
  return problems;
}

/**
 * The calories an item shows: its own `calories` when given, else the 'Calories' nutrient
 * rounded to a whole number, else null.
 */
export function caloriesOf(calories: number | null, nutrients: readonly NutrientRow[]): number | null {
  if (calories !== null) return calories;
  const row = nutrients.find((n) => nutrientKey(n.name) === 'calories');
  const amount = row ? parseNutrientAmount(row.value) : null;
  return amount?.kind === 'exact' ? Math.round(amount.value) : null;
}

/** Concept nutrient fields that are label nutrients in the label's unit (the rest are %DV or kcal from fat). */
const CONCEPT_FIELDS = {
  total_fat: 'total_fat',
  saturated_fat: 'saturated_fat',
  trans_fat: 'trans_fat',
  cholesterol: 'cholesterol',
  sodium: 'sodium',
  potassium: 'potassium',
  total_carb: 'total_carb',
  dietary_fiber: 'dietary_fiber',
  sugars: 'total_sugars',
  protein: 'protein',
} as const satisfies Record<string, LabelNutrient>;

/** The same bounds and cross-field rules for a concept item's fixed nutrient fields (grams and mg). */
export function conceptNutritionProblems(values: Readonly<Partial<Record<string, number | null>>>): NutritionProblem[] {
  const amounts: CheckedAmounts = {};
  const problems: NutritionProblem[] = [];
  for (const [field, key] of Object.entries(CONCEPT_FIELDS)) {
    const value = values[field];
    if (value === null || value === undefined) continue;
    const at: RulePath = ['concept_nutrients', field];
    if (value > NUTRIENT_RULES[key].max) problems.push({ path: at, message: overBound(key, value) });
    else amounts[key] = { at, amount: { kind: 'exact', value }, text: `${grouped.format(value)} ${NUTRIENT_RULES[key].units[0] ?? ''}` };
  }
  return [...problems, ...crossFieldProblems(amounts)];
}
