import type { Nutrient } from '@commons/contract';
import { nutrientKey, parseNutrientAmount, percentDailyValue, roundForLabel, roundLessThanForLabel, type LabelNutrient } from '@commons/domain';
import { declaredCalories } from './declared-calories.ts';

/** One line of the Nutrition Facts panel. */
export interface FactsRow {
  key: string;
  /** The nutrient's name as the FDA panel prints it. */
  label: string;
  /** The declared amount with its unit ('8g', 'less than 5mg'). */
  amount: string;
  /** % Daily Value, or null where the panel leaves it blank. */
  percent: number | null;
  /** 0: a main line; 1: indented under it; 2: indented twice (added sugars). */
  level: 0 | 1 | 2;
  /** The nutrient's name is printed in bold (the main nutrients above the vitamins). */
  isBold: boolean;
}

export interface FactsPanel {
  servingSize: string | null;
  /** Declared calories ('250'), or null when unknown. */
  calories: string | null;
  /** Total fat down to protein, in the FDA's order. */
  main: FactsRow[];
  /** Vitamin D, calcium, iron, potassium, then any other vitamins and minerals sent. */
  micro: FactsRow[];
}

const main = (key: LabelNutrient, label: string, level: 0 | 1 | 2, percent: boolean): RowSpec => ({ key, label, level, percent, isBold: level === 0 });
const micro = (key: LabelNutrient, label: string): RowSpec => ({ key, label, level: 0, percent: true, isBold: false });

const MAIN: readonly RowSpec[] = [
  main('total_fat', 'Total Fat', 0, true),
  main('saturated_fat', 'Saturated Fat', 1, true),
  main('trans_fat', 'Trans Fat', 1, false),
  main('cholesterol', 'Cholesterol', 0, true),
  main('sodium', 'Sodium', 0, true),
  main('total_carb', 'Total Carbohydrate', 0, true),
  main('dietary_fiber', 'Dietary Fiber', 1, true),
  main('total_sugars', 'Total Sugars', 1, false),
  main('added_sugars', 'Added Sugars', 2, true),
  // Protein's %DV is left blank on standard labels (21 CFR 101.9(c)(7)).
  main('protein', 'Protein', 0, false),
];

const MICRO: readonly RowSpec[] = [micro('vitamin_d', 'Vitamin D'), micro('calcium', 'Calcium'), micro('iron', 'Iron'), micro('potassium', 'Potassium')];

/** The unit each label nutrient is declared in. */
const LABEL_UNIT: Readonly<Record<LabelNutrient, string>> = {
  calories: '',
  total_fat: 'g',
  saturated_fat: 'g',
  trans_fat: 'g',
  cholesterol: 'mg',
  sodium: 'mg',
  total_carb: 'g',
  dietary_fiber: 'g',
  total_sugars: 'g',
  added_sugars: 'g',
  protein: 'g',
  vitamin_d: 'mcg',
  calcium: 'mg',
  iron: 'mg',
  potassium: 'mg',
};

const MASS_IN_MG: Readonly<Record<string, number>> = { g: 1000, mg: 1, mcg: 0.001, µg: 0.001, ug: 0.001 };

/** An amount converted to `target` (g, mg, mcg); null when the unit is not a mass the panel can convert. */
export function convertMass(amount: number, from: string, target: string): number | null {
  if (target === '') return amount;
  const source = MASS_IN_MG[from.trim().toLowerCase()];
  const wanted = MASS_IN_MG[target];
  if (source === undefined || wanted === undefined) return null;
  return (amount * source) / wanted;
}

/** As sent, for amounts the panel cannot round: '<1' grams reads 'less than 1g', others '12 IU'. */
function rawText(n: Nutrient, unit = n.uom.trim()): string {
  const value = n.value.trim();
  const under = /^<\s*(\d+(?:\.\d+)?)$/.exec(value);
  if (under) return `less than ${under[1]}${unit}`;
  return [value, n.uom.trim()].filter(Boolean).join(' ');
}

interface RowSpec {
  key: LabelNutrient;
  label: string;
  level: 0 | 1 | 2;
  percent: boolean;
  isBold: boolean;
}

function rowOf({ key, label, level, percent, isBold }: RowSpec, n: Nutrient): FactsRow | null {
  const amount = n.value_numeric === null || n.value_numeric < 0 ? null : convertMass(n.value_numeric, n.uom, LABEL_UNIT[key]);
  if (amount === null || !Number.isFinite(amount)) {
    // '<1' g: declared by the nutrient's own rule ('less than 1g' of sugars, '1g' of fat).
    const parsed = parseNutrientAmount(n.value);
    const bound = parsed?.kind === 'less than' ? convertMass(parsed.bound, n.uom, LABEL_UNIT[key]) : null;
    if (bound !== null && Number.isFinite(bound)) return { key, label, amount: roundLessThanForLabel(key, bound).text, percent: null, level, isBold };
    const text = rawText(n, LABEL_UNIT[key] || n.uom.trim());
    return text ? { key, label, amount: text, percent: null, level, isBold } : null;
  }
  return { key, label, amount: roundForLabel(key, amount).text, percent: percent ? percentDailyValue(key, amount) : null, level, isBold };
}

/**
 * The Nutrition Facts panel of a webtrition item in the FDA's current layout: amounts rounded by the
 * label rules, % Daily Values from the 2,000-calorie daily values. Nutrients the panel does not
 * name (vitamin A, vitamin C...) follow the minerals as sent.
 */
export function nutritionFacts(item: { portion: string | null; calories: number | null; nutrients: readonly Nutrient[] }): FactsPanel {
  const byKey = new Map<LabelNutrient, Nutrient>();
  const others: Nutrient[] = [];
  for (const n of item.nutrients) {
    const key = nutrientKey(n.name);
    if (key && !byKey.has(key)) byKey.set(key, n);
    else if (!key) others.push(n);
  }
  const rows = (specs: readonly RowSpec[]) =>
    specs.flatMap((spec) => {
      const n = byKey.get(spec.key);
      const row = n ? rowOf(spec, n) : null;
      return row ? [row] : [];
    });
  const extra = others.flatMap((n): FactsRow[] => {
    const text = rawText(n);
    return text && !/calor/i.test(n.name) ? [{ key: `other-${n.name}`, label: n.name, amount: text, percent: null, level: 0, isBold: false }] : [];
  });
  return {
    servingSize: item.portion?.trim() || null,
    calories: declaredCalories(item),
    main: rows(MAIN),
    micro: [...rows(MICRO), ...extra],
  };
}
