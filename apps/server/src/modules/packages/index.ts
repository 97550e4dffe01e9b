export { packageRoutes } from './routes.ts';
export { countPackages, findPackageRow, toAdminPackage, toPackage } from './service.ts';
