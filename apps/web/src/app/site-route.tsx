import { useEffect } from 'react';
import { replace, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../api/api-error.ts';
import type { Site } from '@commons/contract';
import { paths } from '../api/paths.ts';
import { takeFirstAnswers } from '../site/first-answers.ts';
import { siteQueries } from '../site/site-queries.ts';
import { reportUserAgentOnce } from '../features/user-agent/index.ts';
import { queryClient } from './query-client.ts';
import { SiteContext } from '../site/site-context.tsx';
import { SiteLayout } from './layout/site-layout.tsx';

// The first page's HTML carries its site's answer (and its section's): the guards below start with them.
takeFirstAnswers(queryClient);

/** Never settles: used while the browser leaves for another host, so nothing renders meanwhile. */
const leaving = () => new Promise<never>(() => undefined);

const isWebAddress = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

/**
 * The published site of a slug (case-insensitive). An unknown or unpublished one ('Invalid site.')
 * goes to the 404 page, which says 'Invalid site.', in place of the address asked for, so Back leads to the page before it; any
 * other failure (the server or the connection) is thrown to the site's error page, which offers a
 * retry (docs/product/site.md#errors).
 */
export async function loadSite(slug: string): Promise<Site> {
  let site: Site;
  try {
    ({ site } = await queryClient.ensureQueryData(siteQueries.info(slug)));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw replace(paths.invalidSite());
    throw error;
  }
  if (!site.published) throw replace(paths.invalidSite());
  return site;
}

/** For loaders of pages below a site: the site, or no answer while the site guard redirects away. */
export async function siteForChildRoute(slug: string): Promise<Site> {
  const site = await loadSite(slug);
  return isWebAddress(site.redirect_url) ? leaving() : site;
}

/** `/{slug}/rest/of/path?query` on a redirecting site goes to `{redirect_url}/rest/of/path?query`. */
function redirectTarget(redirectUrl: string, url: URL): string {
  const rest = url.pathname.split('/').slice(2).join('/');
  return `${redirectUrl.replace(/\/+$/, '')}${rest ? `/${rest}` : ''}${url.search}`;
}

/** Routing guard (docs/product/site.md#routing): a site is loaded by slug before any of its pages. */
export async function siteLoader({ params, request }: LoaderFunctionArgs): Promise<Site> {
  const site = await loadSite(params.site ?? '');
  if (isWebAddress(site.redirect_url)) {
    window.location.replace(redirectTarget(site.redirect_url, new URL(request.url)));
    return leaving();
  }
  return site;
}

export function SiteRoute() {
  const site = useLoaderData<typeof siteLoader>();
  useEffect(() => {
    void reportUserAgentOnce(site.id);
  }, [site.id]);
  return (
    <SiteContext value={site}>
      <SiteLayout site={site} />
    </SiteContext>
  );
}
