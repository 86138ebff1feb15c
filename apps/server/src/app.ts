import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './platform/db';
import { databaseOptionsOf } from './db/location';
import { LOCKS, withAdvisoryLock } from './db/advisoryLock';
import type { KvStore } from './platform/kv/kvStore';
import { createPgKv } from './platform/kv/pgKv';
import { createRedisKv } from './platform/kv/redisKv';
import { usesRedis } from './platform/kv/redisClient';
import { AuthService } from './platform/auth/authService';
import { createLocalBus, type Bus } from './platform/bus/bus';
import { createPgBus } from './platform/bus/pgBus';
import { createRedisBus } from './platform/bus/redisBus';
import { registerErrorHandling } from './platform/envelope';
import { registerAuthGate } from './platform/requestContext';
import { apiDocsFeature, registerApiDocs } from './platform/openapi/apiDocs';
import { rootLog } from './platform/log';
import { childLoggerFactory, registerRequestLog } from './platform/requestLog';
import { registerWebStatic, UI_BASE } from './platform/webStatic';
import { registerApiCompression } from './platform/apiCompression';
import { registerApiSecurityHeaders, registerPageSecurityHeaders } from './platform/security/securityHeaders';
import { registerRateLimit } from './platform/security/rateLimit';
import { registerHealth } from './platform/health';
import { createDrain, type Drain } from './platform/shutdown';
import { catalogueState, syncResources } from './platform/permission/syncResources';
import type { Services } from './platform/services';
import { seedBase } from './seed/base';
import { seedDemo } from './seed/demo';
import { registerReadRouting } from './platform/replicas/readRouting';
import { keepFactPartitions } from './db/partitionUpkeep';
import { JobQueue } from './platform/queue/jobQueue';
import { registerCallTimes } from './platform/heartbeat/callTimes';
import { createHeartbeat } from './platform/heartbeat/heartbeat';
import { registerSessionActivity } from './features/auth/onlineSessions';
import { authRoutes } from './features/auth/routes';
import { userRoutes } from './features/user/routes';
import { systemRoutes } from './features/system/routes';
import { fileRoutes } from './features/common/fileRoutes';
import { openFileStore } from './platform/files/openFileStore';
import { settingsRoutes } from './features/tenant/settingsRoutes';
import { templateRoutes } from './features/system/templates';
import { serveCatalogue, serverAreas } from './engine';

export { migrationsFolder } from './db/location';

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  /** True when this start created the demo tenant (first start on an empty database). */
  seeded: boolean;
  /** Started by a stop (platform/shutdown.ts): ready answers 503, answers close their connections. */
  drain: Drain;
  close(): Promise<void>;
}

export { serverAreas };

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The platform's own calls (sign-in, the session user, dictionaries and regions, import
 * templates, tenant settings, files). Every business area's calls, hooks and seeds come from its
 * folder (areas/<area>/server), and the engine serves every definition of the catalogue.
 */
const platformRoutes = [
  authRoutes,
  userRoutes,
  systemRoutes,
  templateRoutes,
  settingsRoutes,
  fileRoutes,
  apiDocsFeature,
];

/** Builds the whole server without listening, so tests start it in-process. */
export async function buildApp(
  config: AppConfig,
  options: {
    database?: Database;
    /**
     * With `database` still opening (db.ts's startDatabase): the calls are registered meanwhile,
     * and nothing asks the database anything before this resolves.
     */
    migrated?: Promise<void>;
    /** Told when each phase ends (main's COACH_STARTUP_TRACE). */
    trace?: (phase: string) => void;
  } = {},
): Promise<BuiltApp> {
  const trace = options.trace ?? (() => undefined);
  const database = options.database ?? (await openDatabase(databaseOptionsOf(config)));
  const kv: KvStore = usesRedis(config) ? await createRedisKv(config, config.redisPrefix) : createPgKv(database);
  const bus: Bus = usesRedis(config)
    ? await createRedisBus(config, config.redisPrefix)
    : config.databaseUrl
      ? await createPgBus(config.databaseUrl)
      : createLocalBus();
  const auth = new AuthService(kv, database, bus);
  const files = openFileStore(config, database);
  const app = Fastify({
    // With logging off (LOG_LEVEL=silent) no logger at all: Fastify's own null logger costs a
    // call nothing, where a silent pino still gets a child per request, checked by Fastify.
    // Otherwise the process's one logger (platform/log.ts: JSON lines, or pretty), each
    // request's child carrying its call path (and its caller, requestLog.ts).
    ...(config.logLevel === 'silent'
      ? { logger: false }
      : { loggerInstance: rootLog() as FastifyBaseLogger, childLoggerFactory }),
    // Only the proxies the installation names (COACH_TRUST_PROXY) may set the client address.
    // (A hop count as Fastify itself compiles it: trust the nearest n addresses of the chain.)
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A request that reaches a closing server on a kept-alive connection is served (with
    // `Connection: close`) rather than answered with Fastify's bare 503: the client has sent it,
    // and the balancer may not send a POST again.
    return503OnClosing: false,
  });
  // A POST without a body but with a JSON content type (what fetch sends for `{}`-less calls)
  // is an empty object, not a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString();
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('请求参数错误'), { statusCode: 400 }), undefined);
    }
  });
  const queue = new JobQueue(database, { maintenanceIntervalSeconds: config.queueMaintenanceSeconds });
  // First: the API description collects each route as it is registered.
  await registerApiDocs(app);
  // Before any route: the plugin adds its hooks to each route as it is registered.
  await registerApiCompression(app);
  if (config.logLevel !== 'silent') registerRequestLog(app);
  // 系统监控: the slowest calls of the last hour, shared with the other processes by the heartbeat.
  const heartbeat = createHeartbeat(database, registerCallTimes(app));
  const services: Services = { config, database, kv, auth, files, queue, heartbeat };
  registerApiSecurityHeaders(app, UI_BASE);
  const limits = await registerRateLimit(app, config);
  registerErrorHandling(app, registerAuthGate(app, auth, database, limits.perUser));
  const drain = createDrain(app.server);
  registerHealth(app, { database, kv }, drain);
  registerReadRouting(app, database, kv);
  registerSessionActivity(app, database); // 在线用户's 最后活动
  // The areas' parts (areas/<area>/server): their hooks by definition name and their own calls.
  const areas = await serverAreas();
  serveCatalogue(app, services, {
    resources: areas.flatMap((area) => area.resourceHooks ?? []),
    reports: areas.flatMap((area) => area.reportHooks ?? []),
  });
  for (const feature of [...platformRoutes, ...areas.flatMap((area) => area.features ?? [])]) feature(app, services);
  trace('calls registered');
  await app.register(async (web) => {
    await registerPageSecurityHeaders(web);
    await registerWebStatic(web, config.webDist);
  });
  // The first statement: registering the calls above asks the database nothing, so a restart
  // does it while PGlite opens on its thread (main.ts), and the catalogue's hash too.
  const catalogue = catalogueState();
  await options.migrated;
  trace('database open');
  // Once per installation, under a lock on PostgreSQL: processes starting together wait for the
  // first, then each reads the catalogue hash, the tenant and the demo marker it wrote and skips.
  const { created } = await withAdvisoryLock(config.databaseUrl, LOCKS.startup, async () => {
    await syncResources(database, catalogue);
    const base = await seedBase(database);
    // The demo records of every area, with real pictures for their image fields (skipped by tests
    // and when COACH_SEED_DEMO=off).
    if (config.seedDemo)
      await seedDemo({ database, files, tenantId: base.tenantId, filesInDatabase: config.fileStore === 'db' });
    trace('catalogue, users and demo data checked');
    return base;
  });
  await keepFactPartitions(database); // the fact tables' months: now (after the seeds, which may have filled the default) and daily
  trace('monthly partitions checked');
  // The queues and workers the features declared: pending work (of a process gone too) goes on.
  await queue.start((work) => withAdvisoryLock(config.databaseUrl, LOCKS.queue, work));
  trace('job queue started');
  await app.ready();
  await heartbeat.start();
  queue.startWorkers();
  return {
    app,
    services,
    seeded: created,
    drain,
    async close() {
      await app.close();
      await heartbeat.stop();
      // No new job is taken; the jobs in hand finish (their writes need the database still).
      await queue.stop();
      await limits.close();
      await bus.close();
      await kv.close();
      if (!options.database) await database.close();
    },
  };
}
