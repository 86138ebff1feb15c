import type { Bus, BusMessage } from './bus';

/** Redis pub/sub (a subscriber connection of its own); the publisher applies its own notice at once. */
export async function createRedisBus(url: string, prefix: string): Promise<Bus> {
  const { Redis } = await import('ioredis');
  const channel = `${prefix}auth-invalidate`;
  const pub = new Redis(url, { lazyConnect: true });
  const sub = new Redis(url, { lazyConnect: true });
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers: ((m: BusMessage) => void)[] = [];
  const deliver = (m: BusMessage) => handlers.forEach((h) => h(m));
  await sub.subscribe(channel);
  sub.on('message', (ch, payload) => {
    if (ch === channel) deliver(JSON.parse(payload) as BusMessage);
  });
  return {
    async publish(message) {
      deliver(message);
      await pub.publish(channel, JSON.stringify(message));
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
