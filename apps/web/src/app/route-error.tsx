import { useRouteError } from 'react-router';
import { PageHead } from '../ui/page-head.tsx';
import { PlainLayout } from '../ui/plain-layout.tsx';

/** What any route shows when its loader or rendering fails unexpectedly. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <PlainLayout>
      <PageHead title="Something went wrong | Campus Dining" description="This page could not be shown." />
      <div className="narrow-page">
        <h1 tabIndex={-1}>Something went wrong.</h1>
        <p>The page could not be loaded. Reloading usually helps; if it keeps happening, try again in a few minutes.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    </PlainLayout>
  );
}
