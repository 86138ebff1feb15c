import { sql } from 'drizzle-orm';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { OPERATOR, type TestApp } from '@coach/server/test/testApp.ts';
import { secondTenantAdmin } from '@coach/server/test/tenants.ts';
import { FEEDBACK } from './fixtures';

describe('feedback: list, detail, one reply, delete', () => {
  let t: TestApp;
  let admin: string;
  let ids: string[];
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
    // Feedback arrives from the student and coach apps; the console only reads and answers it.
    const [{ tenant_id: tenantId }] = await t.services.database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    const rows = await t.services.database.rows<{
      id: string;
    }>(sql`INSERT INTO bbxc_feedback (tenant_id, feedback_type, content, user_name, mobile, source, create_time) VALUES
      (${tenantId}, 2, '周末约车总是约不上', '王芳', '13912340002', 1, 1700000000),
      (${tenantId}, 1, '希望能查看学时记录', '刘洋', '13912340003', 1, 1700100000),
      (${tenantId}, 3, '王教练很耐心', '张明', '13912340001', 2, 1700200000) RETURNING id`);
    ids = rows.map((r) => String(r.id));
  });

  it('lists feedback newest first with type, text, person, reply state and time filters', async () => {
    const all = (await t.post(`${FEEDBACK}/list`, {}, { token: admin })).body.result;
    expect(all.list.map((f: { userName: string }) => f.userName)).toEqual(['张明', '刘洋', '王芳']);
    expect(
      (await t.post(`${FEEDBACK}/list`, { feedbackType: 2 }, { token: admin })).body.result.list.map(
        (f: { id: string }) => f.id,
      ),
    ).toEqual([ids[0]]);
    expect((await t.post(`${FEEDBACK}/list`, { content: '学时' }, { token: admin })).body.result.total).toBe(1);
    expect((await t.post(`${FEEDBACK}/list`, { userName: '王' }, { token: admin })).body.result.total).toBe(1);
    expect(
      (await t.post(`${FEEDBACK}/list`, { startTime: 1700050000, endTime: 1700150000 }, { token: admin })).body.result
        .list[0].id,
    ).toBe(ids[1]);
    expect((await t.post(`${FEEDBACK}/list`, { replyStatus: 1 }, { token: admin })).body.result.total).toBe(0);
  });

  it('answers the detail by GET, masked for a user without data:plaintext', async () => {
    const detail = (await t.get(`${FEEDBACK}/detail?id=${ids[0]}`, { token: admin })).body.result;
    expect(detail).toMatchObject({
      id: ids[0],
      content: '周末约车总是约不上',
      mobile: '13912340002',
      replyStatus: 0,
      replyContent: null,
    });
    const operator = await t.login(...OPERATOR);
    expect((await t.get(`${FEEDBACK}/detail?id=${ids[0]}`, { token: operator })).body.result.mobile).toBe(
      '139****0002',
    );
  });

  it('stores a reply with its time and replier once; a second reply is refused and changes nothing', async () => {
    const before = Math.floor(Date.now() / 1000);
    expect(
      (
        await t.post(
          `${FEEDBACK}/reply`,
          { id: ids[0], replyContent: '  已增加周末名额，请在小程序预约。 ' },
          { token: admin },
        )
      ).body,
    ).toMatchObject({ status: true, message: '回复成功' });
    const replied = (await t.get(`${FEEDBACK}/detail?id=${ids[0]}`, { token: admin })).body.result;
    expect(replied).toMatchObject({
      replyStatus: 1,
      replyContent: '已增加周末名额，请在小程序预约。',
      replierName: '系统管理员',
    });
    expect(replied.replyTime).toBeGreaterThanOrEqual(before);
    const again = await t.post(`${FEEDBACK}/reply`, { id: ids[0], replyContent: '改口' }, { token: admin });
    expect(again.body).toMatchObject({ status: false, message: '该反馈已回复，请勿重复回复' });
    expect((await t.get(`${FEEDBACK}/detail?id=${ids[0]}`, { token: admin })).body.result.replyContent).toBe(
      '已增加周末名额，请在小程序预约。',
    );
    expect((await t.post(`${FEEDBACK}/list`, { replyStatus: 1 }, { token: admin })).body.result.total).toBe(1);
  });

  it('refuses an empty, too long or unknown reply, writing nothing', async () => {
    expect(
      (await t.post(`${FEEDBACK}/reply`, { id: ids[1], replyContent: '   ' }, { token: admin })).body.message,
    ).toBe('回复内容：该输入项为必填项!');
    expect((await t.post(`${FEEDBACK}/reply`, { id: ids[1] }, { token: admin })).body.message).toBe(
      '回复内容：该输入项为必填项!',
    );
    expect(
      (await t.post(`${FEEDBACK}/reply`, { id: ids[1], replyContent: '长'.repeat(501) }, { token: admin })).body
        .message,
    ).toBe('回复内容：最多输入500个字符!');
    expect(
      (await t.post(`${FEEDBACK}/reply`, { id: '99999', replyContent: '好的' }, { token: admin })).body.message,
    ).toBe('数据不存在或已删除');
    expect((await t.post(`${FEEDBACK}/reply`, { replyContent: '好的' }, { token: admin })).body.message).toBe(
      '请选择要操作的数据',
    );
    expect((await t.get(`${FEEDBACK}/detail?id=${ids[1]}`, { token: admin })).body.result).toMatchObject({
      replyStatus: 0,
      replyContent: null,
    });
  });

  it('keeps another tenant away from the feedback', async () => {
    const other = await secondTenantAdmin(t);
    expect((await t.post(`${FEEDBACK}/list`, {}, { token: other.token })).body.result.total).toBe(0);
    expect((await t.get(`${FEEDBACK}/detail?id=${ids[1]}`, { token: other.token })).body.message).toBe(
      '数据不存在或已删除',
    );
    expect(
      (await t.post(`${FEEDBACK}/reply`, { id: ids[1], replyContent: '别家回复' }, { token: other.token })).body
        .message,
    ).toBe('数据不存在或已删除');
    expect((await t.post(`${FEEDBACK}/delete`, { ids: [ids[1]] }, { token: other.token })).body.message).toBe(
      '数据不存在或已删除',
    );
    expect((await t.get(`${FEEDBACK}/detail?id=${ids[1]}`, { token: admin })).body.result.replyStatus).toBe(0);
  });

  it('deletes feedback; a deleted entry can no longer be answered', async () => {
    expect((await t.post(`${FEEDBACK}/delete`, { ids: [ids[1], ids[2]] }, { token: admin })).body.message).toBe(
      '删除成功',
    );
    expect((await t.post(`${FEEDBACK}/list`, {}, { token: admin })).body.result.total).toBe(1);
    expect(
      (await t.post(`${FEEDBACK}/reply`, { id: ids[1], replyContent: '迟到的回复' }, { token: admin })).body.message,
    ).toBe('数据不存在或已删除');
  });
});
