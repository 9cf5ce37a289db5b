/**
 * Nutrition Facts rounding of 21 CFR 101.9(c) as tabulated in the FDA's Food Labeling Guide,
 * Appendix H, with the 2016 rule's daily values and the FDA's increments for the quantitative
 * amounts of vitamin D, calcium and iron. Amounts are per serving in the nutrient's label unit.
 * Half values round up.
 */

export type LabelNutrient =
  | 'calories'
  | 'total_fat'
  | 'saturated_fat'
  | 'trans_fat'
  | 'cholesterol'
  | 'sodium'
  | 'total_carb'
  | 'dietary_fiber'
  | 'total_sugars'
  | 'added_sugars'
  | 'protein'
  | 'vitamin_d'
  | 'calcium'
  | 'iron'
  | 'potassium';

export interface LabelAmount {
  /** The declared number: the rounded amount, or the bound of a 'less than' declaration (5 for 'less than 5mg'). */
  value: number;
  /** What the panel prints, unit included: '45', '3.5g', 'less than 5mg', '0mg'. */
  text: string;
}

type Declaration = { readonly as: 'zero' } | { readonly as: 'less than'; readonly bound: number } | { readonly as: 'nearest'; readonly step: number };

/** One row of a rounding rule: applies below `below`, or up to and including `atMost`, or (neither) to all that is left. */
interface Band {
  readonly below?: number;
  readonly atMost?: number;
  readonly declare: Declaration;
}

interface RoundingRule {
  readonly unit: string;
  readonly bands: readonly Band[];
}

const ZERO: Declaration = { as: 'zero' };
const lessThan = (bound: number): Declaration => ({ as: 'less than', bound });
const nearest = (step: number): Declaration => ({ as: 'nearest', step });

/** Calories: < 5 → 0; ≤ 50 → nearest 5; > 50 → nearest 10. */
const CALORIES: RoundingRule = { unit: '', bands: [{ below: 5, declare: ZERO }, { atMost: 50, declare: nearest(5) }, { declare: nearest(10) }] };
/** Total, saturated and trans fat: < 0.5 g → 0; < 5 g → nearest 0.5 g; ≥ 5 g → nearest 1 g. */
const FAT: RoundingRule = { unit: 'g', bands: [{ below: 0.5, declare: ZERO }, { below: 5, declare: nearest(0.5) }, { declare: nearest(1) }] };
/** Cholesterol: < 2 mg → 0; 2 to 5 mg → 'less than 5 mg'; > 5 mg → nearest 5 mg. */
const CHOLESTEROL: RoundingRule = { unit: 'mg', bands: [{ below: 2, declare: ZERO }, { atMost: 5, declare: lessThan(5) }, { declare: nearest(5) }] };
/** Sodium and potassium: < 5 mg → 0; 5 to 140 mg → nearest 5 mg; > 140 mg → nearest 10 mg. */
const SODIUM: RoundingRule = { unit: 'mg', bands: [{ below: 5, declare: ZERO }, { atMost: 140, declare: nearest(5) }, { declare: nearest(10) }] };
/** Carbohydrate, fiber, sugars and protein: < 0.5 g → 0; < 1 g → 'less than 1 g'; ≥ 1 g → nearest 1 g. */
const GRAMS_BELOW_ONE: RoundingRule = { unit: 'g', bands: [{ below: 0.5, declare: ZERO }, { below: 1, declare: lessThan(1) }, { declare: nearest(1) }] };
/** Vitamins and minerals with a daily value under 25 units: nearest tenth. */
const TENTHS = (unit: string): RoundingRule => ({ unit, bands: [{ declare: nearest(0.1) }] });
/** Minerals with a daily value of 250 mg or more: nearest 10 mg. */
const TENS_MG: RoundingRule = { unit: 'mg', bands: [{ declare: nearest(10) }] };

const RULES: Readonly<Record<LabelNutrient, RoundingRule>> = {
  calories: CALORIES,
  total_fat: FAT,
  saturated_fat: FAT,
  trans_fat: FAT,
  cholesterol: CHOLESTEROL,
  sodium: SODIUM,
  total_carb: GRAMS_BELOW_ONE,
  dietary_fiber: GRAMS_BELOW_ONE,
  total_sugars: GRAMS_BELOW_ONE,
  added_sugars: GRAMS_BELOW_ONE,
  protein: GRAMS_BELOW_ONE,
  vitamin_d: TENTHS('mcg'),
  calcium: TENS_MG,
  iron: TENTHS('mg'),
  potassium: SODIUM,
};

/** Daily values of the 2016 rule (labels from 2020) for adults and children 4 years and older. */
export const DAILY_VALUES: Readonly<Partial<Record<LabelNutrient, number>>> = {
  total_fat: 78,
  saturated_fat: 20,
  cholesterol: 300,
  sodium: 2300,
  total_carb: 275,
  dietary_fiber: 28,
  added_sugars: 50,
  protein: 50,
  vitamin_d: 20,
  calcium: 1300,
  iron: 18,
  potassium: 4700,
};

/** %DV bands: macronutrients to the nearest 1%; vitamins and minerals by 101.9(c)(8)(iii). */
const MACRONUTRIENT_PERCENT: readonly Band[] = [{ declare: nearest(1) }];
const VITAMIN_MINERAL_PERCENT: readonly Band[] = [
  { below: 2, declare: ZERO },
  { atMost: 10, declare: nearest(2) },
  { atMost: 50, declare: nearest(5) },
  { declare: nearest(10) },
];
const VITAMINS_AND_MINERALS: ReadonlySet<LabelNutrient> = new Set(['vitamin_d', 'calcium', 'iron', 'potassium']);

function bandFor(bands: readonly Band[], amount: number): Declaration {
  const band = bands.find((b) => (b.below !== undefined ? amount < b.below : b.atMost !== undefined ? amount <= b.atMost : true));
  if (!band) throw new Error('A rounding rule must end with a band for all that is left.');
  return band.declare;
}

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/** Rounds to the nearest multiple of `step`, halves up, without binary fraction noise (1.15 → 1.2 by 0.1). */
function roundToStep(amount: number, step: number): number {
  const steps = Math.floor(Number((amount / step + 0.5).toPrecision(12)));
  return Number((steps * step).toFixed(decimalsOf(step)));
}

function declaredValue(declaration: Declaration, amount: number): number {
  switch (declaration.as) {
    case 'zero':
      return 0;
    case 'less than':
      return declaration.bound;
    case 'nearest':
      return roundToStep(amount, declaration.step);
  }
}

function checkAmount(amount: number): void {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`A nutrient amount must be a finite number ≥ 0, got ${amount}.`);
}

/** The amount as the Nutrition Facts panel declares it: calories 47 → '45'; cholesterol 3 → 'less than 5mg'. */
export function roundForLabel(nutrient: LabelNutrient, amount: number): LabelAmount {
  checkAmount(amount);
  const rule = RULES[nutrient];
  const declaration = bandFor(rule.bands, amount);
  const value = declaredValue(declaration, amount);
  const figure = `${value}${rule.unit}`;
  return { value, text: declaration.as === 'less than' ? `less than ${figure}` : figure };
}

/**
 * A 'less than' amount as the panel declares it ('<1' g of sugars, '<1' g of fat). Where the
 * nutrient's rule has that 'less than' form it is kept ('less than 1g' of sugars); otherwise the
 * amount is declared as the largest figure the rule gives any amount below the bound, so the label
 * never understates it: fat under 1 g is '1g' (0.75 g rounds there), fat under 0.5 g is '0g'.
 */
export function roundLessThanForLabel(nutrient: LabelNutrient, bound: number): LabelAmount {
  checkAmount(bound);
  const justBelow = bound > 0 ? Number((bound * (1 - 1e-9)).toPrecision(15)) : 0;
  return roundForLabel(nutrient, justBelow);
}

/** A vitamin's or mineral's % Daily Value as the panel declares it: under 2% → 0, up to 10% by 2%, up to 50% by 5%, above by 10%. */
export function roundMicronutrientPercent(percent: number): number {
  checkAmount(percent);
  return declaredValue(bandFor(VITAMIN_MINERAL_PERCENT, percent), percent);
}

/**
 * Percent of the daily value for the (unrounded) amount, or null for nutrients without one
 * (calories, trans fat, total sugars). Macronutrients and sodium go to the nearest 1%; vitamins
 * and minerals: under 2% → 0, up to 10% by 2%, up to 50% by 5%, above by 10%.
 */
export function percentDailyValue(nutrient: LabelNutrient, amount: number): number | null {
  const daily = DAILY_VALUES[nutrient];
  if (daily === undefined) return null;
  checkAmount(amount);
  const percent = Number(((amount / daily) * 100).toPrecision(12));
  const bands = VITAMINS_AND_MINERALS.has(nutrient) ? VITAMIN_MINERAL_PERCENT : MACRONUTRIENT_PERCENT;
  return declaredValue(bandFor(bands, percent), percent);
}

/** Loose nutrient names as operators send them, normalized by `nameKey`. */
const NUTRIENT_NAMES: ReadonlyMap<string, LabelNutrient> = new Map(
  Object.entries({
    calories: 'calories',
    'total fat': 'total_fat',
    'saturated fat': 'saturated_fat',
    'trans fat': 'trans_fat',
    cholesterol: 'cholesterol',
    sodium: 'sodium',
    'total carbohydrate': 'total_carb',
    'total carbohydrates': 'total_carb',
    'dietary fiber': 'dietary_fiber',
    sugar: 'total_sugars',
    sugars: 'total_sugars',
    'total sugar': 'total_sugars',
    'total sugars': 'total_sugars',
    'added sugar': 'added_sugars',
    'added sugars': 'added_sugars',
    protein: 'protein',
    'vitamin d': 'vitamin_d',
    calcium: 'calcium',
    iron: 'iron',
    potassium: 'potassium',
  } satisfies Record<string, LabelNutrient>),
);

/** 'Added Sugar(s)' → 'added sugar'; '  Total  Fat ' → 'total fat'. */
const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\(s\)/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The label nutrient a loosely written name stands for ('Total Carbohydrates' → 'total_carb'), or null. */
export function nutrientKey(name: string): LabelNutrient | null {
  return NUTRIENT_NAMES.get(nameKey(name)) ?? null;
}
