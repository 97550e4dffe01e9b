export { apiKeyAuthPlugin } from './plugin.ts';
export { apiKeyRoutes } from './routes.ts';
export {
  hashApiKey,
  type RevokeAllReason,
  revokeAllApiKeys,
  revokeAllApiKeysOfEmail,
} from './service.ts';
