export { CONTACT_RATE_LIMIT, contactRoutes } from './routes.ts';
export { toContactMessage } from './service.ts';
