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
import { checkGrant, grantBodyOf, grantFields, isConflict, withFormFieldNames } from './grant-form.ts';
import { SITE_ROLES, type SiteRole } from './role-words.ts';

const roleForm = z.object(grantFields).superRefine(checkGrant);
type RoleInput = z.input<typeof roleForm>;
type RoleOutput = z.output<typeof roleForm>;

interface RoleDialogProps {
  siteId: number;
  member: StaffMember;
  /** The role to change; none: a new role to give. */
  grant: StaffMember['grants'][number] | null;
  locations: readonly { id: number; name: string }[] | undefined;
  locationsProblem: string | null;
  /** After a save: the list is read again. */
  onSaved: () => Promise<unknown>;
  onReload: () => void;
  onClose: () => void;
}

const isSiteRole = (role: string): role is SiteRole => (SITE_ROLES as readonly string[]).includes(role);

/** Changes one of a person's roles on the site, over the version it was read at; or, without one, gives them another. */
export function RoleDialog({ siteId, member, grant, locations, locationsProblem, onSaved, onReload, onClose }: RoleDialogProps) {
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm<RoleInput, unknown, RoleOutput>({
    resolver: zodResolver(roleForm),
    defaultValues: grant
      ? { role: isSiteRole(grant.role) ? grant.role : 'editor', location_ids: (grant.location_ids ?? []).map(String), health_data: grant.health_data }
      : { role: 'editor', location_ids: [], health_data: false },
  });
  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      if (grant) await api(consoleEndpoints.putStaffGrant, { params: { staff_id: member.id, grant_id: grant.id }, body: { grant: grantBodyOf(values, siteId), version: grant.version } });
      else await api(consoleEndpoints.postStaffGrant, { params: { staff_id: member.id }, body: grantBodyOf(values, siteId) });
      await onSaved();
      notify(grant ? `${member.name}’s role changed.` : `${member.name} has a new role.`);
      onClose();
    } catch (error) {
      if (isConflict(error)) setConflict(error.message);
      else applyServerErrors(form, withFormFieldNames(error), ['role', 'location_ids', 'health_data']);
    }
  });
  const title = grant ? `Change ${member.name}’s role` : `Give ${member.name} another role`;
  return (
    <ModalDialog title={title} onClose={onClose}>
      {conflict ? <ConflictNotice message={conflict} onReload={onReload} /> : null}
      <form onSubmit={(event) => (form.formState.isSubmitting ? event.preventDefault() : void submit(event))} noValidate aria-label={title}>
        <FormAlert control={form.control} />
        <GrantFields control={form.control} locations={locations} locationsProblem={locationsProblem} />
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
