import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { CALLS, RESOURCES, callPath, resourcesByName, type CallDef } from '@coach/domain';
import { describe, expect, test as it } from '../fixtures';
import type { TestApp } from '../testApp';

/** Values a form never sends but a script or a broken client might. */
const JUNK: unknown[] = [
  1e308,
  -1,
  0,
  1.5,
  -2147483649,
  1e20,
  'abc',
  '1abc',
  '',
  ' ',
  true,
  false,
  [],
  [1, 'x'],
  {},
  { $gt: '' },
  null,
  '\u0000',
  'a\u0000b',
  '\u001f',
  'x'.repeat(5000),
  '99999999999999999999999',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '１２',
  '-0',
  '1e3',
];
const junk = fc.constantFrom(...JUNK);
/** The kinds of wrong the sweep tries in every key of every call (fast-check mixes all of JUNK). */
const SWEEP: unknown[] = [1e308, 'abc', '1abc', true, { $gt: '' }, 'a\u0000b', '99999999999999999999999'];
const PAGE_KEYS = ['pageNum', 'pageSize'];
const COMMON_KEYS = [
  'id',
  'ids',
  'startTime',
  'endTime',
  'status',
  'carType',
  'type',
  'keyword',
  'name',
  'schoolId',
  'channelId',
];

/** Read calls (lists, statistics, details, exports, dictionaries, trees) this server answers. */
function readCalls(t: TestApp): CallDef[] {
  return CALLS.filter(
    (c) =>
      ['list', 'stat', 'detail', 'export', 'dict', 'tree'].includes(c.action) &&
      !c.path.endsWith('.pass') &&
      t.built.app.hasRoute({ method: c.method as 'GET' | 'POST', url: c.path }),
  );
}

/** The keys worth spoiling for a call: its resource's search fields, paging and the usual ones. */
function keysOf(call: CallDef): string[] {
  const def = RESOURCES.find((d) => Object.values(d.api).includes(call.path));
  return [...new Set([...PAGE_KEYS, ...COMMON_KEYS, ...(def?.fields.filter((f) => f.search).map((f) => f.key) ?? [])])];
}

/**
 * Every table's row count and a hash of its rows: any write shows up as a different value.
 * Not the bookkeeping of who is there: the sessions (sys_kv), this process's heartbeat (a
 * timer rewrites it every 10 s) and 在线用户's 最后活动 (touched once a minute by any call).
 */
async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = await t.services.database.rows<{
    name: string;
  }>(sql`SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('sys_kv', 'sys_process_beat', 'sys_user_online') ORDER BY 1`);
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await t.services.database.rows<{ n: string; h: string }>(
      sql`SELECT count(*) AS n, coalesce(sum(hashtext(x::text)::bigint), 0) AS h FROM ${sql.identifier(name)} x`,
    );
    out[name] = `${row.n}:${row.h}`;
  }
  return out;
}

describe('malformed payloads on every read call', () => {
  let t: TestApp;
  let calls: CallDef[];
  it.beforeAll(async ({ app }) => {
    t = app;
    calls = readCalls(t);
  });

  /** A category's page fills its path parameter (`/filing/motor/list`), so the body is what gets checked. */
  const urlOf = (call: CallDef) => {
    const def = RESOURCES.find((d) => Object.values(d.api).includes(call.path));
    return (def ? callPath(def, call.path) : call.path).replace(/:(\w+)/g, 'x');
  };
  const send = (call: CallDef, body: Record<string, unknown>, token: string) => {
    if (call.method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(body).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      );
      return t.built.app.inject({ method: 'GET', url: `${urlOf(call)}?${query}`, headers: { 'ctl-token': token } });
    }
    return t.built.app.inject({ method: 'POST', url: urlOf(call), payload: body, headers: { 'ctl-token': token } });
  };

  /** Answers of 500 or more, and answers that are not the envelope. */
  const failures: string[] = [];
  const check = async (call: CallDef, body: Record<string, unknown>, token: string) => {
    const res = await send(call, body, token);
    const isFile =
      String(res.headers['content-type']).includes('spreadsheet') ||
      String(res.headers['content-type']).includes('octet-stream');
    let envelope = true;
    if (!isFile) {
      try {
        const json = res.json();
        envelope = typeof json.status === 'boolean' && typeof json.message === 'string';
      } catch {
        envelope = false;
      }
    }
    if (res.statusCode >= 500 || !envelope)
      failures.push(`${res.statusCode} ${call.path} ${JSON.stringify(body).slice(0, 120)} → ${res.body.slice(0, 120)}`);
  };

  it('answers each junk value in each key of each call below 500 with the envelope, and writes nothing', async ({
    admin,
  }) => {
    expect(calls.length).toBeGreaterThan(100);
    const before = await fingerprint(t);
    for (const call of calls) {
      for (const key of keysOf(call)) {
        for (const value of SWEEP) await check(call, { [key]: value }, admin.token);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint(t)).toEqual(before);
    // Thousands of calls: ~2 min alone, past 5 min on a two-core machine running other suites beside it.
  }, 600_000);

  it('holds for random combinations, for staff and the channel user (fast-check)', async ({ admin, channel }) => {
    const before = await fingerprint(t);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        fc.boolean(),
        fc.array(fc.tuple(fc.nat(), junk), { maxLength: 6 }),
        async (call, asChannel, picks) => {
          const keys = keysOf(call);
          const body = Object.fromEntries(picks.map(([i, value]) => [keys[i % keys.length], value]));
          await check(call, body, asChannel ? channel.token : admin.token);
        },
      ),
      { numRuns: 1000 },
    );
    expect(failures).toEqual([]);
    expect(await fingerprint(t)).toEqual(before);
  }, 300_000);

  it('names the field and the limits in its answers', async ({ admin }) => {
    const list = (body: Record<string, unknown>) => admin.call(resourcesByName.zsclass, 'list', body);
    expect((await list({ pageNum: 1e308 })).body).toMatchObject({
      status: false,
      message: '页码必须是1到10000之间的整数',
    });
    expect((await list({ pageSize: 501 })).body).toMatchObject({
      status: false,
      message: '每页条数必须是1到500之间的整数',
    });
    expect((await list({ pageSize: true })).body.message).toBe('每页条数必须是1到500之间的整数');
    expect((await list({ status: 'abc' })).body).toMatchObject({ status: false, message: '状态的值不正确' });
    expect((await list({ status: 7 })).body.message).toBe('状态的值不正确');
    expect((await list({ carType: -100 })).body.message).toBe('准驾车型的值不正确');
    expect((await list({ className: 'a\u0000b' })).body.message).toMatch(/包含非法字符$/);
    expect((await list({ pageNum: '2', pageSize: '20', status: '1' })).body.status).toBe(true);
  });
});
