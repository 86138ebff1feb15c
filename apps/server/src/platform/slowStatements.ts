import { currentLog } from './log';

/**
 * A SQL statement slower than COACH_SLOW_QUERY_MS is logged as a warning, with its duration, its
 * text (never its values: they hold names, phone numbers, password hashes) and, through the
 * request's logger, the request id, user, tenant and call path that ran it. Timed at the driver,
 * under drizzle, so the job queue's own statements and transactions count too.
 */

/** Longer statement texts are cut: a bulk insert's thousand placeholders say nothing more. */
const TEXT_LIMIT = 500;

type Run = (...args: never[]) => unknown;

function statementText(first: unknown): string {
  const text = typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? '');
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > TEXT_LIMIT ? `${oneLine.slice(0, TEXT_LIMIT)}…` : oneLine;
}

/**
 * The threshold (ms) statements are timed against now; 0 leaves them untimed. A getter: the
 * database is timed from after its migrations, whose first statement waits for PGlite to open.
 */
export type Threshold = () => number;

/** `run` timed: a promise it returns that settles after the threshold is logged (failed or not). */
export function timed<F extends Run>(run: F, threshold: Threshold): F {
  return ((...args: never[]) => {
    const thresholdMs = threshold();
    if (!thresholdMs) return run(...args);
    // The caller's logger, taken now: the request whose code sent the statement.
    const logger = currentLog();
    const started = performance.now();
    const answer = run(...args);
    // Callback and streaming forms (pg's Submittable) pass untimed: drizzle uses promises only.
    if (!answer || typeof (answer as Promise<unknown>).then !== 'function') return answer;
    const settled = () => {
      const ms = performance.now() - started;
      if (ms > thresholdMs)
        logger.warn({ durationMs: Math.round(ms), statement: statementText(args[0]) }, 'slow SQL statement');
    };
    (answer as Promise<unknown>).then(settled, settled);
    return answer;
  }) as F;
}

/** Times `query` and `exec` of a client or a transaction, in place (drizzle holds the object). */
export function timeStatements<T extends object>(target: T, threshold: Threshold): T {
  const methods = target as unknown as Record<'query' | 'exec', Run | undefined>;
  for (const name of ['query', 'exec'] as const) {
    const run = methods[name];
    if (typeof run === 'function') methods[name] = timed(run.bind(target), threshold);
  }
  return target;
}

/** A PGlite client (in process or on its thread): its statements and those of its transactions. */
export function timePglite(client: object, threshold: Threshold): void {
  timeStatements(client, threshold);
  const target = client as { transaction(callback: (tx: object) => Promise<unknown>): Promise<unknown> };
  const transaction = target.transaction.bind(target);
  target.transaction = (callback) => transaction((tx) => callback(timeStatements(tx, threshold)));
}
