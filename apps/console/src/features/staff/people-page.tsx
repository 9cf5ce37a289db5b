import './people.css';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { mayUse } from '@commons/domain';
import { CONSOLE_MESSAGES, consoleEndpoints, type StaffMember } from '@commons/contract/console';
import { ErrorState } from '@commons/ui/error-state.tsx';
import { LoadingState } from '@commons/ui/loading-state.tsx';
import { notify } from '@commons/ui/toast.ts';
import { api } from '../../api/client.ts';
import { paths } from '../../api/paths.ts';
import { useSignedInSession } from '../auth/index.ts';
import { SiteNotFound, siteBySlug } from '../sites/index.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { PeopleTable, type PeopleActions } from './people-table.tsx';
import { RoleDialog } from './role-dialog.tsx';
import { roleWords } from './role-words.ts';
import { siteLocationsQuery, siteStaffQuery } from './staff-queries.ts';

type Grant = StaffMember['grants'][number];
type OpenDialog =
  | { kind: 'invite' }
  | { kind: 'role'; member: StaffMember; grant: Grant | null }
  | { kind: 'remove'; member: StaffMember; grant: Grant }
  | { kind: 'status'; member: StaffMember; isActive: boolean }
  | null;

/** /console/sites/{slug}/people: who has access to the site and with what role; platform admins invite and manage them here. */
export function PeoplePage() {
  const session = useSignedInSession();
  const { slug } = useParams();
  const site = siteBySlug(session.sites, slug);
  const mayList = site !== null && mayUse(session.grants, 'staff.list', { site_id: site.id });
  const mayManage = mayUse(session.grants, 'staff.manage');
  const staff = useQuery({ ...siteStaffQuery(site?.id ?? 0), enabled: mayList });
  const locations = useQuery({ ...siteLocationsQuery(site?.id ?? 0), enabled: mayList });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const locationNames = new Map((locations.data ?? []).map((location) => [location.id, location.name]));
  const actions: PeopleActions | null = mayManage
    ? {
        ownId: session.staff.id,
        changeRole: (member, grant) => setDialog({ kind: 'role', member, grant }),
        addRole: (member) => setDialog({ kind: 'role', member, grant: null }),
        removeRole: (member, grant) => setDialog({ kind: 'remove', member, grant }),
        setActive: (member, isActive) => setDialog({ kind: 'status', member, isActive }),
      }
    : null;
  if (!site) return <SiteNotFound />;
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

  // The button that opened a dialog may be gone when it closes (a role removed, the list reloaded): focus then goes to the heading, not the page's body.
  const close = () => {
    setDialog(null);
    setTimeout(() => {
      if (document.activeElement === null || document.activeElement === document.body) headingRef.current?.focus();
    }, 0);
  };
  const refetch = () => staff.refetch();
  const reload = () => {
    void refetch();
    close();
  };
  const locationsProblem = locations.isError ? 'The site’s locations could not be loaded. Close this and try again.' : null;
  const members = staff.data?.staff ?? [];
  return (
    <>
      {title}
      {heading}
      <div className="page-intro">
        <p>Everyone who can work on {site.name} in the console: those with a role on it or on some of its locations, and the platform admins.</p>
        {mayManage ? (
          <button type="button" className="button" onClick={() => setDialog({ kind: 'invite' })}>
            Invite someone
          </button>
        ) : null}
      </div>
      {staff.isPending ? <LoadingState label="Loading the people…" /> : null}
      {staff.isError ? <ErrorState message="The people with access could not be loaded." onRetry={() => void refetch()} /> : null}
      {staff.isSuccess && members.length === 0 ? <p className="empty-state">Nobody has access to this site yet.</p> : null}
      {members.length > 0 ? <PeopleTable siteId={site.id} siteName={site.name} staff={members} locationNames={locationNames} actions={actions} /> : null}

      {dialog?.kind === 'invite' ? <InviteDialog site={site} locations={locations.data} locationsProblem={locationsProblem} onClose={close} /> : null}
      {dialog?.kind === 'role' ? (
        <RoleDialog siteId={site.id} member={dialog.member} grant={dialog.grant} locations={locations.data} locationsProblem={locationsProblem} onSaved={refetch} onReload={reload} onClose={close} />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <ConfirmDialog
          title={`Remove ${dialog.member.name}’s role?`}
          confirmLabel="Remove role"
          onConfirm={async () => {
            await api(consoleEndpoints.deleteStaffGrant, { params: { staff_id: dialog.member.id, grant_id: dialog.grant.id }, body: { version: dialog.grant.version } });
            await refetch();
            notify('Role removed.');
          }}
          onReload={reload}
          onClose={close}
        >
          <p>
            {dialog.member.name} will no longer be {roleWords(dialog.grant, locationNames)} on {site.name}. It stops working at their next step in the console.
          </p>
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'status' ? (
        <ConfirmDialog
          title={dialog.isActive ? `Activate ${dialog.member.name}?` : `Deactivate ${dialog.member.name}?`}
          confirmLabel={dialog.isActive ? 'Activate' : 'Deactivate'}
          onConfirm={async () => {
            await api(consoleEndpoints.putStaffStatus, { params: { staff_id: dialog.member.id }, body: { active: dialog.isActive, version: dialog.member.version } });
            await refetch();
            notify(dialog.isActive ? `${dialog.member.name} can sign in again.` : `${dialog.member.name} is deactivated.`);
          }}
          onReload={reload}
          onClose={close}
        >
          <p>{dialog.isActive ? 'They can sign in again, with the roles they hold.' : 'Their sessions end at once and they can no longer sign in. Their roles stay, for when they are activated again.'}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
