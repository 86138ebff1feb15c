import type { AppConfig } from '../config';
import type { Database } from './db';
import type { KvStore } from './kv/kvStore';
import type { AuthService } from './auth/authService';

/** What feature modules receive: configuration, the database, the shared store and the auth service. */
export interface Services {
  config: AppConfig;
  database: Database;
  kv: KvStore;
  /** Sessions and permissions (with their process-local copies). */
  auth: AuthService;
}
