// `npm run restore -- FILE`: puts a backup made by `npm run backup` back as the embedded
// database's folder (DATA_DIR, default ./data). Refuses while a server runs on the folder; the
// folder it replaces is kept beside it (`<folder>.before-restore-<time>`), and the restored one
// is opened and checked before the command says it is done.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { dataDirOf, folderInUse } from './dataFolder.mjs';

const file = process.argv[2];
if (!file || !existsSync(resolve(file))) {
  console.error(file ? `备份文件 ${resolve(file)} 不存在` : '用法: npm run restore -- <备份文件>');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL 已设置：PostgreSQL 用 pgBackRest 恢复（见 docs/operations.md）');
  process.exit(2);
}
const dataDir = dataDirOf();

const inUse = await folderInUse(dataDir);
if (inUse) {
  console.error(`数据目录 ${dataDir} 正由运行中的服务使用：请先停止服务再恢复`);
  process.exit(1);
}

const started = Date.now();
const { PGlite } = await import('@electric-sql/pglite');
// Loaded into a new folder first: the one in place stays untouched until the copy opens.
const restoring = `${dataDir}.restoring-${process.pid}`;
rmSync(restoring, { recursive: true, force: true });
try {
  const db = new PGlite({ dataDir: restoring, loadDataDir: new Blob([readFileSync(resolve(file))]) });
  await db.waitReady;
  const [{ users }] = (await db.query('SELECT count(*)::int AS users FROM sys_user')).rows;
  await db.close();
  let kept;
  if (existsSync(dataDir)) {
    kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, kept);
  }
  renameSync(restoring, dataDir);
  console.log(
    `restore: ${dataDir} from ${resolve(file)} (${users} accounts), took ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (kept ? `; the folder it replaced is kept as ${kept}` : ''),
  );
} catch (error) {
  rmSync(restoring, { recursive: true, force: true });
  console.error(`恢复失败：${error.message}`);
  process.exit(1);
}
