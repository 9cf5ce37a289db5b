import type { Db } from '../../db/client.ts';
import type { SiteAnswersDropper } from '../../platform/site-changed.ts';
import type { ConsoleRoute } from '../console-auth/index.ts';
import { activityRepo } from '../console-activity/index.ts';
import { sitesAdminRepo } from '../console-sites/sites-admin.repo.ts';
import { consoleDishesRoutes } from './console-dishes.routes.ts';
import { dishesRepo } from './dishes.repo.ts';
import { dishesService } from './dishes.service.ts';

/** The console's dishes area (docs/product/console.md#dishes): its calls, whose saves drop the site's kept public answers with `dropAnswers`. */
export function consoleDishes(consoleRoute: ConsoleRoute, deps: { db: Db; clock: () => Date; dropAnswers: SiteAnswersDropper }): void {
  const { db, clock, dropAnswers } = deps;
  consoleDishesRoutes(consoleRoute, dishesService({ dishes: dishesRepo(db), sites: sitesAdminRepo(db), activity: activityRepo(db), clock, dropAnswers }));
}
