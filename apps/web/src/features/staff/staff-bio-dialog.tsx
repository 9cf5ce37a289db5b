import type { StaffMember } from '@commons/contract';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';

interface StaffBioDialogProps {
  member: StaffMember;
  onClose: () => void;
}

/** A staff member's bio in a modal dialog; the parent returns focus to the button that opened it. */
export function StaffBioDialog({ member, onClose }: StaffBioDialogProps) {
  const name = `${member.first_name} ${member.last_name}`;
  return (
    <ModalDialog title={name} onClose={onClose} className="staff-bio">
      {member.title ? <p className="staff-bio__title">{member.title}</p> : null}
      <SafeHtml html={member.bio ?? ''} topHeading={3} className="staff-bio__text" />
    </ModalDialog>
  );
}
