export { apiKeyAuthPlugin } from './plugin.ts';
export { apiKeyRoutes } from './routes.ts';
export { hashApiKey } from './service.ts';
