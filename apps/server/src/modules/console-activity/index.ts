export { activityRepo, type ActivityRepo } from './activity.repo.ts';
export { activityRoutes } from './activity.routes.ts';
export { staleWrite, type Written } from './stale-write.ts';
