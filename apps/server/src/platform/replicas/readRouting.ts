import type { FastifyInstance, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { readCalls } from '@coach/domain';
import type { Database, Db } from '../db';
import type { KvStore } from '../kv/kvStore';
import { sessionKey } from '../auth/session';
import { parseLsn } from './lsn';
import { standbyHandle } from './readHandle';
import { log } from '../log';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where this request's reads go: a standby's handle, or unset for the primary. */
    reader?: Db;
  }
}

/**
 * How long a session's last write position is kept: a standby that is further behind than
 * this is over any sensible COACH_READ_MAX_LAG_MS and not read from anyway.
 */
const WRITE_POSITION_TTL_SECONDS = 30;

const positionKey = (token: string) => `rlsn:${sessionKey(token)}`;

/**
 * The handle a read of this request uses: a standby when the request is a read call and a
 * standby has replayed the session's last write, else the primary. Writes, locks and anything
 * that writes before reading use `database.db` itself.
 */
export function readerOf(request: FastifyRequest, database: Database): Db {
  return request.reader ?? database.db;
}

/**
 * Routing of reads to the standbys (DATABASE_READ_URL), by the list of read calls the
 * definitions declare (`readCalls`): such a call reads from a standby that has replayed the
 * session's last write; every other call of a signed-in user notes, once answered, where the
 * primary writes now, in the shared store (Redis) for any process's next read. Nothing is
 * added to a route when there are no standbys.
 */
export function registerReadRouting(app: FastifyInstance, database: Database, kv: KvStore): void {
  const replicas = database.replicas;
  if (!replicas) return;
  const reads = new Set(readCalls());

  const pickReader: preHandlerHookHandler = async (request) => {
    const token = request.ctx?.token;
    // The store being away costs the standby, not the call: the primary answers.
    const needed = token ? await kv.get<string>(positionKey(token)).then(parseLsn, () => -1n) : undefined;
    if (needed === -1n) return;
    const standby = await replicas.pick(needed);
    if (standby) request.reader = standbyHandle(replicas, standby, database.db, needed);
  };

  const noteWritePosition: onSendHookHandler = async (request, _reply, payload) => {
    const token = request.ctx?.token;
    if (!token) return payload;
    try {
      await kv.set(positionKey(token), await replicas.primaryPosition(), WRITE_POSITION_TTL_SECONDS);
    } catch {
      // Unnoted, the session's next reads may miss this write for as long as a standby lags:
      // said in the log, the answer itself stands.
      log.warn('read routing: could not note the write position of a session');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    // A GET (a download, a detail by id) writes nothing to note.
    if (!reads.has(route.url) && [route.method].flat().every((m) => m === 'GET' || m === 'HEAD')) return;
    const key = reads.has(route.url) ? 'preHandler' : 'onSend';
    const hook = reads.has(route.url) ? pickReader : noteWritePosition;
    const own = route[key] === undefined ? [] : Array.isArray(route[key]) ? route[key] : [route[key]];
    route[key] = [...(own as never[]), hook as never];
  });
}
