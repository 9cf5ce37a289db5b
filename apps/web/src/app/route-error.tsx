import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { PageHead } from '../ui/page-head.tsx';
import { PlainLayout } from '../ui/plain-layout.tsx';
import { claimReloadForMissingCode, isMissingCode } from './missing-code.ts';

/**
 * What any route shows when its loader or rendering fails unexpectedly. When the failure is the
 * app's own code that could not be fetched (typically a tab opened before a new release), the
 * page first reloads itself once, which fetches the current code.
 */
export function RouteError() {
  const error = useRouteError();
  const missingCode = isMissingCode(error);
  const [isReloading] = useState(() => missingCode && claimReloadForMissingCode({ path: window.location.pathname, storage: () => window.sessionStorage, now: Date.now() }));
  if (import.meta.env.DEV) console.error(error);

  useEffect(() => {
    if (isReloading) window.location.reload();
  }, [isReloading]);

  if (isReloading) return null;
  return (
    <PlainLayout>
      <PageHead title="Something went wrong | Campus Dining" description="This page could not be shown." />
      <div className="narrow-page">
        <h1 tabIndex={-1}>Something went wrong.</h1>
        <p>
          {missingCode
            ? 'Part of this page could not be downloaded. Check your connection, then reload the page.'
            : 'The page could not be loaded. Reloading usually helps; if it keeps happening, try again in a few minutes.'}
        </p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    </PlainLayout>
  );
}
