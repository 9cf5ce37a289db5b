/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table's roles are said outright: on a narrow screen it is laid out as blocks, and some browsers then drop a table's semantics. */
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import type { ConsoleDishSummary } from '@commons/contract/console';

/** What a row's buttons do. */
export interface DishActions {
  change: (dish: ConsoleDishSummary) => void;
  setArchived: (dish: ConsoleDishSummary, archived: boolean) => void;
  remove: (dish: ConsoleDishSummary) => void;
}

const features = tableFeatures({});
const column = createColumnHelper<typeof features, ConsoleDishSummary>();

/** Allergens in words: “Not known” when nobody said, “None” when it has none of the 12. */
const allergenText = (allergens: readonly string[] | null) => (allergens === null ? 'Not known' : allergens.length === 0 ? 'None' : allergens.join(', '));

/** A site's dishes, one a row: name, portion, calories, labels, allergens and its actions; on a narrow screen each row is a block of labelled lines. */
export function DishesTable({ dishes, caption, actions }: { dishes: readonly ConsoleDishSummary[]; caption: string; actions: DishActions }) {
  const captionId = useId();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { header: 'Name', cell: (info) => <span>{info.getValue()}{info.row.original.archived ? <span className="status status--archived"> Archived</span> : null}</span> }),
        column.accessor('portion', { header: 'Portion', cell: (info) => info.getValue() ?? '—' }),
        column.accessor('calories', { header: 'Calories', cell: (info) => info.getValue() ?? '—' }),
        column.accessor('labels', { header: 'Labels', cell: (info) => (info.getValue().length > 0 ? info.getValue().join(', ') : '—') }),
        column.accessor('allergens', { header: 'Contains', cell: (info) => allergenText(info.getValue()) }),
        column.display({
          id: 'actions',
          header: 'Actions',
          cell: ({ row }) => {
            const dish = row.original;
            return (
              <span className="dishes__actions">
                {dish.archived ? null : (
                  <button type="button" className="link-button" onClick={() => actions.change(dish)} aria-label={`Change ${dish.name}`}>
                    Change
                  </button>
                )}
                <button type="button" className="link-button" onClick={() => actions.setArchived(dish, !dish.archived)} aria-label={`${dish.archived ? 'Unarchive' : 'Archive'} ${dish.name}`}>
                  {dish.archived ? 'Unarchive' : 'Archive'}
                </button>
                <button type="button" className="link-button" onClick={() => actions.remove(dish)} aria-label={`Delete ${dish.name}`}>
                  Delete
                </button>
              </span>
            );
          },
        }),
      ]),
    [actions],
  );
  const table = useTable({ features, columns, data: dishes as ConsoleDishSummary[] });
  return (
    // A scrolling region takes focus, so keyboard users can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll dishes-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table role="table" className="data-table data-table--stacks dishes" aria-labelledby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead role="rowgroup">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row">
              {group.headers.map((header) => (
                <th key={header.id} scope="col" role="columnheader">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} role="row">
              {row.getAllCells().map((cell) =>
                cell.column.id === 'name' ? (
                  <th key={cell.id} scope="row" role="rowheader">
                    <table.FlexRender cell={cell} />
                  </th>
                ) : (
                  <td key={cell.id} role="cell">
                    <span className="data-table__label" aria-hidden="true">
                      {typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : ''}
                    </span>
                    <table.FlexRender cell={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
