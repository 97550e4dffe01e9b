export {
  type Database,
  type DatabaseOptions,
  type Db,
  type DbOrTx,
  openDatabase,
  type Tx,
} from './client.ts';
export * as schema from './schema/index.ts';
