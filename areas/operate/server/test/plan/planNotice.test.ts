import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, withApp, type Caller } from '@coach/server/test/fixtures.ts';
import { OPERATOR, type TestApp } from '@coach/server/test/testApp.ts';
import { secondTenantAdmin } from '@coach/server/test/tenants.ts';
import { EXAM, setAuthorRule, tenantOf } from './planFixtures';
import { seedExamroomPlan, weekStartOf } from '../../seed/plan';

const { examAdvert, examNotice } = resourcesByName;
// The message centre counts the demo seed's notices and adverts, which the first describe's would change.
const seededApp = withApp();

describe('exam-room notices and adverts', () => {
  let t: TestApp;
  let admin: Caller;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    // These walk the states as one person; the rule that an author does not approve their own
    // notice (on by default) is planNoticeAuthor.test.ts's.
    await setAuthorRule(admin, 0);
  });

  const post = (path: string, body: unknown, as = admin) => as.post(`${EXAM}${path}`, body);
  const statusOf = async (id: string) => (await admin.call(examNotice, 'detail', { id })).body.result.status;
  const draft = async (title: string) =>
    (await admin.call(examNotice, 'create', { title, noticeType: 1, content: '<p>考场周日休息</p><script>x</script>' }))
      .body.result.id as string;

  it('walks a notice through submit, withdraw, audit-pass, recall and delete, refusing each wrong state', async () => {
    const id = await draft('周日休息通知');
    expect(await admin.call(examNotice, 'detail', { id }).then((r) => r.body.result)).toMatchObject({
      status: 0,
      content: '<p>考场周日休息</p>',
      publishTime: null,
    });
    expect((await post('/notice/auditPass', { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post('/notice/recall', { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post('/notice/withdraw', { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');

    expect((await post('/notice/release', { ids: [id] })).body).toMatchObject({ status: true, message: '发布成功' });
    expect(await statusOf(id)).toBe(1);
    expect((await admin.call(examNotice, 'update', { id, title: '改标题' })).body.message).toBe(
      '审核中或已发布的公告不能修改',
    );
    expect((await admin.call(examNotice, 'delete', { ids: [id] })).body.message).toBe('审核中或已发布的公告不能删除');
    expect((await post('/notice/withdraw', { ids: [id] })).body.status).toBe(true);
    expect(await statusOf(id)).toBe(0);

    await post('/notice/release', { ids: [id] });
    expect((await post('/notice/auditPass', { ids: [id] })).body).toMatchObject({
      status: true,
      message: '审核通过成功',
    });
    const published = (await admin.call(examNotice, 'detail', { id })).body.result;
    expect(published.status).toBe(2);
    expect(Math.abs(published.publishTime - Date.now() / 1000)).toBeLessThan(60);
    expect((await post('/notice/release', { ids: [id] })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await admin.call(examNotice, 'delete', { ids: [id] })).body.message).toBe('审核中或已发布的公告不能删除');

    expect((await post('/notice/recall', { ids: [id] })).body).toMatchObject({ status: true, message: '撤回发布成功' });
    expect(await statusOf(id)).toBe(3);
    expect((await admin.call(examNotice, 'update', { id, title: '周日休息通知（更正）' })).body.status).toBe(true);
    expect((await post('/notice/release', { ids: [id] })).body.status).toBe(true); // resubmitted after a correction
    await post('/notice/auditPass', { ids: [id] });
    await post('/notice/recall', { ids: [id] });
    expect((await admin.call(examNotice, 'delete', { ids: [id] })).body.message).toBe('删除成功');
    expect((await admin.call(examNotice, 'detail', { id })).body.message).toBe('数据不存在或已删除');
  });

  // The engine claims a batch in one UPDATE and reads why only when fewer rows matched: the
  // refusal undoes the rows that did match, so a batch with one row moved on changes none.
  it('changes none of a batch when one ticked row is no longer in the state, and all of it when every row is', async () => {
    const [a, b, c] = [await draft('批量一'), await draft('批量二'), await draft('批量三')];
    await post('/notice/release', { ids: [b] });
    expect((await post('/notice/release', { ids: [a, b, c] })).body.message).toBe('状态已变更，请刷新后重试');
    expect([await statusOf(a), await statusOf(b), await statusOf(c)]).toEqual([0, 1, 0]);
    expect((await post('/notice/release', { ids: [a, '987654321'] })).body.message).toBe('数据不存在或已删除');
    expect(await statusOf(a)).toBe(0);
    expect((await post('/notice/release', { ids: [a, c] })).body).toMatchObject({ status: true, message: '发布成功' });
    expect([await statusOf(a), await statusOf(c)]).toEqual([1, 1]);
  });

  it('lets only one of two reviewers pass the same notice', async () => {
    const id = await draft('并发审核');
    await post('/notice/release', { ids: [id] });
    const answers = await Promise.all([
      post('/notice/auditPass', { ids: [id] }),
      post('/notice/recall', { ids: [id] }),
      post('/notice/withdraw', { ids: [id] }),
    ]);
    const winners = answers.filter((a) => a.body.status);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    const final = await statusOf(id);
    // auditPass and withdraw both start from 待审核: whichever ran first wins, the other is refused.
    expect([answers[0].body.status, answers[2].body.status].filter(Boolean)).toHaveLength(1);
    expect([0, 2, 3]).toContain(final);
  });

  it('refuses bad notices naming the field, and lists by status and title', async () => {
    expect(
      (await admin.call(examNotice, 'create', { title: '', noticeType: 1, content: '<p>x</p>' })).body.message,
    ).toBe('公告标题：该输入项为必填项!');
    expect((await admin.call(examNotice, 'create', { title: '无内容', noticeType: 1, content: '' })).body.message).toBe(
      '公告内容：该输入项为必填项!',
    );
    expect(
      (await admin.call(examNotice, 'create', { title: '类型', noticeType: 9, content: '<p>x</p>' })).body.message,
    ).toBe('公告类型：选项不存在');
    await draft('列表检索公告');
    const list = (await admin.call(examNotice, 'list', { title: '列表检索', status: 0 })).body.result;
    expect(list.total).toBe(1);
    expect((await admin.call(examNotice, 'list', { title: '列表检索', status: 2 })).body.result.total).toBe(0);
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    expect((await other.call(examNotice, 'list')).body.result.total).toBe(0);
  });

  it('saves, edits, enables/disables and deletes adverts', async () => {
    const now = Math.floor(Date.now() / 1000);
    const advert = {
      title: '模拟考场开放预约',
      position: 1,
      image: 'demo/a.png',
      linkUrl: 'https://example.com/a',
      sortNo: 1,
      validStart: now,
      validEnd: now + 86400,
    };
    expect((await admin.call(examAdvert, 'create', { ...advert, validEnd: now - 10 })).body.message).toBe(
      '结束时间必须晚于开始时间',
    );
    expect((await admin.call(examAdvert, 'create', { ...advert, linkUrl: 'example' })).body.message).toBe(
      '跳转链接：请输入正确网址',
    );
    const { id } = (await admin.call(examAdvert, 'create', advert)).body.result;
    expect((await admin.call(examAdvert, 'update', { id, title: '夜间练车优惠' })).body.status).toBe(true);
    expect((await admin.call(examAdvert, 'detail', { id })).body.result).toMatchObject({
      title: '夜间练车优惠',
      disable: 0,
    });
    expect((await post('/advert/updateStatus', { ids: [id], disable: 1 })).body.message).toBe('停用成功');
    expect((await post('/advert/updateStatus', { ids: [id], disable: 1 })).body.message).toBe(
      '状态已变更，请刷新后重试',
    );
    expect((await post('/advert/updateStatus', { ids: [id], disable: 0 })).body.message).toBe('启用成功');
    expect((await admin.call(examAdvert, 'list', { disable: 0 })).body.result.total).toBe(1);
    expect((await admin.call(examAdvert, 'delete', { ids: [id] })).body.message).toBe('删除成功');
    expect((await admin.call(examAdvert, 'list')).body.result.total).toBe(0);
  });
});

describe('message centre (消息中心) and the demo data', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const it = seededApp;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
    tenantId = await tenantOf(t);
    await seedExamroomPlan(t.services.database, tenantId);
  });

  const post = (path: string, body: unknown, token = admin) => t.post(`${EXAM}${path}`, body, { token });

  it('seeds coaches (some 待审核), 12 cars, notices, adverts and non-overlapping plans of this and next week', async () => {
    expect((await post('/coach/list', { status: 0 })).body.result.total).toBe(3);
    expect((await post('/car/list', { pageSize: 50 })).body.result.total).toBe(12);
    expect((await post('/car/list', { status: 0 })).body.result.total).toBe(2);
    const week = weekStartOf(Math.floor(Date.now() / 1000));
    const thisWeek = (await post('/classplan/list', { startTime: week, endTime: week + 7 * 86400 - 1, pageSize: 500 }))
      .body.result;
    const nextWeek = (
      await post('/classplan/list', { startTime: week + 7 * 86400, endTime: week + 14 * 86400 - 1, pageSize: 500 })
    ).body.result;
    expect(thisWeek.total).toBe(48);
    expect(nextWeek.total).toBe(48);
    const [{ n }] = await t.services.database.rows<{
      n: string;
    }>(sql`SELECT count(*) AS n FROM examroom_class_plan a JOIN examroom_class_plan b
      ON a.id < b.id AND (a.coach_id = b.coach_id OR a.car_id = b.car_id) AND a.start_time < b.end_time AND b.start_time < a.end_time`);
    expect(Number(n)).toBe(0);
    expect((await post('/notice/list', {})).body.result.total).toBe(5);
    expect((await post('/advert/list', {})).body.result.total).toBe(3);
    await seedExamroomPlan(t.services.database, tenantId); // runs once
    expect((await post('/car/list', {})).body.result.total).toBe(12);
  });

  it('lists only the caller’s messages and marks several read and unread, refusing wrong states and others’ rows', async () => {
    const list = (await post('/message/list', {})).body.result;
    expect(list).toMatchObject({ total: 4, unread: 3 });
    const unread = list.list.filter((m: { readStatus: number }) => m.readStatus === 0).map((m: { id: string }) => m.id);
    const read = list.list.find((m: { readStatus: number }) => m.readStatus === 1).id;
    expect((await post('/message/read', { ids: [...unread.slice(0, 2), read] })).body.message).toBe(
      '状态已变更，请刷新后重试',
    );
    expect((await post('/message/list', { readStatus: 0 })).body.result.total).toBe(3);
    expect((await post('/message/read', { ids: unread.slice(0, 2) })).body).toMatchObject({
      status: true,
      message: '标为已读成功',
    });
    expect((await post('/message/list', {})).body.result.unread).toBe(1);
    expect((await post('/message/unread', { ids: [read, unread[0]] })).body.message).toBe('标为未读成功');
    expect((await post('/message/list', { readStatus: 1 })).body.result.total).toBe(1);

    // Another user of the tenant sees none of them and cannot mark them.
    const operator = await t.login(...OPERATOR);
    expect((await post('/message/list', {}, operator)).body.result.total).toBe(0);
    const granted = await post('/message/read', { ids: [unread[2]] }, operator);
    expect(granted.http === 403 || granted.body.message === '数据不存在或已删除').toBe(true);
    expect((await post('/message/list', { readStatus: 0 })).body.result.total).toBe(3);
  });
});
