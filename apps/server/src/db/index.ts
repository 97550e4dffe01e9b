export { type Database, type Db, type DbOrTx, openDatabase, type Tx } from './client.ts';
export * as schema from './schema/index.ts';
