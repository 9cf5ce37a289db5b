import type { MenuCategory, MenuFilter, MenuItem } from '@commons/contract';
import { CategoryTable } from './category-table.tsx';
import type { MarkFlags } from './item-marks.ts';

interface PeriodMenuProps {
  /** The categories left after filtering. */
  categories: readonly MenuCategory[];
  hasFilters: boolean;
  showCalories: boolean;
  filtersById: ReadonlyMap<number, MenuFilter>;
  flags: MarkFlags;
  onOpenItem: (item: MenuItem, trigger: HTMLButtonElement) => void;
}

/** A meal period's categories, one table each; a note when the filters leave nothing. */
export function PeriodMenu({ categories, hasFilters, showCalories, filtersById, flags, onOpenItem }: PeriodMenuProps) {
  if (categories.length === 0) {
    return (
      <p className="period-menu__empty">
        {hasFilters ? 'No items on this menu match the filters you chose.' : "Sorry, we weren't able to find menus for this location for the day you selected."}
      </p>
    );
  }
  return (
    <div className="period-menu">
      {categories.map((category) => (
        <CategoryTable key={category.id} category={category} showCalories={showCalories} filtersById={filtersById} flags={flags} onOpenItem={onOpenItem} />
      ))}
    </div>
  );
}
