export { packageRoutes } from './routes.ts';
export { findPackageRow, toAdminPackage, toPackage } from './service.ts';
