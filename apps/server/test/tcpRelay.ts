import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './serverProcess';

/**
 * A TCP relay to PostgreSQL or Redis that a test can break as a network would:
 * `cut` refuses new connections and drops the open ones (a server gone), `hang` keeps every
 * connection open but carries nothing either way (a partition: calls wait, never fail), and
 * `restore` undoes either.
 */
export async function tcpRelay(target: { hostname: string; port: number }) {
  const pairs = new Set<[client: Socket, upstream: Socket]>();
  let server: Server | undefined;
  let hung = false;
  const port = await freePort();
  const join = ([client, upstream]: [Socket, Socket]) => {
    client.pipe(upstream).pipe(client);
  };
  const part = ([client, upstream]: [Socket, Socket]) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.hostname);
        const pair: [Socket, Socket] = [client, upstream];
        pairs.add(pair);
        for (const s of pair) {
          s.on('error', () => s.destroy());
          s.on('close', () => {
            pairs.delete(pair);
            client.destroy();
            upstream.destroy();
          });
        }
        if (hung) part(pair);
        else join(pair);
      }).listen(port, '127.0.0.1', () => resolve());
    });
  await open();
  return {
    port,
    /** The target's URL with the relay's host and port (database name, user and the rest kept). */
    urlOf(url: string) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async cut() {
      hung = false;
      await new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
        for (const [client, upstream] of pairs) {
          client.destroy();
          upstream.destroy();
        }
      });
    },
    hang() {
      hung = true;
      for (const pair of pairs) part(pair);
    },
    async restore() {
      if (hung) {
        hung = false;
        for (const pair of pairs) join(pair);
      }
      if (!server) await open();
    },
  };
}
