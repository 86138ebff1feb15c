import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { EXAM, setAuthorRule } from './planFixtures';
import { MSG_AUTHOR_CANNOT_APPROVE, noticeAuditSettings } from '../../../domain/plan/notice';

const { examNotice } = resourcesByName;

describe('the author of a notice does not approve it (公告审核设置, on by default)', () => {
  it('refuses the author in the transaction, lets another person pass it, and is a setting', async ({ app, admin }) => {
    const post = (path: string, body: unknown) => admin.post(`${EXAM}${path}`, body);
    const statusOf = async (id: string) => (await admin.call(examNotice, 'detail', { id })).body.result.status;
    const draft = async (title: string) =>
      (await admin.call(examNotice, 'create', { title, noticeType: 1, content: '<p>考场周日休息</p>' })).body.result
        .id as string;
    const read = await admin.post('/api/bbxc/tenant/inner/tenantConfig/getConfig', { key: noticeAuditSettings.key });
    expect(read.body.result).toMatchObject({ authorMayNotApprove: 1 });

    const own = await draft('本人公告');
    await post('/notice/release', { ids: [own] });
    const refused = await post('/notice/auditPass', { ids: [own] });
    expect(refused.body).toMatchObject({ status: false, message: MSG_AUTHOR_CANNOT_APPROVE });
    // Nothing of the refused approval stays: still 待审核, unpublished, and no log row of it.
    expect(await admin.call(examNotice, 'detail', { id: own }).then((r) => r.body.result)).toMatchObject({
      status: 1,
      publishTime: null,
    });
    const [logged] = await app.services.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sys_operation_log WHERE resource = 'examNotice' AND action = 'auditPass'`,
    );
    expect(logged.n).toBe(0);
    // A batch with one own notice among others is refused whole.
    const other = await draft('他人公告');
    await post('/notice/release', { ids: [other] });
    // Written by someone else (as the demo's notices are: no author of this tenant's users).
    await app.services.database.rows(sql`UPDATE examroom_notice SET create_by = NULL WHERE id = ${other}`);
    expect((await post('/notice/auditPass', { ids: [own, other] })).body.message).toBe(MSG_AUTHOR_CANNOT_APPROVE);
    expect(await statusOf(other)).toBe(1);
    // Another person's notice passes.
    expect((await post('/notice/auditPass', { ids: [other] })).body).toMatchObject({ status: true });
    expect(await statusOf(other)).toBe(2);

    // Switched off, the author may approve their own.
    await setAuthorRule(admin, 0);
    expect((await post('/notice/auditPass', { ids: [own] })).body).toMatchObject({ status: true });
    expect(await statusOf(own)).toBe(2);
  });
});
