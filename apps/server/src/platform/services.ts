import type { AppConfig } from '../config';
import type { Database } from './db';
import type { KvStore } from './kv/kvStore';

/** What feature modules receive: configuration, the database and the shared store. */
export interface Services {
  config: AppConfig;
  database: Database;
  kv: KvStore;
}
