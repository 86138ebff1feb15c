import type { Bus, BusMessage } from './bus';

const CHANNEL = 'coach_auth_invalidate';

/** PostgreSQL LISTEN/NOTIFY on a dedicated connection; the publisher applies its own notice at once. */
export async function createPgBus(databaseUrl: string): Promise<Bus> {
  const { default: pg } = await import('pg');
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  listener.on('error', (error) => console.warn(`PostgreSQL notification connection lost: ${error.message}`));
  const handlers: ((m: BusMessage) => void)[] = [];
  const deliver = (m: BusMessage) => handlers.forEach((h) => h(m));
  listener.on('notification', (n) => {
    if (n.channel === CHANNEL && n.payload) deliver(JSON.parse(n.payload) as BusMessage);
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    async publish(message) {
      deliver(message);
      await listener.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      await listener.end();
    },
  };
}
