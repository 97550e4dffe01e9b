export { activityRoutes } from './routes.ts';
export { type ActivityInput, type Actor, recordActivity } from './service.ts';
