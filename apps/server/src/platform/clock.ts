import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** The header a test names its time in (Unix seconds); ignored unless the server is a test's. */
export const TEST_NOW_HEADER = 'x-coach-now';

/**
 * Now in Unix seconds, for a figure that depends on the day (首页's month to date). A test
 * server (config.testClock, never set by readConfig) takes the time the request names, so a
 * scenario of 1 December runs on any day; any other server uses its own clock only.
 */
export function nowOf(request: FastifyRequest, config: Pick<AppConfig, 'testClock'>): number {
  const named = config.testClock ? Number(request.headers[TEST_NOW_HEADER]) : NaN;
  return Number.isSafeInteger(named) && named > 0 ? named : Math.floor(Date.now() / 1000);
}
