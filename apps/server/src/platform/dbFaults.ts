/**
 * What a database error says about its cause. Drivers put the SQLSTATE on the error (pg,
 * PGlite) and Drizzle wraps it in `cause`; connection failures carry a Node error code.
 */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string') codes.push(e.code);
  }
  return codes;
}

function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (
    let e = error as { message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.message === 'string') parts.push(e.message);
  }
  return parts.join(' | ');
}

/**
 * A value the database could not take (SQLSTATE class 22: text in a number, NUL in text, a
 * number out of range): the request was at fault, whatever route let it through.
 */
export function isBadInputError(error: unknown): boolean {
  return codesOf(error).some((code) => code.startsWith('22'));
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // A write that reached a server in recovery or just demoted (Patroni's failover, before the
  // balancer's next check moves the connection to the new primary): nothing was written.
  '25006',
]);
const CONNECTION_TEXT =
  /Connection terminated|connection error|Client has encountered a connection error|timeout exceeded when trying to connect|Connection is closed|Stream isn't writeable|terminating connection|read-only transaction|max retries per request|Command timed out/i;

/**
 * The database (or Redis) is not there right now: restarted, failed over, connection cut.
 * The request could not be served; the next one, on a new connection, may well be.
 */
export function isUnavailableError(error: unknown): boolean {
  return (
    codesOf(error).some((code) => CONNECTION_CODES.has(code) || code.startsWith('08')) ||
    CONNECTION_TEXT.test(messagesOf(error))
  );
}
