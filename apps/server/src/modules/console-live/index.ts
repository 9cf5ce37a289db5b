import type { Db } from '../../db/client.ts';
import type { SiteAnswersDropper } from '../../platform/site-changed.ts';
import type { ConsoleRoute } from '../console-auth/index.ts';
import { activityRepo } from '../console-activity/index.ts';
import { sitesAdminRepo } from '../console-sites/sites-admin.repo.ts';
import { consoleLiveRoutes } from './console-live.routes.ts';
import { liveStatusRepo } from './live-status.repo.ts';
import { liveStatusService } from './live-status.service.ts';

/** The console's live status area (docs/product/console.md#live-status): its calls, whose saves drop the site's kept public answers with `dropAnswers`. */
export function consoleLive(consoleRoute: ConsoleRoute, deps: { db: Db; clock: () => Date; dropAnswers: SiteAnswersDropper }): void {
  const { db, clock, dropAnswers } = deps;
  consoleLiveRoutes(consoleRoute, liveStatusService({ live: liveStatusRepo(db), sites: sitesAdminRepo(db), activity: activityRepo(db), clock, dropAnswers }));
}
