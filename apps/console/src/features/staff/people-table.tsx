/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table's roles are said outright: on a narrow screen it is laid out as blocks, and some browsers then drop a table's semantics. */
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import type { StaffMember } from '@commons/contract/console';
import { accountStatus, secondFactorWords } from './role-words.ts';

type Grant = StaffMember['grants'][number];

/** What a platform admin may do to a row; absent for someone who may only look. */
export interface PeopleActions {
  /** The signed-in person's own id: their account is neither deactivated nor activated here. */
  ownId: number;
  /** Whether a platform admin's role is taken away here too (All staff), not only a site's. */
  removesPlatformAdmin: boolean;
  changeRole: (member: StaffMember, grant: Grant) => void;
  /** Gives the person another role. */
  addRole: (member: StaffMember) => void;
  removeRole: (member: StaffMember, grant: Grant) => void;
  setActive: (member: StaffMember, isActive: boolean) => void;
}

interface PeopleTableProps {
  staff: readonly StaffMember[];
  /** Names the table ("People with access to Northfield University"). */
  caption: string;
  /** The roles column's heading. */
  rolesHeader: string;
  /** The roles a row lists. */
  grantsOf: (member: StaffMember) => Grant[];
  /** A role in words, in its cell and in the names of its buttons. */
  roleText: (grant: Grant) => string;
  actions: PeopleActions | null;
}

const features = tableFeatures({});
const column = createColumnHelper<typeof features, StaffMember>();

/**
 * Staff, one row a person: name, e-mail, roles (with their actions), status, second factor and,
 * for a platform admin, the account's action. On a narrow screen each row is a block of labelled
 * lines, so nothing scrolls sideways.
 */
export function PeopleTable({ staff, caption, rolesHeader, grantsOf, roleText, actions }: PeopleTableProps) {
  const captionId = useId();
  const columns = useMemo(() => {
    const shown = [
      column.accessor('name', { header: 'Name', cell: (info) => <span className="people__name">{info.getValue()}</span> }),
      column.accessor('email', { header: 'Email', cell: (info) => <EmailAddress address={info.getValue()} /> }),
      column.display({
        id: 'roles',
        header: rolesHeader,
        cell: ({ row }) => (
          <ul className="people__roles">
            {grantsOf(row.original).map((grant) => (
              <li key={grant.id}>
                <span>{roleText(grant)}</span>
                {actions && (grant.site_id !== null || (actions.removesPlatformAdmin && row.original.id !== actions.ownId)) ? (
                  <span className="people__grant-actions">
                    {grant.site_id !== null ? (
                      <button type="button" className="link-button" onClick={() => actions.changeRole(row.original, grant)} aria-label={`Change ${row.original.name}’s role: ${roleText(grant)}`}>
                        Change
                      </button>
                    ) : null}
                    <button type="button" className="link-button" onClick={() => actions.removeRole(row.original, grant)} aria-label={`Remove ${row.original.name}’s role: ${roleText(grant)}`}>
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
  }, [rolesHeader, grantsOf, roleText, actions]);
  const table = useTable({ features, columns, data: staff as StaffMember[] });
  return (
    // A scrolling region takes focus, so keyboard users can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table role="table" className="data-table data-table--stacks people" aria-labelledby={captionId}>
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
                    {/* The column's heading, shown on a narrow screen where the table's head is not; screen readers have it from the table. */}
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

/** An e-mail address that may break before its @ (and nowhere else) when its column is narrow. */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <span className="people__email">{address}</span>;
  return (
    <span className="people__email">
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </span>
  );
}
