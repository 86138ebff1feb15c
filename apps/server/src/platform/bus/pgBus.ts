import type pg from 'pg';
import { noticeCodec, type Bus, type BusMessage } from './bus';
import { log } from '../log';

const CHANNEL = 'coach_auth_invalidate';
const MAX_RETRY_MS = 5_000;

/**
 * PostgreSQL LISTEN/NOTIFY on a dedicated connection; the publisher applies its own notice at
 * once. A lost connection (restart, failover, terminated backend) is opened again with backoff;
 * notices sent meanwhile are missed, which the 5-second life of the process-local copies bounds.
 */
export async function createPgBus(databaseUrl: string): Promise<Bus> {
  const { default: pgModule } = await import('pg');
  const notices = noticeCodec();
  const handlers: ((m: BusMessage) => void)[] = [];
  const deliver = (m: BusMessage) => handlers.forEach((h) => h(m));
  let listener: pg.Client | undefined;
  let closed = false;
  let attempt = 0;

  async function connect() {
    const client = new pgModule.Client({ connectionString: databaseUrl });
    client.on('error', (error) => log.warn(`PostgreSQL notification connection lost: ${error.message}`));
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      const message = notices.decode(n.payload);
      if (message) deliver(message);
    });
    client.on('end', () => {
      if (listener === client) listener = undefined;
      if (!closed) reconnectLater();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
    attempt = 0;
  }

  function reconnectLater() {
    const delay = Math.min(MAX_RETRY_MS, 100 * 2 ** attempt++);
    setTimeout(() => {
      if (!closed && !listener) connect().catch(() => reconnectLater());
    }, delay).unref();
  }

  await connect();
  return {
    async publish(message) {
      deliver(message);
      // While the connection is being opened again, the other processes learn of it when
      // their copies expire; the change itself is committed already and stands.
      await listener?.query('SELECT pg_notify($1, $2)', [CHANNEL, notices.encode(message)]).catch((error: Error) => {
        log.warn(`PostgreSQL notification not sent: ${error.message}`);
      });
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      closed = true;
      await listener?.end();
    },
  };
}
