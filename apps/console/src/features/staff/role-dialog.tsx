import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { consoleEndpoints, type StaffMember } from '@commons/contract/console';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { notify } from '@commons/ui/toast.ts';
import { api } from '../../api/client.ts';
import { ConflictNotice } from './conflict-notice.tsx';
import { GrantFields } from './grant-fields.tsx';
import { checkGrant, GRANT_FIELDS, grantBodyOf, grantFields, isConflict, withFormFieldNames } from './grant-form.ts';
import { firstSiteId, type GrantScope } from './grant-scope.ts';

const roleForm = z.object(grantFields).superRefine(checkGrant);
type RoleInput = z.input<typeof roleForm>;
type RoleOutput = z.output<typeof roleForm>;

interface RoleDialogProps {
  /** Where the role holds: a role changed keeps its site; a new one is on the page's site, or (All staff) on one chosen, or platform admin. */
  scope: GrantScope;
  member: StaffMember;
  /** The role to change; none: a new role to give. */
  grant: StaffMember['grants'][number] | null;
  /** After a save: the list is read again. */
  onSaved: () => Promise<unknown>;
  onReload: () => void;
  onClose: () => void;
}

/** Changes one of a person's roles, over the version it was read at; or, without one, gives them another. */
export function RoleDialog({ scope, member, grant, onSaved, onReload, onClose }: RoleDialogProps) {
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm<RoleInput, unknown, RoleOutput>({
    resolver: zodResolver(roleForm),
    defaultValues: grant
      ? { role: grant.role, site_id: grant.site_id === null ? '' : String(grant.site_id), location_ids: (grant.location_ids ?? []).map(String), health_data: grant.health_data }
      : { role: 'editor', site_id: firstSiteId(scope), location_ids: [], health_data: false },
  });
  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      if (grant) await api(consoleEndpoints.putStaffGrant, { params: { staff_id: member.id, grant_id: grant.id }, body: { grant: grantBodyOf(values), version: grant.version } });
      else await api(consoleEndpoints.postStaffGrant, { params: { staff_id: member.id }, body: grantBodyOf(values) });
      await onSaved();
      notify(grant ? `${member.name}’s role changed.` : `${member.name} has a new role.`);
      onClose();
    } catch (error) {
      if (isConflict(error)) setConflict(error.message);
      else applyServerErrors(form, withFormFieldNames(error), GRANT_FIELDS);
    }
  });
  const title = grant ? `Change ${member.name}’s role` : member.grants.length === 0 ? `Give ${member.name} a role` : `Give ${member.name} another role`;
  return (
    <ModalDialog title={title} onClose={onClose}>
      {conflict ? <ConflictNotice message={conflict} onReload={onReload} /> : null}
      {grant && scope.kind === 'site' ? <p>This role is on {scope.site.name}.</p> : null}
      <form onSubmit={(event) => (form.formState.isSubmitting ? event.preventDefault() : void submit(event))} noValidate aria-label={title}>
        <FormAlert control={form.control} />
        <GrantFields control={form.control} scope={scope} />
        <div className="button-row">
          <button type="submit" className="button" aria-disabled={form.formState.isSubmitting || undefined}>
            {form.formState.isSubmitting ? 'Saving…' : grant ? 'Save role' : 'Give role'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
