import { AsyncLocalStorage } from 'node:async_hooks';
import { destination as toFile, pino, type Logger } from 'pino';

/**
 * The server's one logger: every line it writes on stdout is a pino JSON object (the start
 * banner too), so a log collector reads each line as a record. LOG_FORMAT=pretty passes the
 * same records through pino-pretty for a person at a terminal.
 *
 * Code that runs for a request logs through `log` and its lines carry that request's id, user,
 * tenant and call path (the request's child logger, kept in an AsyncLocalStorage by
 * registerRequestLog); outside a request they go to the root logger.
 */

/** Tokens and passwords never reach the log. */
const redact = ['req.headers["ctl-token"]', 'req.headers.authorization', 'req.headers.cookie', 'body.password'];

let root: Logger = pino({ level: 'warn', redact });
/** The start banner and the demo users: printed whatever LOG_LEVEL says (benches run silent and wait for them). */
let notices: Logger = root.child({}, { level: 'info' });

/**
 * Makes the root logger of the process from the settings; until then lines go out as JSON at
 * `warn`. pino-pretty is loaded only when asked for.
 */
export async function configureLog(
  settings: { logLevel: string; logFormat?: 'json' | 'pretty' },
  /** Where the JSON lines go instead of stdout (tests read them back). */
  destination?: { write(line: string): unknown },
): Promise<Logger> {
  if (!destination && settings.logFormat === 'pretty') {
    const { default: pretty } = await import('pino-pretty');
    destination = pretty({ colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss.l', sync: true });
  }
  root = pino({ level: settings.logLevel, redact }, destination ?? toFile({ dest: 1, sync: true }));
  notices = root.child({}, { level: 'info' });
  return root;
}

/** The root logger (Fastify's loggerInstance). */
export const rootLog = (): Logger => root;

/** What a request's code logs through: its child logger, replaced once the caller is known. */
export interface RequestLog {
  log: Logger;
}

const requestLogs = new AsyncLocalStorage<RequestLog>();

/** The logger of the request this code runs for, else the root one. */
export const currentLog = (): Logger => requestLogs.getStore()?.log ?? root;

/** Runs `next` (the rest of a request's hooks and its handler) with `holder` as its logger. */
export function withRequestLog<T>(holder: RequestLog, next: () => T): T {
  return requestLogs.run(holder, next);
}

/** The request's holder, to bind the user and tenant once the gate knows them. */
export const currentRequestLog = (): RequestLog | undefined => requestLogs.getStore();

type Fields = Record<string, unknown>;

/** Logs through the current request's logger: `log.warn('text')` or `log.warn({ fields }, 'text')`. */
export const log = {
  error: (fieldsOrMessage: Fields | string, message?: string) => write('error', fieldsOrMessage, message),
  warn: (fieldsOrMessage: Fields | string, message?: string) => write('warn', fieldsOrMessage, message),
  info: (fieldsOrMessage: Fields | string, message?: string) => write('info', fieldsOrMessage, message),
  debug: (fieldsOrMessage: Fields | string, message?: string) => write('debug', fieldsOrMessage, message),
};

function write(level: 'error' | 'warn' | 'info' | 'debug', fieldsOrMessage: Fields | string, message?: string) {
  const logger = currentLog();
  if (typeof fieldsOrMessage === 'string') logger[level](fieldsOrMessage);
  else logger[level](fieldsOrMessage, message);
}

/** A line printed whatever LOG_LEVEL says (the start banner, the demo users, a stop and its trouble). */
export function notice(message: string, fields: Fields = {}, level: 'info' | 'warn' | 'error' = 'info'): void {
  notices[level](fields, message);
}

/** An error that ends the process: logged whatever the level, LOG_LEVEL=silent included. */
export function fatal(error: unknown, message: string): void {
  notices.fatal({ err: error }, message);
}
