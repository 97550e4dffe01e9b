export { optOutRoutes } from './routes.ts';
