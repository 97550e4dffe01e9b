export { contactRoutes } from './routes.ts';
export { countUnreadMessages } from './service.ts';
