import { Navigate } from 'react-router';
import { paths } from '../../api/paths.ts';
import { useSignedInSession } from '../auth/index.ts';

/** /console/: the person's first site, or a word that they have none yet. */
export function SitesHome() {
  const session = useSignedInSession();
  const first = session.sites[0];
  if (first) return <Navigate to={paths.site(first.slug)} replace />;
  return (
    <>
      <title>No sites yet | Commons console</title>
      <h1>You have no sites yet</h1>
      <p>When a platform admin gives your account access to a site, it is listed here.</p>
    </>
  );
}
