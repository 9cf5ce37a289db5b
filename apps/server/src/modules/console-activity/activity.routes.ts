import { getConsoleAudit } from '@commons/contract/console';
import type { ConsoleRoute } from '../console-auth/index.ts';
import type { ActivityRepo } from './activity.repo.ts';

/** A site's activity list (docs/product/console.md#activity). */
export function activityRoutes(consoleRoute: ConsoleRoute, activity: ActivityRepo) {
  consoleRoute(getConsoleAudit, async ({ query }) => {
    // `from` and `to` arrive as epoch milliseconds.
    const filter = { ...query, from: query.from === undefined ? undefined : new Date(query.from), to: query.to === undefined ? undefined : new Date(query.to) };
    const [page, choices] = await Promise.all([activity.page(filter), activity.choices(query.site_id)]);
    return { ...page, ...choices };
  });
}
