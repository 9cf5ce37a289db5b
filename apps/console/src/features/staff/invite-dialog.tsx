import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { consoleEndpoints, STAFF_MESSAGES } from '@commons/contract/console';
import { email } from '@commons/contract';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { notify } from '@commons/ui/toast.ts';
import { api } from '../../api/client.ts';
import { GrantFields } from './grant-fields.tsx';
import { checkGrant, GRANT_FIELDS, grantBodyOf, grantFields, withFormFieldNames } from './grant-form.ts';
import { firstSiteId, type GrantScope } from './grant-scope.ts';
import { staffListsKey } from './staff-queries.ts';

const inviteForm = z
  .object({ email, name: z.string().trim().min(1, STAFF_MESSAGES.nameRequired).max(120, 'Too long.'), ...grantFields })
  .superRefine(checkGrant);
type InviteInput = z.input<typeof inviteForm>;
type InviteOutput = z.output<typeof inviteForm>;

interface InviteDialogProps {
  /** Where the first role holds: a site's People page invites to that site; All staff lets the site, or platform admin, be chosen. */
  scope: GrantScope;
  onClose: () => void;
}

/** Invites a person by e-mail with a first role; the invitation's link lets them set a password. */
export function InviteDialog({ scope, onClose }: InviteDialogProps) {
  const queryClient = useQueryClient();
  const form = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(inviteForm),
    defaultValues: { email: '', name: '', role: 'editor', site_id: firstSiteId(scope), location_ids: [], health_data: false },
  });
  const invite = useMutation({
    mutationFn: (values: InviteOutput) => api(consoleEndpoints.postStaffInvitation, { body: { email: values.email, name: values.name, grant: grantBodyOf(values) } }),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await invite.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: staffListsKey });
      notify(answer.msg);
      onClose();
    } catch (error) {
      applyServerErrors(form, withFormFieldNames(error), ['email', 'name', ...GRANT_FIELDS]);
    }
  });
  return (
    <ModalDialog title="Invite someone" onClose={onClose}>
      <p>
        They get an e-mail with a link to set their password, valid for 7 days.{' '}
        {scope.kind === 'site' ? `Their role is on ${scope.site.name}.` : 'Their first role is on one site, or Platform admin for every site.'}
      </p>
      <form onSubmit={(event) => (form.formState.isSubmitting ? event.preventDefault() : void submit(event))} noValidate aria-label="Invite someone">
        <FormAlert control={form.control} />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" isRequired />
        <TextField control={form.control} name="name" label="Name" autoComplete="off" isRequired />
        <GrantFields control={form.control} scope={scope} />
        <div className="button-row">
          <button type="submit" className="button" aria-disabled={form.formState.isSubmitting || undefined}>
            {form.formState.isSubmitting ? 'Sending…' : 'Send invitation'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
