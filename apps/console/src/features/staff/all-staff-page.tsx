import './people.css';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { mayUse } from '@commons/domain';
import { CONSOLE_MESSAGES, type StaffMember } from '@commons/contract/console';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { paths } from '../../api/paths.ts';
import { useSignedInSession } from '../auth/index.ts';
import type { GrantScope } from './grant-scope.ts';
import { PeopleTable } from './people-table.tsx';
import { roleAndSiteWords } from './role-words.ts';
import { StaffDialogs } from './staff-dialogs.tsx';
import { allStaffQuery } from './staff-queries.ts';
import { matchesPerson } from './staff-search.ts';
import { useLocationNames } from './use-location-names.ts';
import { useSearchQuery } from './use-search-query.ts';
import { useStaffDialog } from './use-staff-dialog.ts';

type Grant = StaffMember['grants'][number];

/** "1 person", "12 people". */
const peopleCount = (count: number) => (count === 1 ? '1 person' : `${count} people`);

/**
 * /console/staff: every staff account with all its roles, for platform admins. They find a person
 * by name or e-mail (the search is kept in the address, ?q=), invite people with a site role or
 * as platform admins, give, change and take away roles, and deactivate and activate accounts.
 */
export function AllStaffPage() {
  const session = useSignedInSession();
  const mayManage = mayUse(session.grants, 'staff.manage');
  const staff = useQuery({ ...allStaffQuery(), enabled: mayManage });
  const { search, setSearch, boxKey } = useSearchQuery();
  const searchId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { dialog, actions, invite, close } = useStaffDialog({ headingRef, ownId: session.staff.id, removesPlatformAdmin: true });
  const members = useMemo(() => staff.data?.staff ?? [], [staff.data]);
  const locationNames = useLocationNames(members.flatMap((member) => member.grants.flatMap((grant) => (grant.role === 'location_manager' && grant.site_id !== null ? [grant.site_id] : []))));
  const siteNames = useMemo(() => new Map(session.sites.map((site) => [site.id, site.name])), [session.sites]);
  const scope = useMemo((): GrantScope => ({ kind: 'any', sites: session.sites }), [session.sites]);
  // The platform admin role first, then each site's roles by the site's name.
  const grantsOf = useCallback(
    (member: StaffMember): Grant[] => [...member.grants].sort((a, b) => (a.site_id === null ? -1 : b.site_id === null ? 1 : (siteNames.get(a.site_id) ?? '').localeCompare(siteNames.get(b.site_id) ?? ''))),
    [siteNames],
  );
  const roleText = useCallback((grant: Grant) => roleAndSiteWords(grant, locationNames, siteNames), [locationNames, siteNames]);

  const title = <title>All staff | Commons console</title>;
  const heading = (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.home()}>Console</Link>
          </li>
          <li aria-current="page">All staff</li>
        </ol>
      </nav>
      <h1 ref={headingRef} tabIndex={-1}>
        All staff
      </h1>
    </>
  );
  if (!mayManage) {
    return (
      <>
        {title}
        {heading}
        <p className="notice" role="alert">
          {CONSOLE_MESSAGES.notAllowed}
        </p>
      </>
    );
  }

  const refetch = () => staff.refetch();
  const reload = () => {
    void refetch();
    close();
  };
  const shown = members.filter((member) => matchesPerson(member, search));
  const isSearching = search.trim() !== '';
  return (
    <>
      {title}
      {heading}
      <div className="page-intro">
        <p>Every staff account of every site, with all its roles. Invite people, give and take away roles, and deactivate accounts here.</p>
        <button type="button" className="button" onClick={invite}>
          Invite someone
        </button>
      </div>
      <form role="search" aria-label="Staff" className="staff-search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="staff-search__label">
          Search by name or e-mail
        </label>
        <input
          key={boxKey}
          id={searchId}
          type="search"
          className="staff-search__input"
          defaultValue={search}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </form>
      {staff.isPending ? <LoadingState label="Loading the staff…" /> : null}
      {staff.isError ? <ErrorState message="The staff accounts could not be loaded." onRetry={() => void refetch()} /> : null}
      <p className={shown.length === 0 && staff.isSuccess ? 'empty-state' : 'staff-search__count'} role="status">
        {!staff.isSuccess ? null : shown.length === 0 ? (isSearching ? `No one matches “${search.trim()}”.` : 'No staff accounts yet.') : isSearching ? `${shown.length} of ${peopleCount(members.length)} match “${search.trim()}”.` : `${peopleCount(members.length)}.`}
      </p>
      {shown.length > 0 ? <PeopleTable staff={shown} caption="Every staff account" rolesHeader="Roles" grantsOf={grantsOf} roleText={roleText} actions={actions} /> : null}

      <StaffDialogs dialog={dialog} scope={scope} locationNames={locationNames} siteNames={siteNames} onSaved={refetch} onReload={reload} onClose={close} />
    </>
  );
}
