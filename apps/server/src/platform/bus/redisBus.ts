import { noticeCodec, type Bus, type BusMessage } from './bus';
import { newRedis, type RedisTarget } from '../kv/redisClient';
import { log } from '../log';

/** Redis pub/sub (a subscriber connection of its own); the publisher applies its own notice at once. */
export async function createRedisBus(target: RedisTarget, prefix: string): Promise<Bus> {
  const channel = `${prefix}auth-invalidate`;
  const pub = await newRedis(target, { lazyConnect: true });
  // Subscribed again by this bus after a reconnect, not by ioredis: its own resubscribe leaves
  // the command's promise unheard, and a connection that closes before Redis answers it (Redis
  // gone again, or the bus closing) rejects that promise unhandled, which ends a process.
  const sub = await newRedis(target, { lazyConnect: true, autoResubscribe: false });
  // Redis away: ioredis reconnects on its own; say so once per error.
  for (const client of [pub, sub])
    client.on('error', (error: Error) => log.warn(`Redis bus connection: ${error.message}`));
  await Promise.all([pub.connect(), sub.connect()]);
  const notices = noticeCodec();
  const handlers: ((m: BusMessage) => void)[] = [];
  const deliver = (m: BusMessage) => handlers.forEach((h) => h(m));
  await sub.subscribe(channel);
  // Every later 'ready' is a reconnect: listen again (notices sent meanwhile are lost, and the
  // copies they were about expire within seconds).
  sub.on('ready', () => {
    sub.subscribe(channel).catch((error: Error) => log.warn(`Redis bus not listening: ${error.message}`));
  });
  sub.on('message', (ch, payload) => {
    if (ch !== channel) return;
    const message = notices.decode(payload);
    if (message) deliver(message);
  });
  return {
    async publish(message) {
      deliver(message);
      // A committed change stands even when Redis is briefly away: the other processes'
      // copies expire within seconds.
      await pub
        .publish(channel, notices.encode(message))
        .catch((error: Error) => log.warn(`Redis notice not sent: ${error.message}`));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
