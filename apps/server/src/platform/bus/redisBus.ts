import { noticeCodec, type Bus, type BusMessage } from './bus';

/** Redis pub/sub (a subscriber connection of its own); the publisher applies its own notice at once. */
export async function createRedisBus(url: string, prefix: string): Promise<Bus> {
  const { Redis } = await import('ioredis');
  const channel = `${prefix}auth-invalidate`;
  const pub = new Redis(url, { lazyConnect: true });
  const sub = new Redis(url, { lazyConnect: true });
  // Redis away: ioredis reconnects (and subscribes again) on its own; say so once per error.
  for (const client of [pub, sub])
    client.on('error', (error: Error) => console.warn(`Redis bus connection: ${error.message}`));
  await Promise.all([pub.connect(), sub.connect()]);
  const notices = noticeCodec();
  const handlers: ((m: BusMessage) => void)[] = [];
  const deliver = (m: BusMessage) => handlers.forEach((h) => h(m));
  await sub.subscribe(channel);
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
        .catch((error: Error) => console.warn(`Redis notice not sent: ${error.message}`));
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
