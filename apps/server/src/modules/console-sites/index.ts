import type { Database } from '../../db/client.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { FileStore } from '../../platform/uploads/index.ts';
import { siteAnswers, type SiteAnswersDropper, type SiteChange } from '../../platform/site-changed.ts';
import type { ConsoleRoute } from '../console-auth/index.ts';
import { activityRepo } from '../console-activity/index.ts';
import { alertsAdminRepo } from './alerts-admin.repo.ts';
import { alertsAdminService } from './alerts-admin.service.ts';
import { consoleSitesRoutes } from './console-sites.routes.ts';
import { sitesAdminRepo } from './sites-admin.repo.ts';
import { sitesAdminService } from './sites-admin.service.ts';

export { SITE_CHANGED_CHANNEL } from '../../platform/site-changed.ts';

/**
 * The console's sites area (docs/product/console.md#sites): its calls, and this instance's part in
 * keeping the public pages live — the kept public answers of a site are dropped when any instance
 * changes it (the `site_changed` notice) and at once when this one does; so is anything else kept
 * about sites (`forgetOnChange`: the console's site switcher); then each change is announced
 * (`announce`: the public pages' change streams). Answers how this instance drops a
 * site's kept answers right after a write of its own, for the other console areas' writes.
 */
export async function consoleSites(
  consoleRoute: ConsoleRoute,
  deps: { database: Database; clock: () => Date; publicAnswers: readonly AnswerCache[]; files: FileStore; forgetOnChange?: readonly (() => void)[]; announce?: readonly ((change: SiteChange | null) => void)[] },
): Promise<SiteAnswersDropper> {
  const { db } = deps.database;
  const repo = sitesAdminRepo(db);
  const activity = activityRepo(db);
  const dropAnswers = await siteAnswers(deps.database, { caches: deps.publicAnswers, forget: deps.forgetOnChange ?? [], announce: deps.announce ?? [] }, repo.locationIds);
  consoleSitesRoutes(
    consoleRoute,
    sitesAdminService({ repo, files: deps.files, activity, clock: deps.clock, dropAnswers }),
    alertsAdminService({ alerts: alertsAdminRepo(db), sites: repo, activity, clock: deps.clock, dropAnswers }),
  );
  return dropAnswers;
}
