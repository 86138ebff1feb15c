import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { basename, dirname, join } from 'node:path';
import type { Database } from '../db';

/**
 * The embedded database's folder answers on a Unix socket beside it (`.data.coach.sock` for
 * `./data`: not inside, where the folder's own dump would meet it), readable by its owner only, so tools on the same machine reach the running server without a
 * password and nobody else does: `npm run backup` asks it for a consistent copy while the
 * console keeps serving (PGlite runs one statement at a time, so its dump sees no write half
 * done), and `npm run restore` and a second server refuse a folder that is in use.
 */
export const controlSocketOf = (dataDir: string) => join(dirname(dataDir), `.${basename(dataDir)}.coach.sock`);

/** Whether a server answers on the folder's socket (a socket file left by a killed one does not). */
export function folderInUse(dataDir: string): Promise<boolean> {
  const path = controlSocketOf(dataDir);
  if (!existsSync(path)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Listens on the folder's socket; refuses a folder another running server holds. */
export async function listenOnDataFolder(dataDir: string, database: Database): Promise<() => Promise<void>> {
  const path = controlSocketOf(dataDir);
  if (await folderInUse(dataDir))
    throw new Error(`数据目录 ${dataDir} 正由另一个运行中的服务使用（同一目录只能由一个服务打开）`);
  if (existsSync(path)) unlinkSync(path); // left by a server that was killed
  const server: Server = createServer((socket) => {
    let asked = '';
    socket.on('data', async (chunk) => {
      asked += chunk;
      if (!asked.includes('\n')) return;
      socket.removeAllListeners('data');
      if (asked.trim() !== 'backup' || !database.dump) return socket.end('ERR unknown request\n');
      try {
        const dump = await database.dump();
        socket.end(Buffer.from(await dump.arrayBuffer()));
      } catch (error) {
        socket.destroy(error as Error);
      }
    });
    socket.on('error', () => undefined); // a tool that went away
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      if (existsSync(path)) unlinkSync(path);
    });
}
