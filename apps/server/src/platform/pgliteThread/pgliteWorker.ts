// The PGlite thread: one PGlite, asked by the server's thread (threadedPglite.ts). Its statements
// run here, so the server's thread goes on serving pages and calls while one runs; and it opens
// while the server's thread loads the rest of the server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { errorFieldsOf, type PgliteAnswer, type PgliteRequest, type PgliteThreadOptions } from './threadProtocol';

const options = workerData as PgliteThreadOptions;
const asText = (value: unknown) => value;
const textParsers = (types: number[]) => Object.fromEntries(types.map((type) => [type, asText]));

const pglite = new PGlite({
  dataDir: options.dataDir,
  startParams: [...PGlite.defaultStartParams, ...options.extraStartParams],
  parsers: textParsers(options.textTypes),
  ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
});

/** Open transactions: PGlite's callback waits on `end` until the server's thread says how to end it. */
interface OpenTransaction {
  tx: Transaction;
  end: { resolve: () => void; reject: (reason: unknown) => void };
  done: Promise<void>;
}
const open = new Map<number, OpenTransaction>();
let lastTransaction = 0;
/** Rejects a transaction's callback so PGlite rolls it back; not an error of the statement. */
const ROLLBACK = Symbol('rollback');

function begin(): Promise<number> {
  const id = ++lastTransaction;
  return new Promise((begun, failed) => {
    // PGlite holds its transaction lock until the callback settles: statements sent meanwhile
    // without this transaction's id wait for it, as they would in one thread.
    const done = pglite.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          open.set(id, { tx, end: { resolve, reject }, done });
          begun(id);
        }),
    );
    done.catch((error) => (open.has(id) ? undefined : failed(error))).finally(() => open.delete(id));
  });
}

async function end(id: number, how: 'commit' | 'rollback'): Promise<void> {
  const transaction = open.get(id);
  if (!transaction) throw new Error(`Transaction ${id} is not open`);
  if (how === 'commit') transaction.end.resolve();
  else transaction.end.reject(ROLLBACK);
  await transaction.done.catch((error) => {
    if (error !== ROLLBACK) throw error;
  });
}

/** PGlite itself, or the open transaction a statement names. */
function runnerOf(id?: number) {
  const on = id === undefined ? pglite : open.get(id)?.tx;
  if (!on) throw new Error(`Transaction ${id} is not open`);
  return on;
}

async function answer(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const { rowMode, textTypes, blob } = request;
      return runnerOf(request.tx).query(request.sql, request.params, {
        rowMode,
        parsers: textParsers(textTypes),
        blob,
      });
    }
    case 'exec':
      return runnerOf(request.tx).exec(request.sql, {
        parsers: textParsers(request.textTypes),
        blob: request.blob,
      }) as Promise<Results[]>;
    case 'begin':
      return begin();
    case 'commit':
    case 'rollback':
      return end(request.tx, request.op);
    case 'dump':
      return pglite.dumpDataDir(request.compression);
    case 'close':
      return pglite.close();
  }
}

const reply = (answer: PgliteAnswer) => {
  try {
    parentPort!.postMessage(answer);
  } catch (error) {
    // An answer that cannot cross still answers, as an error of its statement.
    parentPort!.postMessage({ id: answer.id, ok: false, error: errorFieldsOf(error) } satisfies PgliteAnswer);
  }
};

parentPort!.on('message', (message: { id: number; request: PgliteRequest }) => {
  answer(message.request).then(
    (result) => reply({ id: message.id, ok: true, result }),
    (error) => reply({ id: message.id, ok: false, error: errorFieldsOf(error) }),
  );
});
