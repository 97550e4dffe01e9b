export { type Database, type DatabaseOptions, type Db, openDatabase } from './client.ts';
export * as schema from './schema/index.ts';
