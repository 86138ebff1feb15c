import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDrain, createShutdown } from './shutdown';
import { configureLog } from './log';

/** The stop's log lines (JSON, as the process writes them), read back instead of printed. */
const lines: { level: number; msg: string }[] = [];
beforeAll(() => configureLog({ logLevel: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) }));
afterAll(() => configureLog({ logLevel: 'warn' }));

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A stop's steps as they happen, with the time since the signal. */
function recorder(close: () => Promise<void> = async () => {}) {
  const steps: string[] = [];
  const exits: number[] = [];
  const target = {
    drain: () => void steps.push('drain'),
    close: async () => {
      steps.push('close');
      await close();
      steps.push('closed');
    },
  };
  return { steps, exits, target, exit: (code: number) => void exits.push(code) };
}

describe('stopping a server process', () => {
  it('drains at once, closes after the drain wait, then exits 0', async () => {
    const r = recorder();
    const stop = createShutdown(r.target, { drainWaitMs: 150, timeoutMs: 2000 }, r.exit);
    const started = Date.now();
    const stopping = stop('SIGTERM');
    expect(r.steps).toEqual(['drain']);
    await sleep(100);
    expect(r.steps).toEqual(['drain']);
    await stopping;
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(r.steps).toEqual(['drain', 'close', 'closed']);
    expect(r.exits).toEqual([0]);
  });

  it('joins the stop under way on a second signal instead of starting another', async () => {
    const r = recorder(() => sleep(50));
    const stop = createShutdown(r.target, { drainWaitMs: 50, timeoutMs: 2000 }, r.exit);
    const first = stop('SIGTERM');
    const second = stop('SIGINT');
    expect(second).toBe(first);
    await sleep(70);
    expect(stop('SIGTERM')).toBe(first);
    await first;
    expect(r.steps).toEqual(['drain', 'close', 'closed']);
    expect(r.exits).toEqual([0]);
  });

  it('exits 1 when closing hangs past the time-out, and when it fails', async () => {
    lines.length = 0;
    const hung = recorder(() => new Promise<void>(() => {}));
    void createShutdown(hung.target, { drainWaitMs: 0, timeoutMs: 150 }, hung.exit)('SIGTERM');
    await sleep(100);
    expect(hung.exits).toEqual([]);
    await sleep(150);
    expect(hung.exits).toEqual([1]);
    expect(lines.find((l) => l.level === 50)?.msg).toContain('COACH_SHUTDOWN_TIMEOUT_MS');

    const failing = recorder(() => Promise.reject(new Error('pool would not end')));
    await createShutdown(failing.target, { drainWaitMs: 0, timeoutMs: 150 }, failing.exit)('SIGTERM');
    expect(failing.exits).toEqual([1]);
    await sleep(200);
    expect(failing.exits).toEqual([1]);
  });
});

describe('draining an HTTP server', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const get = (port: number) =>
    new Promise<string | undefined>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/', agent: false, headers: { connection: 'keep-alive' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers.connection));
      })
        .on('error', reject)
        .end();
    });

  it('keeps connections alive until draining starts, then closes each after its answer', async () => {
    server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const drain = createDrain(server);
    expect(await get(port)).toBe('keep-alive');
    expect(drain.draining).toBe(false);
    drain.start();
    drain.start();
    expect(drain.draining).toBe(true);
    expect(await get(port)).toBe('close');
    // Started twice, the header is still set by one listener.
    expect(server.listenerCount('request')).toBe(2);
    // Connections whose answer began before the drain end soon after it, not 5 s (Node's default) later.
    expect(server.keepAliveTimeout).toBe(1);
  });
});
