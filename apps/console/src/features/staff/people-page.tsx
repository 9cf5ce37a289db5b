import './people.css';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { mayUse } from '@commons/domain';
import { CONSOLE_MESSAGES, type StaffMember } from '@commons/contract/console';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { paths } from '../../api/paths.ts';
import { useSignedInSession } from '../auth/index.ts';
import { SiteNotFound, siteBySlug } from '../sites/index.ts';
import type { GrantScope } from './grant-scope.ts';
import { PeopleTable } from './people-table.tsx';
import { grantsOn, roleWords } from './role-words.ts';
import { StaffDialogs } from './staff-dialogs.tsx';
import { siteStaffQuery } from './staff-queries.ts';
import { useLocationNames } from './use-location-names.ts';
import { useStaffDialog } from './use-staff-dialog.ts';

type Grant = StaffMember['grants'][number];

/** /console/sites/{slug}/people: who has access to the site and with what role; platform admins invite and manage them here. */
export function PeoplePage() {
  const session = useSignedInSession();
  const { slug } = useParams();
  const site = siteBySlug(session.sites, slug);
  const mayList = site !== null && mayUse(session.grants, 'staff.list', { site_id: site.id });
  const mayManage = mayUse(session.grants, 'staff.manage');
  const staff = useQuery({ ...siteStaffQuery(site?.id ?? 0), enabled: mayList });
  const locationNames = useLocationNames(mayList ? [site.id] : []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { dialog, actions, invite, close } = useStaffDialog({ headingRef, ownId: session.staff.id, removesPlatformAdmin: false });
  const siteNames = useMemo(() => new Map(session.sites.map((entry) => [entry.id, entry.name])), [session.sites]);
  if (!site) return <SiteNotFound />;
  const grantsOf = (member: StaffMember) => grantsOn(member, site.id);
  const roleText = (grant: Grant) => roleWords(grant, locationNames);
  const scope: GrantScope = { kind: 'site', site };
  const title = <title>{`People | ${site.name} | Commons console`}</title>;
  const heading = (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.site(site.slug)}>{site.name}</Link>
          </li>
          <li aria-current="page">People</li>
        </ol>
      </nav>
      <h1 ref={headingRef} tabIndex={-1}>
        People
      </h1>
    </>
  );
  if (!mayList) {
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
  const members = staff.data?.staff ?? [];
  return (
    <>
      {title}
      {heading}
      <div className="page-intro">
        <p>Everyone who can work on {site.name} in the console: those with a role on it or on some of its locations, and the platform admins.</p>
        {mayManage ? (
          <button type="button" className="button" onClick={invite}>
            Invite someone
          </button>
        ) : null}
      </div>
      {staff.isPending ? <LoadingState label="Loading the people…" /> : null}
      {staff.isError ? <ErrorState message="The people with access could not be loaded." onRetry={() => void refetch()} /> : null}
      {staff.isSuccess && members.length === 0 ? <p className="empty-state">Nobody has access to this site yet.</p> : null}
      {members.length > 0 ? (
        <PeopleTable staff={members} caption={`People with access to ${site.name}`} rolesHeader="Role on this site" grantsOf={grantsOf} roleText={roleText} actions={mayManage ? actions : null} />
      ) : null}

      <StaffDialogs dialog={dialog} scope={scope} locationNames={locationNames} siteNames={siteNames} onSaved={refetch} onReload={reload} onClose={close} />
    </>
  );
}
