import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { PGLITE_EXTRA_START_PARAMS, PGLITE_PARSERS } from '../pgliteSettings';
import type { PgliteAnswer, PgliteErrorFields, PgliteRequest, PgliteThreadOptions } from './threadProtocol';
import { log } from '../log';

type Parser = (text: string, type: number) => unknown;
type Parsers = Record<number, Parser>;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Parsers;
  blob?: Blob;
}

/** What drizzle's PGlite driver and pgliteCopy ask of a client or of one of its transactions. */
export interface ThreadedQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}
export interface ThreadedTransaction extends ThreadedQueryable {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface ThreadedPgliteOptions {
  dataDir: string;
  /** Settings after PGlite's own start parameters (-c name=value). */
  extraStartParams: string[];
  /** Parsers of the client (as PGlite's option): their types cross as text and are parsed here. */
  parsers?: Parsers;
  loadDataDir?: Blob;
}

/** PGlite with the console's settings (pgliteSettings.ts) on a thread of its own. */
export function startPgliteThread(dataDir: string, loadDataDir?: Blob): ThreadedPglite {
  return new ThreadedPglite({
    dataDir,
    extraStartParams: PGLITE_EXTRA_START_PARAMS,
    parsers: PGLITE_PARSERS,
    loadDataDir,
  });
}

/**
 * PGlite on a thread of its own, asked over messages: the same answers as PGlite's query,
 * exec and transaction (drizzle's driver uses nothing else), the same errors with PostgreSQL's
 * fields. Parsers are functions and cannot cross: their types come back as text and are
 * parsed here, as PGlite would have parsed them.
 */
export class ThreadedPglite implements ThreadedQueryable {
  readonly #worker: Worker;
  readonly #parsers: Parsers;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #lastId = 0;
  #stopped: Error | undefined;

  constructor(options: ThreadedPgliteOptions) {
    this.#parsers = options.parsers ?? {};
    const workerData: PgliteThreadOptions = {
      dataDir: options.dataDir,
      extraStartParams: options.extraStartParams,
      textTypes: Object.keys(this.#parsers).map(Number),
      loadDataDir: options.loadDataDir,
    };
    this.#worker = startWorker(workerData);
    this.#worker.unref(); // held only while a request waits (see #ask)
    this.#worker.on('message', (answer: PgliteAnswer) => this.#settle(answer));
    this.#worker.on('error', (error) => {
      // Every statement from now on answers unavailable: say once why.
      log.error(`PGlite thread failed: ${error.message}`);
      this.#stop(error);
    });
    this.#worker.on('exit', (code) => this.#stop(new Error(`PGlite thread exited (${code})`)));
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, sql, options);
  }

  /** Statements of the client sent meanwhile wait for the transaction, as in PGlite itself. */
  async transaction<T>(callback: (tx: ThreadedTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#ask({ op: 'begin' })) as number;
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: ThreadedTransaction = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        check();
        return this.#query<R>(id, sql, params, options);
      },
      exec: (sql: string, options?: QueryOptions) => {
        check();
        return this.#exec(id, sql, options);
      },
      rollback: async () => {
        check();
        closed = true;
        await this.#ask({ op: 'rollback', tx: id });
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        await this.#ask({ op: 'commit', tx: id });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#ask({ op: 'rollback', tx: id });
      }
      throw error;
    }
  }

  /** The data folder as a tar (tests start other databases from it). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return (await this.#ask({ op: 'dump', compression })) as Blob;
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    try {
      await this.#ask({ op: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }

  async #query<T>(tx: number | undefined, sql: string, params: unknown[], options?: QueryOptions) {
    const { parsers, textTypes } = this.#parsersOf(options);
    const rowMode = options?.rowMode ?? 'object';
    const request: PgliteRequest = { op: 'query', sql, params, rowMode, textTypes, blob: options?.blob, tx };
    return parseTexts((await this.#ask(request)) as Results<T>, parsers);
  }

  async #exec(tx: number | undefined, sql: string, options?: QueryOptions) {
    const { parsers, textTypes } = this.#parsersOf(options);
    const request: PgliteRequest = { op: 'exec', sql, textTypes, blob: options?.blob, tx };
    return ((await this.#ask(request)) as Results[]).map((results) => parseTexts(results, parsers));
  }

  /** The client's parsers and the statement's (these win), and the types they ask as text. */
  #parsersOf(options?: QueryOptions) {
    const parsers = options?.parsers ? { ...this.#parsers, ...options.parsers } : this.#parsers;
    return { parsers, textTypes: Object.keys(parsers).map(Number) };
  }

  #ask(request: PgliteRequest): Promise<unknown> {
    if (this.#stopped) return Promise.reject(stoppedError(this.#stopped));
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      try {
        // A value that cannot cross (a function among the parameters) throws here, unsent.
        this.#worker.postMessage({ id, request });
      } catch (error) {
        reject(error as Error);
        return;
      }
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
    });
  }

  #settle(answer: PgliteAnswer) {
    const waiting = this.#pending.get(answer.id);
    if (!waiting) return;
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (answer.ok) waiting.resolve(answer.result);
    else waiting.reject(databaseError(answer.error));
  }

  #stop(reason: Error) {
    this.#stopped ??= reason;
    for (const waiting of this.#pending.values()) waiting.reject(stoppedError(reason));
    this.#pending.clear();
  }
}

/** The error PGlite threw, with its PostgreSQL fields (code, constraint…) for dbFaults and the rest. */
function databaseError(fields: PgliteErrorFields): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}

/** The thread is gone: like a connection the server dropped (dbFaults takes it for unavailable). */
function stoppedError(reason: Error): Error {
  return Object.assign(new Error(`terminating connection: ${reason.message}`), { code: '57P01' });
}

/** The types with a parser of the caller came as text: parsed here, nulls left null (as PGlite does). */
function parseTexts<T>(results: Results<T>, parsers: Parsers): Results<T> {
  const columns = results.fields
    .map((field, index) => ({ index, name: field.name, parse: parsers[field.dataTypeID], type: field.dataTypeID }))
    .filter((column) => column.parse);
  if (!columns.length || !results.rows.length) return results;
  const arrays = Array.isArray(results.rows[0]);
  for (const row of results.rows as unknown as Record<string | number, unknown>[]) {
    for (const column of columns) {
      const key = arrays ? column.index : column.name;
      const text = row[key];
      if (text !== null && text !== undefined) row[key] = column.parse!(text as string, column.type);
    }
  }
  return results;
}

/** The built worker beside the bundle; from the sources (tests, tsx), the TypeScript file through tsx. */
function startWorker(workerData: PgliteThreadOptions): Worker {
  const built = new URL('./pgliteWorker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return new Worker(built, { workerData });
  const source = new URL('./pgliteWorker.ts', import.meta.url).href;
  // tsx's ES module API (its CommonJS one loads the other by a path that is not there).
  const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(boot, { eval: true, workerData });
}
