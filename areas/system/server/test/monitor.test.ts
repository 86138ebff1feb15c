import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { MONITOR_CALL } from '../../domain/monitor';

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
