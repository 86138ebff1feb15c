// The PostgreSQL side of the failover drill: one etcd member, three Patroni members (synchronous
// replication) and haproxy in front, on loopback ports of their own, in the drill's folder.
// Each start returns a stop that the drill runs whatever happens (see ../failover-drill.mjs).
import { spawn } from 'node:child_process';
import { chownSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asPostgres, binOf, postgresOwner } from '../pgStandby.mjs';
import { freePort } from '../scale-out.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child whose output goes to a file of the drill's folder (read back when something fails). */
export function startLogged(command, args, logFile, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const chunks = [];
  const keep = (chunk) => chunks.push(chunk);
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', () => writeFileSync(logFile, Buffer.concat(chunks)));
  child.output = () => Buffer.concat(chunks).toString('utf8');
  child.gone = new Promise((resolve) => child.once('exit', resolve));
  return child;
}

/** Ends a child the drill started (by its pid) and waits for it. */
export async function endChild(child, signal = 'SIGKILL') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await Promise.race([child.gone, sleep(5000)]);
}

/** One etcd member: Patroni's store of who leads. */
export async function startEtcd(dir) {
  const client = await freePort();
  const peer = await freePort();
  const etcd = startLogged(
    'etcd',
    [
      '--name=drill',
      `--data-dir=${join(dir, 'etcd')}`,
      `--listen-client-urls=http://127.0.0.1:${client}`,
      `--advertise-client-urls=http://127.0.0.1:${client}`,
      `--listen-peer-urls=http://127.0.0.1:${peer}`,
      `--initial-advertise-peer-urls=http://127.0.0.1:${peer}`,
      `--initial-cluster=drill=http://127.0.0.1:${peer}`,
      // Patroni 3.0 in Debian speaks etcd's v2 API (python3-etcd).
      '--enable-v2=true',
      '--log-level=warn',
    ],
    join(dir, 'etcd.log'),
  );
  for (let i = 0; ; i++) {
    const up = await fetch(`http://127.0.0.1:${client}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (etcd.exitCode !== null || i === 150) throw new Error(`etcd did not start:\n${etcd.output().slice(-2000)}`);
    await sleep(100);
  }
  return { port: client, child: etcd, stop: () => endChild(etcd) };
}

/**
 * A Patroni member's configuration. ttl 10 / loop_wait 2 / retry_timeout 4: a leader that stops
 * renewing its key is replaced ~10 s later. synchronous_mode: a commit is acknowledged only once
 * a standby has it, and only that standby may be promoted, so no acknowledged write is lost.
 */
export function patroniConfig({ scope, name, dir, etcdPort, port, restPort, bin }) {
  return `scope: ${scope}
name: ${name}
restapi:
  listen: 127.0.0.1:${restPort}
  connect_address: 127.0.0.1:${restPort}
etcd:
  host: 127.0.0.1:${etcdPort}
bootstrap:
  dcs:
    ttl: 10
    loop_wait: 2
    retry_timeout: 4
    maximum_lag_on_failover: 1048576
    synchronous_mode: true
    postgresql:
      use_pg_rewind: false
      parameters:
        wal_level: replica
        hot_standby: 'on'
        max_wal_senders: 10
        max_replication_slots: 10
        wal_keep_size: 64MB
        max_connections: 60
        shared_buffers: 32MB
  initdb:
    - encoding: UTF8
    - auth: trust
  pg_hba:
    - host replication postgres 127.0.0.1/32 trust
    - host all all 127.0.0.1/32 trust
    - local all all trust
postgresql:
  listen: 127.0.0.1:${port}
  connect_address: 127.0.0.1:${port}
  data_dir: ${join(dir, name)}
  bin_dir: ${bin}
  pgpass: ${join(dir, `${name}.pgpass`)}
  authentication:
    replication:
      username: postgres
    superuser:
      username: postgres
  parameters:
    unix_socket_directories: '${dir}'
`;
}

/** haproxy in front of the members: writes to whoever answers /primary, reads to /replica. */
export function pgHaproxyConfig({ writePort, readPort, members }) {
  const servers = members.map((m) => `  server ${m.name} 127.0.0.1:${m.port} check port ${m.restPort}`).join('\n');
  return `global
  maxconn 400

defaults
  mode tcp
  timeout connect 2s
  timeout client 30m
  timeout server 30m
  timeout check 2s
  # Checked every second; a member that stops answering is out after 2 checks, and the
  # connections still open to it are cut so that the pool opens new ones to the new leader.
  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions

listen primary
  bind 127.0.0.1:${writePort}
  option httpchk GET /primary
  http-check expect status 200
${servers}

listen replicas
  bind 127.0.0.1:${readPort}
  balance roundrobin
  option httpchk GET /replica
  http-check expect status 200
${servers}
`;
}

const rest = (member, path) =>
  fetch(`http://127.0.0.1:${member.restPort}${path}`, { signal: AbortSignal.timeout(2000) }).then(
    async (r) => ({ status: r.status, body: await r.json().catch(() => undefined) }),
    () => undefined,
  );

/** The three members, started together; resolves once a leader and a synchronous standby stream. */
export async function startPatroni({ dir, etcdPort, live }) {
  const bin = binOf();
  const owner = postgresOwner();
  const [uid, gid] = owner ?? [process.getuid(), process.getgid()];
  const scope = `coach-drill-${process.pid}`;
  const members = [];
  for (const name of ['pg1', 'pg2', 'pg3']) {
    const member = { name, port: await freePort(), restPort: await freePort() };
    const config = join(dir, `${name}.yml`);
    writeFileSync(
      config,
      patroniConfig({ scope, name, dir, etcdPort, port: member.port, restPort: member.restPort, bin }),
    );
    if (owner) chownSync(config, uid, gid);
    member.data = join(dir, name);
    // Patroni runs as postgres (postgres refuses root); spawned with its uid, so that the pid
    // the drill holds is Patroni's own and kill -9 reaches it.
    member.child = startLogged('patroni', [config], join(dir, `${name}.log`), {
      uid,
      gid,
      cwd: dir,
      env: { ...process.env, HOME: dir, PATH: `${bin}:${process.env.PATH}` },
    });
    members.push(member);
  }
  const stop = async () => {
    for (const member of members) await endChild(member.child);
    // Patroni gone, its postgres is stopped at once (pg_ctl, as the files' owner).
    for (const member of members)
      if (existsSync(join(member.data, 'postmaster.pid')))
        try {
          asPostgres(join(bin, 'pg_ctl'), ['-D', member.data, '-m', 'immediate', '-w', 'stop'], { stdio: 'pipe' });
        } catch {
          // Already stopped.
        }
  };
  try {
    for (let i = 0; ; i++) {
      live();
      const cluster = (await rest(members[0], '/cluster'))?.body;
      const states = cluster?.members ?? [];
      const leader = states.find((m) => m.role === 'leader' && m.state === 'running');
      const sync = states.find((m) => m.role === 'sync_standby' && ['running', 'streaming'].includes(m.state));
      const streaming = states.filter((m) => m.role !== 'leader' && ['running', 'streaming'].includes(m.state));
      if (leader && sync && streaming.length === 2) break;
      const dead = members.find((m) => m.child.exitCode !== null);
      if (dead || i === 600)
        throw new Error(
          `the Patroni cluster did not form within 60 s:\n${(dead ?? members[0]).child.output().slice(-3000)}`,
        );
      await sleep(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { members, bin, stop, leader: () => leaderOf(members), rest };
}

/** The member whose REST answers /primary with 200 (the one haproxy sends writes to). */
export async function leaderOf(members) {
  for (const member of members) if ((await rest(member, '/primary'))?.status === 200) return member;
  return undefined;
}

/** The postmaster's pid: the first line of postmaster.pid in the member's data folder. */
export function postmasterPid(member) {
  return Number(readFileSync(join(member.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/**
 * The postmaster and every process it started (backends, the WAL sender, the checkpointer):
 * what goes when its machine dies. Killing the postmaster alone leaves its backends running
 * until they notice, and one of them can still commit a write (replicated to the synchronous
 * standby) after the "kill", which is no machine's death (CI: writes "resumed" 0.0 s after).
 */
export function postgresProcesses(pid) {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The field after the command's closing parenthesis: state, then the parent's id.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
  return [pid, ...children];
}

export async function startPgHaproxy({ dir, members }) {
  const writePort = await freePort();
  const readPort = await freePort();
  const config = join(dir, 'haproxy-pg.cfg');
  writeFileSync(config, pgHaproxyConfig({ writePort, readPort, members }));
  const haproxy = startLogged('haproxy', ['-db', '-f', config], join(dir, 'haproxy-pg.log'));
  for (let i = 0; ; i++) {
    // Up once the primary passed its first check: a connection is accepted and kept.
    const up = await new Promise((resolve) => {
      import('pg').then(({ default: pg }) => {
        const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${writePort}/postgres` });
        client.connect().then(
          () => client.end().then(() => resolve(true)),
          () => resolve(false),
        );
      });
    });
    if (up) break;
    if (haproxy.exitCode !== null || i === 100)
      throw new Error(`haproxy (PostgreSQL) did not start:\n${haproxy.output().slice(-2000)}`);
    await sleep(100);
  }
  return { writePort, readPort, child: haproxy, stop: () => endChild(haproxy, 'SIGTERM') };
}
