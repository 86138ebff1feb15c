import { afterEach, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { tcpRelay } from '../../../test/tcpRelay';
import { createRedisBus } from './redisBus';
import { configureLog } from '../log';
import type { Bus, BusMessage } from './bus';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(process.env.REDIS_URL)('Redis bus through Redis going away', () => {
  const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const opened: Bus[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (error: unknown) => unhandled.push(error);
  afterEach(async () => {
    process.off('unhandledRejection', onUnhandled);
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
  });

  async function pair() {
    const relay = await tcpRelay({ hostname: redis.hostname, port: Number(redis.port || 6379) });
    const prefix = `coach-test-${randomUUID()}:`;
    const listening = await createRedisBus({ redisUrl: relay.urlOf(process.env.REDIS_URL!) }, prefix);
    const sending = await createRedisBus({ redisUrl: process.env.REDIS_URL! }, prefix);
    opened.push(listening, sending);
    const heard: BusMessage[] = [];
    listening.subscribe((message) => heard.push(message));
    /** Sends until the listening bus hears it (a reconnect takes ioredis a moment). */
    const reaches = async (key: string) => {
      for (let i = 0; i < 100 && !heard.some((m) => m.kind === 'session' && m.key === key); i++) {
        await sending.publish({ kind: 'session', key });
        await sleep(100);
      }
      return heard.some((m) => m.kind === 'session' && m.key === key);
    };
    return { relay, listening, reaches };
  }

  test('listens again once Redis is back', async () => {
    const { relay, reaches } = await pair();
    expect(await reaches('before')).toBe(true);
    await relay.cut();
    await sleep(300);
    await relay.restore();
    expect(await reaches('after')).toBe(true);
    await relay.cut();
  });

  test('a refused subscribe after a reconnect is reported, not left unhandled', async () => {
    // A user of its own whose channels are then taken away: Redis drops its subscribed
    // connection (Redis 7), the bus reconnects, and its subscribe is refused (NOPERM). ioredis'
    // own resubscribe left that rejection unheard, which ends a process.
    const { Redis } = await import('ioredis');
    const admin = new Redis(process.env.REDIS_URL!);
    const user = `coach-bus-${randomUUID()}`;
    try {
      await admin.call('ACL', 'SETUSER', user, 'on', '>bus-test-password', '~*', '&*', '+@all');
      const url = new URL(process.env.REDIS_URL!);
      [url.username, url.password] = [user, 'bus-test-password'];
      const bus = await createRedisBus({ redisUrl: url.toString() }, `coach-test-${randomUUID()}:`);
      opened.push(bus);
      process.on('unhandledRejection', onUnhandled);
      // The process's log lines, read back (JSON, as the server writes them).
      const messages: string[] = [];
      await configureLog({ logLevel: 'warn' }, { write: (line: string) => messages.push(JSON.parse(line).msg) });
      try {
        await admin.call('ACL', 'SETUSER', user, 'resetchannels');
        for (let i = 0; i < 50 && !messages.some((w) => w.includes('not listening')); i++) await sleep(100);
      } finally {
        await configureLog({ logLevel: 'warn' });
      }
      expect(messages.find((w) => w.includes('Redis bus not listening'))).toMatch(/NOPERM/);
      expect(unhandled).toEqual([]);
    } finally {
      await admin.call('ACL', 'DELUSER', user);
      admin.disconnect();
    }
  });
});
