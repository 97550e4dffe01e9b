export { DatabaseFileInspector, databaseFileName, spoolDatabaseFile } from './content-check.ts';
export {
  attachmentHeader,
  DELIVERY_RATE_LIMIT,
  deliveryRoutes,
  PACKAGE_FILE_RATE_LIMIT,
} from './routes.ts';
export { demoDatabaseCsv, seedDemoDatabaseFiles } from './seed.ts';
export { signDownload, verifyDownload } from './tokens.ts';
