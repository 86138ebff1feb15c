import type { AppConfig } from '../config';
import type { Database } from './db';
import type { KvStore } from './kv/kvStore';
import type { AuthService } from './auth/authService';
import type { FileStore } from './files/fileStore';
import type { JobQueue } from './queue/jobQueue';
import type { Heartbeat } from './heartbeat/heartbeat';

/** What feature modules receive: configuration, the database, the shared store, auth and files. */
export interface Services {
  config: AppConfig;
  database: Database;
  kv: KvStore;
  /** Sessions and permissions (with their process-local copies). */
  auth: AuthService;
  /** Uploaded files (database or disk, per FILE_STORE), always checked against the tenant. */
  files: FileStore;
  /** Work done later or again, once, by one process of many (pg-boss in the database). */
  queue: JobQueue;
  /** This process's row of 系统监控's processes, with its slowest calls. */
  heartbeat: Heartbeat;
}
