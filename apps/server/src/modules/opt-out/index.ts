export { optOutRoutes } from './routes.ts';
export { OPT_OUT_LINK_TTL_MS } from './service.ts';
