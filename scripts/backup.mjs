// `npm run backup -- FILE`: a consistent copy of the embedded database's folder (DATA_DIR,
// default ./data) as one file, while the console runs or not. A running server is asked on the
// socket beside the folder (apps/server/src/platform/backup/controlSocket.ts) and dumps between two
// statements; a stopped folder is opened here and dumped the same way. PostgreSQL installs back
// up with pgBackRest instead (docs/operations.md).
import { connect } from 'node:net';
import { existsSync, writeFileSync, renameSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { controlSocketOf, dataDirOf } from './dataFolder.mjs';

const file = process.argv[2];
if (!file) {
  console.error('用法: npm run backup -- <备份文件>（例如 backups/coach-20261201.tar）');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL 已设置：PostgreSQL 用 pgBackRest 备份（见 docs/operations.md）');
  process.exit(2);
}
const dataDir = dataDirOf();
if (!existsSync(join(dataDir, 'PG_VERSION'))) {
  console.error(`数据目录 ${dataDir} 中没有数据库`);
  process.exit(1);
}

/** The dump from the server running on the folder, or undefined when none answers. */
function fromRunningServer() {
  return new Promise((resolveDump, reject) => {
    const socket = connect(controlSocketOf(dataDir));
    const chunks = [];
    let connected = false;
    socket.once('connect', () => {
      connected = true;
      socket.write('backup\n');
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.once('end', () => resolveDump(Buffer.concat(chunks)));
    socket.once('error', (error) => (connected ? reject(error) : resolveDump(undefined)));
  });
}

async function fromStoppedFolder() {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite({ dataDir });
  await db.waitReady;
  const dump = await db.dumpDataDir('none');
  await db.close();
  return Buffer.from(await dump.arrayBuffer());
}

const started = Date.now();
const running = await fromRunningServer();
const dump = running ?? (await fromStoppedFolder());
if (!dump.length || dump.subarray(0, 3).toString() === 'ERR') {
  console.error(`备份失败：${dump.toString().slice(0, 200) || '服务没有返回数据'}`);
  process.exit(1);
}
// Written beside the target first: a backup cut short never replaces a good one.
const partial = `${resolve(file)}.partial`;
writeFileSync(partial, dump);
renameSync(partial, resolve(file));
console.log(
  `backup: ${resolve(file)} (${(statSync(resolve(file)).size / 1048576).toFixed(1)} MB) of ${dataDir}, ` +
    `${running ? 'from the running server' : 'folder not in use'}, took ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
