export { activityRepo, type ActivityRepo } from './activity.repo.ts';
export { activityRoutes } from './activity.routes.ts';
export { staleSave, STALE_SAVE_FIELD } from './stale-save.ts';
