import { useState, type RefObject } from 'react';
import type { StaffMember } from '@commons/contract/console';
import type { PeopleActions } from './people-table.tsx';

type Grant = StaffMember['grants'][number];

/** The dialog open over a list of staff, with what it works on. */
export type StaffDialog =
  | { kind: 'invite' }
  | { kind: 'role'; member: StaffMember; grant: Grant | null }
  | { kind: 'remove'; member: StaffMember; grant: Grant }
  | { kind: 'status'; member: StaffMember; isActive: boolean };

interface StaffDialogOptions {
  /** The page's heading, where focus goes when the button that opened a dialog is gone. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The signed-in person's own id: their account is neither deactivated nor activated from a list. */
  ownId: number;
  /** Whether a platform admin's role is taken away from this list too, not only a site's. */
  removesPlatformAdmin: boolean;
}

/**
 * Which dialog a list of staff has open, the row actions that open them, and the way to close
 * one. The button that opened a dialog may be gone when it closes (a role removed, the list read
 * again): focus then goes to the page's heading, not the page's body.
 */
export function useStaffDialog({ headingRef, ownId, removesPlatformAdmin }: StaffDialogOptions) {
  const [dialog, setDialog] = useState<StaffDialog | null>(null);
  const actions: PeopleActions = {
    ownId,
    removesPlatformAdmin,
    changeRole: (member, grant) => setDialog({ kind: 'role', member, grant }),
    addRole: (member) => setDialog({ kind: 'role', member, grant: null }),
    removeRole: (member, grant) => setDialog({ kind: 'remove', member, grant }),
    setActive: (member, isActive) => setDialog({ kind: 'status', member, isActive }),
  };
  const close = () => {
    setDialog(null);
    setTimeout(() => {
      if (document.activeElement === null || document.activeElement === document.body) headingRef.current?.focus();
    }, 0);
  };
  return { dialog, actions, invite: () => setDialog({ kind: 'invite' }), close };
}
