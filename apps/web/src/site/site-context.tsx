import { createContext, useContext } from 'react';
import type { Site } from '@commons/contract';

export const SiteContext = createContext<Site | null>(null);

/** The site the current route belongs to; only valid below the site route. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used below the site route.');
  return site;
}
