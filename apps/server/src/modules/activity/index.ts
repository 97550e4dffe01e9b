export { activityRoutes } from './routes.ts';
export { type ActivityInput, type Actor, listActivity, recordActivity } from './service.ts';
