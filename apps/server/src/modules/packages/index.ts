export { packageRoutes } from './routes.ts';
export {
  adminPackage,
  countPackages,
  findPackageRow,
  slotFilesOf,
  toAdminPackage,
  toPackage,
} from './service.ts';
