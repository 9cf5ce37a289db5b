import type { MenuCategory } from '@commons/contract';

export const countItems = (categories: readonly MenuCategory[]): number => categories.reduce((sum, c) => sum + c.items.length, 0);

/** What the live region says once a period is shown: '24 items shown.' or, filtered, '9 of 24 items shown.' */
export function itemCountText(shown: number, total: number, isFiltered: boolean): string {
  const noun = (n: number) => (n === 1 ? 'item' : 'items');
  return isFiltered ? `${shown} of ${total} ${noun(total)} shown.` : `${total} ${noun(total)} shown.`;
}
