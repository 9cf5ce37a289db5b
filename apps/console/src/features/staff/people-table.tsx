import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { StaffMember } from '@commons/contract/console';
import { accountStatus, grantsOn, roleWords, secondFactorWords } from './role-words.ts';

type Grant = StaffMember['grants'][number];

/** What a platform admin may do to a row; absent for someone who may only look. */
export interface PeopleActions {
  /** The signed-in person's own id: their account is neither deactivated nor activated here. */
  ownId: number;
  changeRole: (member: StaffMember, grant: Grant) => void;
  /** Gives the person another role on the site. */
  addRole: (member: StaffMember) => void;
  removeRole: (member: StaffMember, grant: Grant) => void;
  setActive: (member: StaffMember, isActive: boolean) => void;
}

interface PeopleTableProps {
  siteId: number;
  siteName: string;
  staff: readonly StaffMember[];
  locationNames: ReadonlyMap<number, string>;
  actions: PeopleActions | null;
}

const features = tableFeatures({});
const column = createColumnHelper<typeof features, StaffMember>();

/** Who has access to a site, one row a person; on a narrow screen the table scrolls sideways in its own box. */
export function PeopleTable({ siteId, siteName, staff, locationNames, actions }: PeopleTableProps) {
  const columns = useMemo(() => {
    const shown = [
      column.accessor('name', { header: 'Name', cell: (info) => <span className="people__name">{info.getValue()}</span> }),
      column.accessor('email', { header: 'Email' }),
      column.display({
        id: 'roles',
        header: 'Role on this site',
        cell: ({ row }) => (
          <ul className="people__roles">
            {grantsOn(row.original, siteId).map((grant) => (
              <li key={grant.id}>
                <span>{roleWords(grant, locationNames)}</span>
                {actions && grant.site_id !== null ? (
                  <span className="people__grant-actions">
                    <button type="button" className="link-button" onClick={() => actions.changeRole(row.original, grant)} aria-label={`Change ${row.original.name}’s role: ${roleWords(grant, locationNames)}`}>
                      Change
                    </button>
                    <button type="button" className="link-button" onClick={() => actions.removeRole(row.original, grant)} aria-label={`Remove ${row.original.name}’s role: ${roleWords(grant, locationNames)}`}>
                      Remove
                    </button>
                  </span>
                ) : null}
              </li>
            ))}
            {actions && !row.original.grants.some((grant) => grant.role === 'platform_admin') ? (
              <li>
                <button type="button" className="link-button" onClick={() => actions.addRole(row.original)} aria-label={`Give ${row.original.name} another role`}>
                  Add a role
                </button>
              </li>
            ) : null}
          </ul>
        ),
      }),
      column.display({
        id: 'status',
        header: 'Status',
        cell: ({ row }) => {
          const status = accountStatus(row.original);
          return <span className={`status status--${status.toLowerCase()}`}>{status}</span>;
        },
      }),
      column.display({ id: 'second_factor', header: 'Second factor', cell: ({ row }) => secondFactorWords(row.original) }),
    ] as const;
    if (!actions) return column.columns([...shown]);
    return column.columns([
      ...shown,
            column.display({
              id: 'actions',
              header: 'Account',
              cell: ({ row }) =>
                row.original.id === actions.ownId ? (
                  <span className="people__you">You</span>
                ) : (
                  <button type="button" className="button button--ghost button--small" onClick={() => actions.setActive(row.original, !row.original.active)} aria-label={`${row.original.active ? 'Deactivate' : 'Activate'} ${row.original.name}`}>
                    {row.original.active ? 'Deactivate' : 'Activate'}
                  </button>
                ),
            }),
    ]);
  }, [siteId, locationNames, actions]);
  const table = useTable({ features, columns, data: staff as StaffMember[] });
  return (
    // A scrolling region takes focus, so keyboard users can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby="people-caption" tabIndex={0}>
      <table className="data-table people">
        <caption id="people-caption" className="visually-hidden">
          People with access to {siteName}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) =>
                cell.column.id === 'name' ? (
                  <th key={cell.id} scope="row">
                    <table.FlexRender cell={cell} />
                  </th>
                ) : (
                  <td key={cell.id}>
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
