import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it, type Caller } from '../fixtures';

const { channelMember } = resourcesByName;
const dialect = new PgDialect();

describe('the channel a staff member names in bbxc-channel-id', () => {
  let channelId: string;
  /** Statements that look the channel up, counted as the gate runs them. */
  let lookups = 0;
  it.beforeAll(async ({ app }) => {
    [{ id: channelId }] = await app.services.database.rows<{ id: string }>(sql`SELECT id FROM bbxc_channel LIMIT 1`);
    const database = app.services.database;
    const rows = database.rows.bind(database);
    database.rows = (query: SQL) => {
      if (/FROM bbxc_channel WHERE id =/.test(dialect.sqlToQuery(query).sql)) lookups++;
      return rows(query);
    };
  });

  const asStaff = (admin: Caller, channel: string) =>
    admin.call(channelMember, 'list', {}, { headers: { 'bbxc-channel-id': channel } });

  it('is checked once for a run of calls, not on every call', async ({ admin }) => {
    lookups = 0;
    for (let i = 0; i < 10; i++) expect((await asStaff(admin, channelId)).body.status).toBe(true);
    expect(lookups).toBe(1);
  });

  it('is refused when it is not a channel of the tenant, every time it is asked', async ({ admin }) => {
    lookups = 0;
    for (let i = 0; i < 3; i++)
      expect((await asStaff(admin, '987654321')).body).toMatchObject({ status: false, message: '渠道不存在' });
    expect(lookups).toBe(3);
    expect((await asStaff(admin, '12abc')).body.message).toBe('渠道不存在');
  });

  it("is checked again once the user's permissions change", async ({ app, admin }) => {
    await asStaff(admin, channelId);
    lookups = 0;
    const [{ id: userId }] = await app.services.database.rows<{ id: string }>(
      sql`SELECT id FROM sys_user WHERE account = 'admin'`,
    );
    await app.services.auth.invalidateUsers([String(userId)]);
    await asStaff(admin, channelId);
    expect(lookups).toBe(1);
  });
});
