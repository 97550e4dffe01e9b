export { packageRoutes } from './routes.ts';
export { adminPackage, countPackages } from './service.ts';
