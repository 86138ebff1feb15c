// The Redis side of the failover drill: a master, a replica and three sentinels on loopback
// ports of their own (never the machine's Redis at 6379), configured in the drill's folder.
import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../scale-out.mjs';
import { endChild, startLogged } from './cluster.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const SENTINEL_NAME = 'coachdrill';

/** A sentinel's file (Sentinel rewrites it as it learns: one each, in the drill's folder). */
export function sentinelConfig({ port, masterPort, dir }) {
  return `port ${port}
bind 127.0.0.1
dir ${dir}
sentinel monitor ${SENTINEL_NAME} 127.0.0.1 ${masterPort} 2
# A master silent for 2 s is down; 2 of the 3 sentinels agreeing fail it over.
sentinel down-after-milliseconds ${SENTINEL_NAME} 2000
sentinel failover-timeout ${SENTINEL_NAME} 10000
sentinel parallel-syncs ${SENTINEL_NAME} 1
`;
}

const cli = (port, ...args) =>
  spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], {
    encoding: 'utf8',
    timeout: 3000,
  }).stdout?.trim() ?? '';

// The same, without blocking the event loop: used while the drill's load runs.
const cliAsync = (port, ...args) =>
  new Promise((resolve) => {
    execFile('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { timeout: 2000 }, (_error, stdout) =>
      resolve(String(stdout ?? '').trim()),
    );
  });

/** The Redis key of a session token, as the console names it (COACH_REDIS_PREFIX, session.ts). */
export const sessionRedisKey = (prefix, token) =>
  `${prefix}sess:${createHash('sha256').update(token).digest('base64url')}`;

async function waitFor(test, what, seconds = 20) {
  for (let i = 0; i < seconds * 10; i++) {
    if (await test()) return;
    await sleep(100);
  }
  throw new Error(`${what} within ${seconds} s`);
}

/** Master + replica + 3 sentinels; resolves once every sentinel sees the replica. */
export async function startRedis({ dir }) {
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) await endChild(child);
  };
  try {
    const masterPort = await freePort();
    const replicaPort = await freePort();
    // No disk: the replica is what keeps the sessions when the master goes.
    const server = (port, ...extra) =>
      startLogged(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, ...extra],
        join(dir, `redis-${port}.log`),
      );
    const master = server(masterPort);
    children.push(master);
    const replica = server(replicaPort, '--replicaof', '127.0.0.1', String(masterPort));
    children.push(replica);
    await waitFor(
      () => /master_link_status:up/.test(cli(replicaPort, 'info', 'replication')),
      'the Redis replica did not sync',
    );
    const sentinelPorts = [];
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const file = join(dir, `sentinel-${port}.conf`);
      writeFileSync(file, sentinelConfig({ port, masterPort, dir }));
      children.push(startLogged('redis-sentinel', [file], join(dir, `sentinel-${port}.log`)));
      sentinelPorts.push(port);
    }
    await waitFor(
      () =>
        sentinelPorts.every((p) => {
          const info = cli(p, 'sentinel', 'master', SENTINEL_NAME).split('\n');
          const at = (key) => info[info.indexOf(key) + 1];
          return at('num-slaves') === '1' && at('num-other-sentinels') === '2';
        }),
      'the sentinels did not find the replica and each other',
    );
    return {
      masterPort,
      replicaPort,
      master,
      sentinels: sentinelPorts.map((p) => `127.0.0.1:${p}`).join(','),
      /** The master's port each sentinel names now (NaN for one that does not answer). */
      namedMasters: () =>
        Promise.all(
          sentinelPorts.map(async (p) =>
            Number((await cliAsync(p, 'sentinel', 'get-master-addr-by-name', SENTINEL_NAME)).split('\n')[1]),
          ),
        ),
      /**
       * Whether the replica holds every one of these keys, after WAIT made sure it acknowledged
       * all the master wrote so far: the sessions must be on it before the master goes.
       */
      replicated: async (keys) =>
        Number(await cliAsync(masterPort, 'wait', '1', '2000')) >= 1 &&
        Number(await cliAsync(replicaPort, 'exists', ...keys)) === keys.length,
      /** How many of these keys a server holds. */
      holds: async (port, keys) => Number(await cliAsync(port, 'exists', ...keys)),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
