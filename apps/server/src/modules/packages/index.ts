export { PACKAGES, packageForSale, type SalePackage } from './catalog.ts';
export { packageRoutes } from './routes.ts';
export { adminPackage, countPackages } from './service.ts';
