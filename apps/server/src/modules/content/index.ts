export { matchesEtag, onResponseCacheDrop, ResponseCache, replyFromCache } from './cache.ts';
export {
  bothForms,
  type ContentRoutes,
  registerContentReads,
  registerContentWrites,
} from './register.ts';
export { contentRoutes } from './routes.ts';
export { seedContent } from './seed.ts';
