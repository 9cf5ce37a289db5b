import { useSignOut } from './use-sign-out.ts';

/** Ends the console session. */
export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" className="button button--quiet" onClick={() => (signOut.isPending ? undefined : signOut.mutate())} aria-disabled={signOut.isPending || undefined}>
      Sign out
    </button>
  );
}
