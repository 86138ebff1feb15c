import type { Db } from '../platform/db';
import type { RequestContext } from '../platform/requestContext';

/** What the engine needs of a request's context (scope, who, what they may read). */
export type EngineContext = Pick<
  RequestContext,
  'tenantId' | 'userId' | 'channelId' | 'isChannel' | 'isAdmin' | 'schoolId' | 'storeId'
> & {
  plaintext: boolean;
  /** Field keys the roles restrict each page to (absent page: every field). */
  fields: Record<string, string[]>;
  /** Called as another page's lookup only: the rows keep the lookup's keys (`fields`) and the id. */
  lookupOnly?: boolean;
  ip?: string;
  /** A field the call's path fixes (the category of `/filing/:subpath/list`), see PathParamDef. */
  fixed?: { key: string; column: string; value: number };
};

export interface SaveArgs {
  tx: Db;
  ctx: EngineContext;
  /** Column values by field key, already checked and converted. */
  values: Record<string, unknown>;
  /** The raw request body (for relation fields such as ids). */
  body: Record<string, unknown>;
  creating: boolean;
  /** The row before an edit (JSON form). */
  before?: Record<string, unknown>;
  /** Passed from beforeSave to afterSave of the same write (e.g. a generated password). */
  scratch: Record<string, unknown>;
}

/**
 * What a resource adds to the engine: only its special behaviour. Everything runs inside the
 * write's transaction, so a thrown BizError changes nothing.
 */
export interface ResourceHooks {
  /** Adds or changes column values before the insert/update (e.g. a password hash). */
  beforeSave?(args: SaveArgs): Promise<void> | void;
  /** After the row is written (relation tables); may return fields to add to the answer. */
  afterSave?(args: SaveArgs & { id: string }): Promise<Record<string, unknown> | void>;
  /** Adds fields to the detail answer (e.g. the role's resource ids). */
  detail?(args: { tx: Db; ctx: EngineContext; row: Record<string, unknown> }): Promise<Record<string, unknown>>;
  /** Adds fields to list rows in one query for the page (e.g. role names). */
  listRows?(args: { tx: Db; ctx: EngineContext; rows: Record<string, unknown>[] }): Promise<void>;
  /**
   * An import's values common to every row, from the form fields sent before the file (the
   * chapter the exercises go to): checked here, refused with a BizError.
   */
  importFixed?(args: { tx: Db; ctx: EngineContext; fields: Record<string, string> }): Promise<Record<string, unknown>>;
  /**
   * Once every row passed its own checks: what the rows need from the database (a school typed
   * by name becomes its id and name), each problem added to `errors` by row (numbered as in the file).
   */
  prepareImport?(args: {
    tx: Db;
    ctx: EngineContext;
    records: Record<string, unknown>[];
    errors: { row: number; message: string }[];
  }): Promise<void>;
  /** What is wrong with one imported row beyond its fields' own checks (`<label>…` messages). */
  checkImportRow?(values: Record<string, unknown>): string[];
  /** Refuses or cleans up before rows are deleted. */
  beforeDelete?(args: { tx: Db; ctx: EngineContext; ids: string[] }): Promise<void>;
  /** After any write (save, delete, transition), still inside the transaction: last checks. */
  afterWrite?(args: { tx: Db; ctx: EngineContext; ids: string[]; action: string }): Promise<void>;
  /**
   * After the transaction committed (e.g. drop cached permissions: done earlier, another
   * request could reload the old state before the commit).
   */
  afterCommit?(args: { ctx: EngineContext; ids: string[]; action: string }): Promise<void>;
}
