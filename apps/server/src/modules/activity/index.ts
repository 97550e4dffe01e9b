export { activityRoutes } from './routes.ts';
export { type ActivityInput, type Actor, recordActivity, SHOP_ACTOR } from './service.ts';
