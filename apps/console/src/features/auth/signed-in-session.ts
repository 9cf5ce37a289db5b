import { useOutletContext } from 'react-router';
import type { ConsoleSession } from '@commons/contract/console';

/** What the signed-in shell hands its pages: the whole session it checked. */
export interface ShellContext {
  session: ConsoleSession;
}

/** The session of the signed-in shell around the page (pages inside it never render without one). */
export const useSignedInSession = (): ConsoleSession => useOutletContext<ShellContext>().session;
