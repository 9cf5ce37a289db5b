import type { MarkKind } from './item-marks.ts';

/** What each menu icon is called (its accessible name) and what the legend says of it (docs/product/menus.md#legend). */
export const MARK_INFO: Readonly<Record<MarkKind, { name: string; legend: string }>> = {
  best: { name: 'Sustainability rating: Best', legend: 'Best: a sustainability rating better than 95% of food.' },
  great: { name: 'Sustainability rating: Great', legend: 'Great: a sustainability rating better than 85% of food.' },
  good: { name: 'Sustainability rating: Good', legend: 'Good: a sustainability rating better than 75% of food.' },
  'climate-friendly': {
    name: 'Climate Friendly',
    legend: 'Climate Friendly: a farm-to-gate carbon footprint lower than 70% of conventional food.',
  },
  'balanced-u': { name: 'Balanced U', legend: 'Balanced U: a balanced choice from the Balanced U wellness program.' },
  pork: { name: 'Contains pork', legend: 'Contains pork.' },
  sodium: {
    name: 'High sodium',
    legend:
      'High sodium: 2,300 mg of sodium or more per serving, the total daily limit recommended for adults. High sodium intake can raise blood pressure and the risk of heart disease and stroke.',
  },
};
