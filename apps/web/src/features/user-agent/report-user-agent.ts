import { endpoints } from '@commons/contract/endpoints';
import { api } from '../../api/client.ts';
import { navigatorReportOf } from './navigator-report.ts';

const storageKey = (siteId: number) => `commons.user-agent-reported.${siteId}`;

function alreadyReported(siteId: number): boolean {
  try {
    if (window.sessionStorage.getItem(storageKey(siteId)) !== null) return true;
    window.sessionStorage.setItem(storageKey(siteId), '1');
    return false;
  } catch {
    // Storage can be blocked (private modes, strict settings): then report once per page load.
    return false;
  }
}

/**
 * Reports the browser's details for a site once per browser session (docs/product/api.md#sites-and-pages, sites/user_agent).
 * The answer is not used and a failure is ignored: it must never disturb the visit.
 */
export async function reportUserAgentOnce(siteId: number): Promise<void> {
  if (alreadyReported(siteId)) return;
  try {
    await api(endpoints.postUserAgent, { body: { site_id: siteId, navigator: navigatorReportOf(window.navigator) } });
  } catch {
    // Skipped silently.
  }
}
