import type { TestProject } from 'vitest/node';
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { freshPostgresDatabase } from '../apps/server/test/testApp';
import { seedChannelBack } from '@coach/areas/channel/server/index.ts';
import { seedExamroomPlan } from '@coach/areas/operate/server/seed/plan.ts';
import { seedDemoImages } from '../apps/server/src/seed/demoImages';
import { seedDemoTenant } from './demoTenant';
import { sql } from 'drizzle-orm';
import { requireChromium } from '../scripts/chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const webDist = join(root, 'apps/web/dist');

function newest(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
    const p = join(dir, e.name);
    return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }, 0);
}

/** Builds the console when its sources are newer than the build, so the tests see the code. */
function ensureWebBuilt() {
  const built = existsSync(join(webDist, 'index.html')) ? statSync(join(webDist, 'index.html')).mtimeMs : 0;
  const sources = Math.max(...['apps/web/src', 'packages/domain/src', 'areas'].map((dir) => newest(join(root, dir))));
  if (built < sources) execSync('npm run build -w @coach/web', { cwd: root, stdio: 'inherit' });
}

/** Starts one console server (built web + API) on a database of its own for all scenarios. */
export default async function setup(project: TestProject) {
  // No browser: one line saying how to get one, before the build and the server.
  requireChromium();
  ensureWebBuilt();
  let dataDir: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    ({ databaseUrl, dropDatabase: drop } = await freshPostgresDatabase(process.env.DATABASE_URL));
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'coach-e2e-'));
  }
  const built = await buildApp({
    port: 0,
    host: '127.0.0.1',
    dataDir: dataDir ?? 'memory://',
    databaseUrl,
    redisUrl: process.env.REDIS_URL || undefined,
    redisPrefix: `coach-e2e-${process.pid}:`,
    captcha: false,
    production: false,
    webDist,
    seedDemo: false,
    demoTemplate: false,
    // PGlite on a thread of its own, as `npm start` runs it.
    pgliteThread: true,
    logLevel: 'silent',
    loginRateLimit: 1000,
    loginLockAddresses: 10,
    // The production limits: the scenarios click as a (fast) person would.
    rateLimit: { perUser: 1200, perAddress: 3000 },
    trustProxy: false,
    fileStore: 'db',
    fileDir: join(tmpdir(), 'coach-e2e-files'),
    fileMaxBytes: 10 * 1024 * 1024,
    // The filing platform answers within a second and refuses some, as in a real day.
    filing: { delayMs: 800, failRate: 0.2 },
    queueMaintenanceSeconds: 120,
    auditRetentionDays: 180,
    shutdown: { drainWaitMs: 0, timeoutMs: 15_000 },
    // 首页 as of 1 and 15 December (homeFigures.e2e): a request may name its time (X-Coach-Now).
    testClock: true,
    readUrls: [],
    readMaxLagMs: 2000,
  });
  // Demo rows only the apps create (exam-room coaches and cars from the mini program, the
  // channel's orders and bills): the scenarios start from them.
  const [demo] = await built.services.database.rows<{ id: string }>(sql`SELECT id FROM sys_tenant WHERE code = 'demo'`);
  await seedExamroomPlan(built.services.database, String(demo.id));
  // The channel's commission rule (what 营销管理 › 渠道规则 gives it on `npm start`), so its bills
  // carry the commission they would there instead of 0.00.
  await built.services.database.rows(sql`WITH rule AS (
      INSERT INTO bbxc_channel_rule (tenant_id, rule_name, commission_type, commission_rate, remark)
      VALUES (${demo.id}, '成交额8%返佣', 1, 8, '按学员实付金额的8%结算') RETURNING id)
    UPDATE bbxc_channel SET channel_rule_id = (SELECT id FROM rule) WHERE tenant_id = ${demo.id} AND name = '城东合作渠道'`);
  await seedChannelBack(built.services.database, String(demo.id));
  await seedDemoImages(built.services.database, built.services.files, String(demo.id));
  await seedDemoTenant(built.services.database, built.services.files);
  const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  return async () => {
    await built.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
