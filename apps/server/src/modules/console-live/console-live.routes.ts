import { getLiveLocations, putLocationLive } from '@commons/contract/console';
import type { ConsoleRoute } from '../console-auth/index.ts';
import type { LiveStatusService } from './live-status.service.ts';

/** What is true right now at a site's locations (docs/product/console.md#live-status). */
export function consoleLiveRoutes(consoleRoute: ConsoleRoute, live: LiveStatusService) {
  consoleRoute(getLiveLocations, async ({ params, caller }) => live.list(params.site_id, caller.grants));
  consoleRoute(putLocationLive, async ({ params, body, author }) => live.set(params.site_id, params.location_id, body, author));
}
