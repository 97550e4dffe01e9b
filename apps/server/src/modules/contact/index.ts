export { CONTACT_RATE_LIMIT, contactRoutes } from './routes.ts';
export { countUnreadMessages, toContactMessage } from './service.ts';
