import type { AppConfig } from '../../config';
import type { Database } from '../db';
import type { FileStore } from './fileStore';
import { createDbFileStore } from './dbFileStore';
import { createDiskFileStore } from './diskFileStore';

/** The store the configuration asks for: the database (default) or a folder (FILE_STORE=disk). */
export function openFileStore(config: AppConfig, database: Database): FileStore {
  return config.fileStore === 'disk'
    ? createDiskFileStore(database, config.fileDir, config.fileMaxBytes)
    : createDbFileStore(database, config.fileMaxBytes);
}
