export { LoginPage } from './login-page.tsx';
export { EnrolmentPage } from './enrolment-page.tsx';
export { SignOutButton } from './sign-out-button.tsx';
export { sessionQuery, useSession } from './session-query.ts';
export { useSignedInSession, type ShellContext } from './signed-in-session.ts';
