export { apiKeyAuthPlugin, bearerToken, INVALID_API_KEY_MESSAGE } from './plugin.ts';
export { apiKeyRoutes } from './routes.ts';
export { hashApiKey, looksLikeApiKey } from './service.ts';
