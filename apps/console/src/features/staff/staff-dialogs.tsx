import { consoleEndpoints } from '@commons/contract/console';
import { notify } from '@commons/ui/toast.ts';
import { api } from '../../api/client.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { GrantScope } from './grant-scope.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { RoleDialog } from './role-dialog.tsx';
import { roleAndSiteWords } from './role-words.ts';
import type { StaffDialog } from './use-staff-dialog.ts';

interface StaffDialogsProps {
  dialog: StaffDialog | null;
  /** Where an invitation's role and a new role hold (a role changed keeps its own site). */
  scope: GrantScope;
  locationNames: ReadonlyMap<number, string>;
  siteNames: ReadonlyMap<number, string>;
  /** Reads the list again, after a change. */
  onSaved: () => Promise<unknown>;
  /** Reads the list again after a stale save, and closes the dialog. */
  onReload: () => void;
  onClose: () => void;
}

/** The dialog a list of staff has open: an invitation, a role given or changed, a role taken away, an account deactivated or activated. */
export function StaffDialogs({ dialog, scope, locationNames, siteNames, onSaved, onReload, onClose }: StaffDialogsProps) {
  if (dialog === null) return null;
  switch (dialog.kind) {
    case 'invite':
      return <InviteDialog scope={scope} onClose={onClose} />;
    case 'role': {
      const { grant } = dialog;
      const siteId = grant?.site_id ?? null;
      const roleScope: GrantScope = siteId === null ? scope : { kind: 'site', site: { id: siteId, name: siteNames.get(siteId) ?? `site ${siteId}` } };
      return <RoleDialog scope={roleScope} member={dialog.member} grant={grant} onSaved={onSaved} onReload={onReload} onClose={onClose} />;
    }
    case 'remove':
      return (
        <ConfirmDialog
          title={`Remove ${dialog.member.name}’s role?`}
          confirmLabel="Remove role"
          onConfirm={async () => {
            await api(consoleEndpoints.deleteStaffGrant, { params: { staff_id: dialog.member.id, grant_id: dialog.grant.id }, body: { version: dialog.grant.version } });
            await onSaved();
            notify('Role removed.');
          }}
          onReload={onReload}
          onClose={onClose}
        >
          <p>
            {dialog.member.name} will no longer be {roleAndSiteWords(dialog.grant, locationNames, siteNames)}. It stops working at their next step in the console.
          </p>
        </ConfirmDialog>
      );
    case 'status':
      return (
        <ConfirmDialog
          title={dialog.isActive ? `Activate ${dialog.member.name}?` : `Deactivate ${dialog.member.name}?`}
          confirmLabel={dialog.isActive ? 'Activate' : 'Deactivate'}
          onConfirm={async () => {
            await api(consoleEndpoints.putStaffStatus, { params: { staff_id: dialog.member.id }, body: { active: dialog.isActive, version: dialog.member.version } });
            await onSaved();
            notify(dialog.isActive ? `${dialog.member.name} can sign in again.` : `${dialog.member.name} is deactivated.`);
          }}
          onReload={onReload}
          onClose={onClose}
        >
          <p>{dialog.isActive ? 'They can sign in again, with the roles they hold.' : 'Their sessions end at once and they can no longer sign in. Their roles stay, for when they are activated again.'}</p>
        </ConfirmDialog>
      );
  }
}
