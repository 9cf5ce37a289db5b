import { useRouteError } from 'react-router';

/**
 * What any page shows when it fails unexpectedly (its code could not be fetched after a new
 * release, a rendering error): a way to reload, which fetches the current code.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main-content" className="standalone" tabIndex={-1}>
      <title>Something went wrong | Commons console</title>
      <div className="standalone__card">
        <h1>Something went wrong.</h1>
        <p>The page could not be loaded. Reloading usually helps; if it keeps happening, try again in a few minutes.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    </main>
  );
}
