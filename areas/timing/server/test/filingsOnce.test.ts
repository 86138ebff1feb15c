import { afterAll, describe, expect, inject, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { freshPostgresDatabase } from '@coach/server/test/testApp.ts';
import { startServerProcess, type ServerProcess } from '@coach/server/test/serverProcess.ts';

// Issue 51.4: filing pushes are work done exactly once. Three server processes on one
// PostgreSQL database share the queue; one is killed (SIGKILL) while pushes are in its hands.
// The regulator's stand-in (an HTTP server here) files a push once per Idempotency-Key and
// answers a repeated delivery as before: every filing must be filed exactly once, answered
// once, and none left behind by the process that died. PostgreSQL only: processes cannot share
// an embedded PGlite folder.
const FILINGS = 100;
const ANSWER_MS = 250;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Platform {
  server: Server;
  url: string;
  /** Deliveries per key, and the filings filed (a key's first delivery), per filing id. */
  deliveries: Map<string, number>;
  filed: Map<string, string[]>;
}

async function standInPlatform(): Promise<Platform> {
  const deliveries = new Map<string, number>();
  const filed = new Map<string, string[]>();
  const answers = new Map<string, Promise<object>>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', async () => {
      const key = String(request.headers['idempotency-key'] ?? '');
      const push = JSON.parse(body) as { id: string; carType: number; attempt: number };
      deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
      if (!answers.has(key)) {
        filed.set(push.id, [...(filed.get(push.id) ?? []), key]);
        answers.set(
          key,
          sleep(ANSWER_MS).then(() => ({ accepted: true, filingNo: `BA${push.carType}${push.id.padStart(8, '0')}` })),
        );
      }
      const answer = await answers.get(key)!;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}/filings`, deliveries, filed };
}

async function signIn(base: string) {
  const login = await fetch(`${base}/api/auth/inner/sysAuth/v1/login.pass`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin2026', captchaId: '', captchaCode: '' }),
  });
  return ((await login.json()) as { result: { 'ctl-token': string } }).result['ctl-token'];
}

describe.skipIf(!process.env.DATABASE_URL)('filing pushes across three processes', () => {
  const processes: ServerProcess[] = [];
  let platform: Platform | undefined;
  let drop: (() => Promise<void>) | undefined;
  let client: pg.Client | undefined;
  afterAll(async () => {
    for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await Promise.all(processes.map((p) => p.exited));
    await client?.end();
    platform?.server.close();
    await drop?.();
  });

  it('files each of 100 pushes exactly once when one process is killed with pushes in hand', async () => {
    const template = inject('dbTemplates')?.base;
    const fresh = await freshPostgresDatabase(
      process.env.DATABASE_URL!,
      template?.kind === 'pg' ? template.name : undefined,
    );
    drop = fresh.dropDatabase;
    platform = await standInPlatform();
    const env = {
      DATABASE_URL: fresh.databaseUrl,
      REDIS_URL: '',
      COACH_SEED_DEMO: 'off',
      COACH_CAPTCHA: 'off',
      COACH_FILING_URL: platform.url,
      // A push claimed by the killed process is tried again 5 s after it was claimed, found by
      // the queue's upkeep every second.
      COACH_FILING_EXPIRE_S: '5',
      COACH_QUEUE_MAINTENANCE_S: '1',
    };
    processes.push(...(await Promise.all([1, 2, 3].map(() => startServerProcess(env)))));
    client = new pg.Client({ connectionString: fresh.databaseUrl });
    await client.connect();
    const [{ id: tenantId }] = (await client.query<{ id: string }>(`SELECT id FROM sys_tenant WHERE code = 'demo'`))
      .rows;
    const ids = (
      await client.query<{ id: string }>(
        `INSERT INTO bbxc_student_filing (tenant_id, student_id, student_name, id_card, school_id, school_name, car_type,
           train_start, plan_hours, status, push_count, create_time)
         SELECT $1, 900000 + g, '备案学员' || g, '32010619900101' || lpad(g::text, 4, '0'), 1, '金陵驾校', 24,
           extract(epoch from now())::bigint, 24, 0, 0, extract(epoch from now())::bigint
         FROM generate_series(1, ${FILINGS}) g RETURNING id::text AS id`,
        [tenantId],
      )
    ).rows.map((r) => r.id);

    // Pushed through each process's API in turn, as operators on three machines would.
    const tokens = await Promise.all(processes.map((p) => signIn(p.base)));
    for (let i = 0; i < 4; i++) {
      const p = i % 3;
      const answer = await fetch(`${processes[p].base}/api/course/inner/saibo/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'ctl-token': tokens[p] },
        body: JSON.stringify({ ids: ids.slice(i * 25, i * 25 + 25), status: 1 }),
      });
      expect(await answer.json()).toMatchObject({ status: true });
    }
    // The second process dies (kill -9) once the platform has filed a fifth of them.
    while (platform.filed.size < FILINGS / 5) await sleep(20);
    const inHand = Number(
      (await client.query(`SELECT count(*) FROM pgboss.job WHERE name = 'filing-push' AND state = 'active'`)).rows[0]
        .count,
    );
    processes[1].child.kill('SIGKILL');
    await processes[1].exited;

    const started = Date.now();
    const answered = async () =>
      Number(
        (
          await client!.query(`SELECT count(*) FROM bbxc_student_filing WHERE tenant_id = $1 AND status = 2`, [
            tenantId,
          ])
        ).rows[0].count,
      );
    while ((await answered()) < FILINGS) {
      expect(Date.now() - started, 'every filing answered within 60 s of the kill').toBeLessThan(60_000);
      await sleep(200);
    }
    const delivered = [...platform.deliveries.values()].reduce((a, b) => a + b, 0);
    // Filed exactly once each: one key per filing, first delivered once; repeats only re-asked.
    expect(platform.filed.size).toBe(FILINGS);
    expect([...platform.filed.values()].every((keys) => keys.length === 1)).toBe(true);
    const answers = await client.query(
      `SELECT filing_id, count(*)::int AS n FROM bbxc_filing_push_log WHERE tenant_id = $1 AND action = 'answer'
       GROUP BY filing_id`,
      [tenantId],
    );
    expect(answers.rows).toHaveLength(FILINGS);
    expect(answers.rows.every((r) => r.n === 1)).toBe(true);
    const left = await client.query(
      `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = 'filing-push' GROUP BY state`,
    );
    expect(left.rows).toEqual([{ state: 'completed', n: FILINGS }]);
    console.log(
      `filings once: ${FILINGS} filed once each by 3 processes, one killed with ${inHand} pushes claimed; ` +
        `${delivered} deliveries (${delivered - FILINGS} repeated and answered as before), all answered ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s after the kill`,
    );
  }, 240_000);
});
