import type { MenuCategory, MenuFilter, MenuItem } from '@commons/contract';
import { declaredCalories } from './declared-calories.ts';
import { itemMarks, mayContainNames, type MarkFlags } from './item-marks.ts';
import { MarkIcon } from './mark-icon.tsx';
import { mayContainText } from './may-contain-text.ts';

interface CategoryTableProps {
  category: MenuCategory;
  showCalories: boolean;
  filtersById: ReadonlyMap<number, MenuFilter>;
  flags: MarkFlags;
  onOpenItem: (item: MenuItem, trigger: HTMLButtonElement) => void;
}

/** One category (station) of a period: a table of items with portion and, when the site shows them, calories. */
export function CategoryTable({ category, showCalories, filtersById, flags, onOpenItem }: CategoryTableProps) {
  return (
    <table className="menu-table">
      <caption>
        <h3 className="menu-table__title">{category.name}</h3>
      </caption>
      <thead>
        <tr>
          <th scope="col" className="menu-table__name-col">
            Item
          </th>
          <th scope="col" className="menu-table__portion-col">
            Portion
          </th>
          {showCalories ? (
            <th scope="col" className="menu-table__calories-col">
              Calories
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {category.items.map((item) => {
          const marks = itemMarks(item, filtersById, flags);
          const mayContain = mayContainNames(item, filtersById);
          return (
            <tr key={item.id}>
              <th scope="row" className="menu-table__item">
                <button type="button" className="menu-item__button" aria-haspopup="dialog" onClick={(event) => onOpenItem(item, event.currentTarget)}>
                  {item.name}
                </button>
                {marks.length > 0 ? (
                  <span className="menu-item__marks">
                    {marks.map((kind) => (
                      <MarkIcon key={kind} kind={kind} />
                    ))}
                  </span>
                ) : null}
                {mayContain.length > 0 ? <span className="menu-item__may-contain">{mayContainText(mayContain)}</span> : null}
                {item.allergen_info_available ? null : <span className="menu-item__no-allergens">Allergen information unavailable</span>}
              </th>
              <td className="menu-table__portion">{item.portion ?? ''}</td>
              {showCalories ? <td className="menu-table__calories">{declaredCalories(item) ?? ''}</td> : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
