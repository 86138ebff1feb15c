import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ADMIN, startTestApp, type TestApp } from '../testApp';

const MEMBERS = '/api/bbxc/tenant/inner/channelMember/v1/getPage';
const dialect = new PgDialect();

describe('the channel a staff member names in bbxc-channel-id', () => {
  let t: TestApp;
  let admin: string;
  let channelId: string;
  /** Statements that look the channel up, counted as the gate runs them. */
  let lookups = 0;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
    [{ id: channelId }] = await t.services.database.rows<{ id: string }>(sql`SELECT id FROM bbxc_channel LIMIT 1`);
    const database = t.services.database;
    const rows = database.rows.bind(database);
    database.rows = (query: SQL) => {
      if (/FROM bbxc_channel WHERE id =/.test(dialect.sqlToQuery(query).sql)) lookups++;
      return rows(query);
    };
  });
  afterAll(() => t.close());

  const asStaff = (channel: string) => t.post(MEMBERS, {}, { token: admin, headers: { 'bbxc-channel-id': channel } });

  it('is checked once for a run of calls, not on every call', async () => {
    lookups = 0;
    for (let i = 0; i < 10; i++) expect((await asStaff(channelId)).body.status).toBe(true);
    expect(lookups).toBe(1);
  });

  it('is refused when it is not a channel of the tenant, every time it is asked', async () => {
    lookups = 0;
    for (let i = 0; i < 3; i++)
      expect((await asStaff('987654321')).body).toMatchObject({ status: false, message: '渠道不存在' });
    expect(lookups).toBe(3);
    expect((await asStaff('12abc')).body.message).toBe('渠道不存在');
  });

  it("is checked again once the user's permissions change", async () => {
    await asStaff(channelId);
    lookups = 0;
    const [{ id: userId }] = await t.services.database.rows<{ id: string }>(
      sql`SELECT id FROM sys_user WHERE account = 'admin'`,
    );
    await t.services.auth.invalidateUsers([String(userId)]);
    await asStaff(channelId);
    expect(lookups).toBe(1);
  });
});
