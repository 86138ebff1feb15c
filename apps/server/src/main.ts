import { existsSync } from 'node:fs';
import nodeModule from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readConfig } from './config';
import { configureLog, fatal, log, notice } from './platform/log';
import { databaseOptionsOf } from './db/location';
import { demoTemplateFolderOf, demoTemplateOfToday, startFromTemplate } from './db/dataTemplate';
import { createShutdown, stopOnSignals } from './platform/shutdown';
import { startPgliteThread } from './platform/pgliteThread/threadedPglite';

// V8's compiled code of the modules loaded from here on (the server's chunks, ~2 MB of
// JavaScript, and the packages they import) is kept on disk (the system's temporary folder,
// keyed by each file's content and Node's version): a restart reads it instead of compiling
// again, the largest single cost of a restart's main thread. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
// (Node 22.1 and later: CI also runs the API suite on the machine's older Node, which has none.)
nodeModule.enableCompileCache?.();

/** The built console: next to the server bundle in a checkout (apps/web/dist). */
function findWebDist(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [resolve(here, '../../web/dist'), resolve(process.cwd(), 'apps/web/dist')].find((d) =>
    existsSync(join(d, 'index.html')),
  );
}

async function main() {
  const started = Date.now();
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // Exit code 2: a setting is wrong (1 is a failure while running); nothing was opened yet.
      // A plain line on stderr: the log is not set up (LOG_FORMAT itself may be the bad value).
      process.stderr.write(`配置错误: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  config.webDist ??= findWebDist();
  await configureLog(config);
  const { startupTrace } = config;
  /** COACH_STARTUP_TRACE=1: when each phase of the start ended, in ms since the process began (bench/startup). */
  const trace = (phase: string) => {
    if (!startupTrace) return;
    const ms = Math.round(performance.now());
    notice(`startup ${phase}: ${ms} ms`, { phase, ms });
  };
  // The database opens while the rest of the server loads: the build splits that off (~0.3 s
  // of modules), and a new data folder starts copying from the template before even the
  // database code loads.
  const options = databaseOptionsOf(config);
  // One server per embedded folder: a second one opening it would corrupt it (checked before opening).
  if (!config.databaseUrl && !config.dataDir.includes('://')) {
    const { folderInUse } = await import('./platform/backup/controlSocket');
    if (await folderInUse(config.dataDir)) {
      // On stderr as well as in the log: what a person starting a second server reads.
      const refusal = `数据目录 ${config.dataDir} 正由另一个运行中的服务使用（同一目录只能由一个服务打开）`;
      log.error(refusal);
      process.stderr.write(`${refusal}\n`);
      process.exit(1);
    }
  }
  const fresh = !config.databaseUrl && !existsSync(join(config.dataDir, 'PG_VERSION'));
  // With the demo (its pictures in the database) the build's demo folder of today, seeded already.
  const demoTemplate = demoTemplateFolderOf(options.migrationsFolder);
  const withDemo =
    fresh && config.seedDemo && config.demoTemplate && config.fileStore === 'db' && demoTemplateOfToday(demoTemplate);
  const template = withDemo ? demoTemplate : options.dataTemplate;
  const copying = fresh && template ? startFromTemplate(options.dataDir, template) : undefined;
  // A new data folder gets the demo users: their passwords hash (argon2) on other threads meanwhile.
  if (fresh && !withDemo) void import('./seed/base').then((base) => base.demoPasswordHashes()).catch(() => undefined);
  const databaseCode = import('./platform/db');
  databaseCode.catch(() => undefined); // awaited by opening
  const opening = (async () => {
    await copying;
    // PGlite on a thread of its own (see pgliteThread/), started at once: it opens while this
    // thread loads the database code and the rest of the server.
    const pgliteThread = config.pgliteThread && !config.databaseUrl ? startPgliteThread(options.dataDir) : undefined;
    const { startDatabase } = await databaseCode;
    trace('database modules loaded');
    return startDatabase({ ...options, dataTemplate: undefined, pgliteThread });
  })();
  opening.catch(() => undefined); // awaited below; a failure must not be reported unheard first
  // The server's modules load once the database's have and PGlite has begun to open (two imports
  // started together finish together, which left the database waiting on all of the server).
  await databaseCode.catch(() => undefined);
  const { buildApp, serverAreas } = await import('./app');
  // The areas' modules are imported now, their files read on the thread pool while PGlite opens
  // on this thread; asked for only after the database was open, the event loop waited ~0.13 s.
  serverAreas().catch(() => undefined); // the same promise buildApp awaits
  trace('app modules loaded');
  // The client, not yet open: buildApp registers the calls while PGlite opens on its thread
  // (~0.5 s of the main thread's work that waited for it, on a restart), and asks the database
  // nothing before `migrated`.
  const { database: opened, migrated } = await opening;
  const built = await buildApp(config, { database: opened, migrated, trace });
  trace('app built');
  // The embedded database's folder: backups ask the running server on its socket (npm run backup).
  const control =
    config.databaseUrl || config.dataDir.includes('://')
      ? undefined
      : await (await import('./platform/backup/controlSocket')).listenOnDataFolder(config.dataDir, opened);
  await built.app.listen({ port: config.port, host: config.host });
  // Stopped by a signal from the moment it listens, before it says it is ready: a supervisor that
  // sends SIGTERM just after `ready in` (CI did, on a busy machine) must get the drain, not a
  // signal swallowed while the rest of the start-up still ran.
  const shutdown = createShutdown(
    {
      drain: () => built.drain.start(),
      async close() {
        await built.close();
        await control?.();
        await opened.close();
      },
    },
    config.shutdown,
  );
  stopOnSignals(shutdown);
  trace('listening');
  const db = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
  const stores = `${db}${config.redisSentinels ? ', Redis (Sentinel)' : config.redisUrl ? ', Redis' : ''}`;
  const readyMs = Date.now() - started;
  notice(`驾培运营管理后台 ready in ${readyMs} ms: http://localhost:${config.port}/ui/coach/ [${stores}]`, { readyMs });
  // The demo template's users were made by the build: this is still the folder's first start.
  if (built.seeded || (withDemo && (await copying))) {
    // Printed once, on the first start, for the demo only.
    const { DEMO_USERS } = await import('./seed/base');
    notice('Demo users (change them on a real installation):');
    for (const u of DEMO_USERS) notice(`  ${u.account} / ${u.password}`);
  }
  if (!config.captcha) notice('COACH_CAPTCHA=off: login without the image code (tests and local demos only)');
}

main().catch((error) => {
  fatal(error, 'start failed');
  process.exit(1);
});
