import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { MONITOR_CALL, type MonitorOverview } from '../../domain/monitor';

// Issue 51.6: 系统监控 answers the process, the database, the store and the job queue's work by
// state to whoever holds the page, and to nobody else.
describe('系统监控', () => {
  it('answers the figures to the administrator and refuses a role without the page', async ({ admin, operator }) => {
    const answer = (await admin.post(MONITOR_CALL, {})).body;
    expect(answer.status).toBe(true);
    expect(answer.result.process).toMatchObject({ pid: expect.any(Number), node: process.version });
    expect(answer.result.database).toMatchObject({ ok: true, standbys: [] });
    expect(answer.result.database.kind).toBe(process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite（内置）');
    expect(answer.result.store.ok).toBe(true);
    expect(answer.result.queues).toContainEqual(
      expect.objectContaining({ name: 'filing-push', failed: expect.any(Number), created: expect.any(Number) }),
    );
    expect(JSON.stringify(answer.result)).not.toMatch(/password|postgres:\/\//i);
    const refused = await operator.post(MONITOR_CALL, {});
    expect(refused.body.status).toBe(false);
  });
});

// Issue 51.6: every process writes a heartbeat with the slowest calls of its last hour; 系统监控
// lists the processes beaten within 30 s and the slowest calls over all of them.
describe('系统监控: processes and slowest calls', () => {
  it('lists this process and another one alive, not one gone quiet, and the calls of both', async ({ app, admin }) => {
    const { database } = app.services;
    const now = Math.floor(Date.now() / 1000);
    // Another process behind the balancer, and one that stopped beating a minute ago.
    const slowWindow = [
      {
        path: '/api/other/slow',
        count: 20,
        maxMs: 900,
        buckets: [
          [60, 19],
          [70, 1],
        ],
      },
    ];
    await database.rows(sql`INSERT INTO sys_process_beat (id, pid, host, version, started_at, last_beat, calls) VALUES
      ('otherhost:4242:1', 4242, 'otherhost', '0.1.0', ${now - 600}, extract(epoch from now())::bigint - 5, ${JSON.stringify(slowWindow)}::jsonb),
      ('gonehost:77:1', 77, 'gonehost', '0.1.0', ${now - 900}, extract(epoch from now())::bigint - 60, '[]'::jsonb)`);
    for (let i = 0; i < 3; i++) await admin.call(resourcesByName.loginLog, 'list', {});

    const answer = (await admin.post(MONITOR_CALL, {})).body.result as MonitorOverview;
    const hosts = answer.processes.map((p) => p.host);
    expect(hosts).toContain('otherhost');
    expect(hosts).not.toContain('gonehost');
    const mine = answer.processes.find((p) => p.current)!;
    expect(mine).toMatchObject({ pid: process.pid, version: expect.any(String) });
    expect(now + 5 - mine.lastBeat).toBeLessThan(30);

    // The other process's slow call is merged in (p95 from its histogram: 1.1^60 ms ≈ 304 ms), and
    // the list runs slowest first (by p95; this process's own calls may be slower on a busy machine).
    expect(answer.slowCalls.find((c) => c.path === '/api/other/slow')).toEqual({
      path: '/api/other/slow',
      count: 20,
      p95Ms: 304,
      maxMs: 900,
    });
    const p95s = answer.slowCalls.map((c) => c.p95Ms);
    expect(p95s).toEqual([...p95s].sort((a, b) => b - a));
    const list = answer.slowCalls.find((c) => c.path === resourcesByName.loginLog.api.list);
    // Named as the role tree names the call, so a person reads which page is slow.
    expect(list).toMatchObject({ count: 3, name: expect.stringMatching(/[\u4e00-\u9fa5]/), p95Ms: expect.any(Number) });
    expect(list!.maxMs).toBeGreaterThanOrEqual(list!.p95Ms);
    expect(answer.slowCalls.some((c) => c.path.startsWith('/api/health/'))).toBe(false);
  });
});
