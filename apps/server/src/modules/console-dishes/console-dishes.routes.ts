import { deleteConsoleDish, getConsoleDish, getConsoleDishes, postConsoleDish, putConsoleDish, putConsoleDishArchived } from '@commons/contract/console';
import type { ConsoleRoute } from '../console-auth/index.ts';
import type { DishesService } from './dishes.service.ts';

/** A site's catalogue of dishes (docs/product/console.md#dishes). */
export function consoleDishesRoutes(consoleRoute: ConsoleRoute, dishes: DishesService) {
  consoleRoute(getConsoleDishes, async ({ params, query }) => dishes.list(params.site_id, query));
  consoleRoute(getConsoleDish, async ({ params }) => dishes.one(params.site_id, params.dish_id));
  consoleRoute(postConsoleDish, async ({ params, body, author }) => dishes.create(params.site_id, body, author));
  consoleRoute(putConsoleDish, async ({ params, body, author }) => dishes.edit(params.site_id, params.dish_id, body, author));
  consoleRoute(putConsoleDishArchived, async ({ params, body, author }) => dishes.setArchived(params.site_id, params.dish_id, body, author));
  consoleRoute(deleteConsoleDish, async ({ params, body, author }) => dishes.remove(params.site_id, params.dish_id, body.version, author));
}
